/**
 * The addresses of the company and admin areas, written once (docs/client-routes.md): the routes
 * (app/CompanyArea.tsx, app/companyPages.tsx, app/adminSections.tsx), the menus built from them, every link
 * and every navigate() read them here, so a wrong address is a type error. A fixed address is a string; an
 * address with a parameter is a function that builds it (`paths.company.lead(id)`), its route pattern in
 * `.path` (`/company/lead/:id`). The table holds strings and tiny functions only; a public page imports only
 * areas.ts (the areas' roots and the company sign-in), never the tables.
 */

import { adminPaths } from './admin';
import { companyPaths } from './company';
export { BUSINESS_ADDRESS_ANCHOR, VAT_REGISTRATION_ANCHOR } from './company';
import type { PathWithParameter } from './route';

export type { PathWithParameter };

export const paths = { company: companyPaths, admin: adminPaths } as const;

/** An address with a query string: `withQuery(paths.admin.leads, { q: 'SFR-1' })`; empty values are left out. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return search ? `${path}?${search}` : path;
}

/** A link of an area's menu, built from the area's list of pages (app/adminSections.tsx, app/companyPages.tsx). */
export interface MenuLink {
  to: string;
  label: string;
}

/** A route's pattern: the address itself, or the pattern of an address with a parameter. */
export const patternOf = (path: string | PathWithParameter) => (typeof path === 'string' ? path : path.path);

/** A route inside an area mounted at `${area}/*` (app/CompanyArea.tsx, app/AdminArea.tsx): its path below the area. */
export const pathBelow = (area: string, path: string | PathWithParameter) => patternOf(path).slice(area.length + 1);
