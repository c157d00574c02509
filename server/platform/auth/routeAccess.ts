import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { GraphQLError } from 'graphql';
import type { CompanyPermission } from '../../../common/companyTeam';
import { checkAccess, companyAccess } from '../graphql/authChecker';
import { createContext } from '../graphql/context';
import { ErrorCode, forbidden } from '../graphql/errors';
import { services } from '../services';

/**
 * Who may call an HTTP route outside GraphQL (docs/http-routes.md). Every route and middleware the late
 * router mounts declares one or more, with `declareRoute` or `signedInRoute`; `undeclaredRoutes` names any
 * that does not, and the start fails on one (server/appLate.ts), as the schema build fails on a field
 * without `@Access`.
 * - PUBLIC: anyone; reads no credentials.
 * - LINK_HOLDER: whoever holds a signed link the site made (a `token` in the request, checked by the route).
 * - SECRET: a scheduler or a payment provider proving itself with a shared secret or a signature.
 * - ADMIN / COMPANY: a signed-in administrator / company user, checked by `signedInRoute` with the same
 *   check as GraphQL's (checkAccess: the token, revocation, disabled accounts, the company's status, removed
 *   team members, the team role).
 * - GRAPHQL: /graphql, whose fields each declare their own (`@Access`).
 */
export type RouteAccess = 'PUBLIC' | 'LINK_HOLDER' | 'SECRET' | 'ADMIN' | 'COMPANY' | 'GRAPHQL';

const DECLARED = Symbol('routeAccess');
type Declared = { [DECLARED]?: readonly RouteAccess[] };

/** Marks handlers with who may call them; answers the same handlers. */
export function declareRoute<H extends (...args: any[]) => unknown>(access: RouteAccess | readonly RouteAccess[], ...handlers: H[]): H[] {
  const list = typeof access === 'string' ? [access] : access;
  for (const handler of handlers) (handler as Declared)[DECLARED] = list;
  return handlers;
}

export const declaredAccess = (handler: unknown): readonly RouteAccess[] | null =>
  typeof handler === 'function' ? ((handler as Declared)[DECLARED] ?? null) : null;

type LinkCaller = { kind: 'link' };
type AdminCaller = { kind: 'admin'; uid: string; actor: string };
type CompanyCaller = { kind: 'company'; uid: string; email: string | null; companyId: string };
export type RouteCaller = LinkCaller | AdminCaller | CompanyCaller;

export interface SignedInRule {
  /** Administrators may call it. */
  admin?: true;
  /** Users of an active company whose team role allows this (as `@Access('COMPANY', permission)`). */
  company?: CompanyPermission;
  /** A signed link instead of a sign-in: null when the request carries none, else whether it is valid. */
  link?: (req: Request) => Promise<boolean | null>;
  /** The refusals in the route's words: anonymous, signed in without the role, a link not valid. */
  refusals: { signIn: string; forbidden: string; link?: string };
}

const DEFAULT_FORBIDDEN = forbidden().message;

/**
 * The one sign-in check of HTTP routes: the request's Bearer ID token, read as GraphQL reads it (createContext),
 * then checkAccess / companyAccess, as the auth checker runs them for a field. Answers who the caller is;
 * throws the GraphQL error (UNAUTHENTICATED, FORBIDDEN with the reason) otherwise.
 */
export async function requireCaller(req: Request, rule: Omit<SignedInRule, 'link' | 'refusals'>): Promise<RouteCaller> {
  const caller = await createContext(req, services().idTokens);
  const { viewer } = caller;
  if (rule.admin) {
    const admin = await checkAccess(caller, 'ADMIN', null).catch((error: unknown) => {
      if (!rule.company || !viewer) throw error;
      return false;
    });
    if (admin) return { kind: 'admin', uid: viewer!.uid, actor: viewer!.email ?? viewer!.uid };
  }
  if (!rule.company) throw forbidden();
  const company = await companyAccess(caller, rule.company);
  return { kind: 'company', uid: viewer!.uid, email: viewer!.email, companyId: company.id };
}

