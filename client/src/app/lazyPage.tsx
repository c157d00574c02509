import { createContext, isValidElement, Suspense, use, useContext, type ComponentType, type ReactNode } from 'react';
import { PageLoading } from '../ui/ClientOnly';
import { reloadForChunkError } from '../lib/chunkReload';
import { idleOrInteraction } from '../lib/idle';
import { withApollo } from './withApollo';
import { useReplayTypedInput } from '../lib/typedBeforeHydration';

/**
 * Public pages in chunks of their own (docs/requirements/quality-targets.md#performance-budgets: public initial JavaScript ≤ 150 KB gzip), without
 * giving up complete server rendering or synchronous hydration:
 *
 * - the server renders a page complete: a render that meets a page whose code has not loaded yet loads it
 *   and renders again (`ServerRenderPages.unloaded`); after the first page every page's code loads
 *   (`preloadAllPages`), so a cold start loads only what its first page needs. It notes which lazy pages a
 *   render used (`ServerRenderPages.rendered`, sent as `window.__PAGES__`);
 * - the server names those chunks in the page's HTML (modulepreload links, server/platform/pages/pagePreloads.ts),
 *   so they download alongside the entry, and the browser loads them before it hydrates (`preloadPages`),
 *   so hydration finds the same tree;
 * - a page reached by a client-side navigation shows `fallback` while its chunk loads.
 *
 * A `deferred` part (a form widget beside the article) is not part of the initial JavaScript: in the
 * browser its chunk loads when the browser is first idle (within 2 s) or at the visitor's first
 * interaction, whichever comes first. Until then React keeps the server's markup of it on screen and
 * hydrates it when the code arrives.
 */
const registry = new Map<string, { preload: () => Promise<unknown>; deferred: boolean }>();

/** During server rendering: the lazy pages the render used, and those it met before their code had loaded. */
export interface ServerRenderPages {
  rendered: Set<string>;
  unloaded: Set<string>;
}
export const RenderedPagesContext = createContext<ServerRenderPages | null>(null);

interface LazyPageOptions {
  fallback?: ReactNode;
  deferred?: boolean;
  /**
   * False for a page that renders without Apollo Client (it only sends forms, which load the client on use):
   * its initial JavaScript then holds none of the client's code (docs/decisions/0022-apollo-client-on-use.md).
   */
  queries?: boolean;
}

export function lazyPage<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  { fallback = <PageLoading />, deferred = false, queries = true }: LazyPageOptions = {},
) {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadPage = queries ? () => withApollo(load()) : load;
  const start = () => (deferred && typeof window !== 'undefined' ? idleOrInteraction().then(loadPage) : loadPage());
  const preload = () => {
    loading ??= start().then(
      (component) => (Loaded = component),
      (error) => {
        loading = null; // the next render tries again
        // Most likely a new release replaced the chunks this tab knows: load the page from the server instead.
        if (typeof window !== 'undefined' && reloadForChunkError()) return new Promise<never>(() => undefined);
        throw error;
      },
    );
    return loading;
  };
  if (registry.has(id)) throw new Error(`Two lazy pages use the id ${id}`);
  registry.set(id, { preload, deferred });

  function Content(props: P) {
    // A deferred part is not named to the browser: it loads when the browser is idle, not before hydration.
    const pages = useContext(RenderedPagesContext);
    if (!deferred) pages?.rendered.add(id);
    if (!Loaded) pages?.unloaded.add(id);
    const Component = Loaded ?? use(preload());
    useReplayTypedInput();
    return <Component {...props} />;
  }
  function LazyPage(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Content {...props} />
      </Suspense>
    );
  }
  LazyPage.displayName = `LazyPage(${id})`;
  LazyPage.preload = preload;
  return LazyPage;
}

/** The server, after its first page: every lazy page's code. */
export function preloadAllPages(): Promise<unknown> {
  return Promise.all([...registry.values()].map((page) => page.preload()));
}

/** The server, before a render: the code of a route's element when it is a lazy page (its own routes, not the pages inside it). */
export function preloadRouteElement(element: ReactNode): Promise<unknown> | undefined {
  if (!isValidElement(element)) return undefined;
  return (element.type as { preload?: () => Promise<unknown> }).preload?.();
}

/** The server, when a render met pages whose code had not loaded: that code, deferred parts included. */
export function loadPagesForRender(ids: Iterable<string>): Promise<unknown> {
  return Promise.all([...ids].map((id) => registry.get(id)?.preload()));
}

/** The browser, before hydrating an island (app/islandRoot.tsx): its code, so it hydrates at once and whole. */
export function preloadPart(id: string): Promise<unknown> {
  return registry.get(id)?.preload() ?? Promise.resolve();
}

/** The browser, before hydrating: the pages the server rendered, except deferred parts. Unknown ids are ignored. */
export function preloadPages(ids: readonly string[]): Promise<unknown> {
  return Promise.all(
    ids
      .map((id) => registry.get(id))
      .filter((page) => page && !page.deferred)
      .map((page) => page!.preload()),
  );
}
