/**
 * The only addresses of the signed-in areas that public pages need, apart from the tables (docs/client-routes.md):
 * where each area is mounted (app/routes.tsx) and the company sign-in the footer links to.
 */
export const AREA_ROOTS = { admin: '/admin', company: '/company' } as const;
export const COMPANY_SIGN_IN = '/company/login';
