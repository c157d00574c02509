import { createContext, useContext, useId, type ReactNode } from 'react';

/**
 * Ids of form controls that are the same wherever the form is rendered. React's useId depends on the
 * component's place in its root, and a form hydrated as an island of its own (app/islands.tsx) sits in
 * another root than the one the server rendered it in: inside an `IdScope`, ids are `{scope}-{name}`
 * instead, so labels, hints and error messages stay wired to their controls after hydration.
 */
const IdScopeContext = createContext<string | null>(null);

export function IdScope({ scope, children }: { scope: string; children: ReactNode }) {
  return <IdScopeContext.Provider value={scope}>{children}</IdScopeContext.Provider>;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `name` must be unique within its form (a control's name or label). Outside a scope: React's useId. */
export function useStableId(name: string): string {
  const scope = useContext(IdScopeContext);
  const generated = useId();
  return scope ? `${scope}-${slug(name)}` : generated;
}
