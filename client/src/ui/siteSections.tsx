import { createContext, useContext, type ReactNode } from 'react';
import type { SiteSections } from '../../../common/siteSections';

const NOTHING_KNOWN: SiteSections = { videos: false, partners: false };

/** Which sections have something to show, from the page's public configuration (common/siteSections.ts). */
const SiteSectionsContext = createContext<SiteSections>(NOTHING_KNOWN);

export function SiteSectionsProvider({ sections, children }: { sections: SiteSections | null | undefined; children: ReactNode }) {
  return <SiteSectionsContext.Provider value={sections ?? NOTHING_KNOWN}>{children}</SiteSectionsContext.Provider>;
}

export const useSiteSections = () => useContext(SiteSectionsContext);