/** The callers a rule lets through. */
type CallerOf<R extends SignedInRule> =
  | (R['link'] extends (req: Request) => unknown ? LinkCaller : never)
  | (R['admin'] extends true ? AdminCaller : never)
  | (R['company'] extends CompanyPermission ? CompanyCaller : never);

function refuse(req: Request, res: Response, status: number, message: string) {
  res.set('Cache-Control', 'no-store');
  if (req.method === 'GET' || req.method === 'HEAD') return void res.status(status).type('text/plain; charset=utf-8').send(message);
  res.status(status).json({ error: message, message, code: status === 401 ? ErrorCode.UNAUTHENTICATED : ErrorCode.FORBIDDEN });
}

/**
 * A route for signed-in callers (or link holders): the check runs before the handler, which gets the caller.
 * Anonymous or a token not accepted: 401; signed in without the role: 403 with the reason (a team role's
 * refusal, a removed member, a suspended company) or the route's own words. Declared ADMIN and/or COMPANY.
 */
export function signedInRoute<const R extends SignedInRule>(
  rule: R,
  handler: (req: Request, res: Response, caller: CallerOf<R>, next: NextFunction) => unknown,
): RequestHandler {
  const route: RequestHandler = async (req, res, next) => {
    let caller: RouteCaller;
    try {
      const link = rule.link ? await rule.link(req) : null;
      if (link === false) return refuse(req, res, 403, rule.refusals.link ?? rule.refusals.forbidden);
      caller = link ? { kind: 'link' } : await requireCaller(req, rule);
    } catch (error) {
      if (!(error instanceof GraphQLError)) return next(error);
      if (error.extensions.code === ErrorCode.UNAUTHENTICATED) return refuse(req, res, 401, rule.refusals.signIn);
      if (error.extensions.code === ErrorCode.FORBIDDEN)
        return refuse(req, res, 403, error.message === DEFAULT_FORBIDDEN ? rule.refusals.forbidden : error.message);
      return next(error);
    }
    try {
      await handler(req, res, caller as CallerOf<R>, next);
    } catch (error) {
      next(error);
    }
  };
  const access: RouteAccess[] = [...(rule.link ? ['LINK_HOLDER' as const] : []), ...(rule.admin ? ['ADMIN' as const] : [])];
  if (rule.company) access.push('COMPANY');
  return declareRoute(access, route)[0];
}

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean>; stack: Layer[] };
  handle: unknown;
  name?: string;
  /** The path a `use` layer was mounted at (router 2's Layer keeps it). */
  rawPath?: unknown;
}

export interface RouteEntry {
  methods: string[];
  path: string;
  access: readonly RouteAccess[] | null;
}

/**
 * Every route and middleware of a router, nested routers walked through, with what each declares (null when
 * nothing). A route is declared when one of its handlers is; a middleware that is not a router, when it is.
 */
export function routeEntries(router: { stack: Layer[] }, mount = ''): RouteEntry[] {
  return router.stack.flatMap((layer): RouteEntry[] => {
    if (layer.route) {
      const declared = layer.route.stack.map((inner) => declaredAccess(inner.handle)).find(Boolean) ?? null;
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      return paths.map((path) => ({
        methods: Object.keys(layer.route!.methods).map((method) => method.toUpperCase()),
        path: `${mount}${String(path)}`,
        access: declared,
      }));
    }
    const at = `${mount}${typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''}`;
    const nested = layer.handle as { stack?: Layer[] };
    if (typeof layer.handle === 'function' && Array.isArray(nested.stack)) return routeEntries(nested as { stack: Layer[] }, at);
    return [{ methods: ['USE'], path: `${at || '/'} (${layer.name || 'middleware'})`, access: declaredAccess(layer.handle) }];
  });
}

/** The routes and middlewares that declare no access, as "METHOD path". */
export const undeclaredRoutes = (router: { stack: Layer[] }) =>
  routeEntries(router)
    .filter((entry) => !entry.access?.length)
    .map((entry) => `${entry.methods.join(',')} ${entry.path}`);
