import { createContext, Suspense, use, useContext, type ComponentType, type ReactNode } from 'react';
import { PageLoading } from '../ui/ClientOnly';
import { reloadForChunkError } from '../lib/chunkReload';

/**
 * Public pages in chunks of their own (DESIGN section 6: public initial JavaScript ≤ 150 KB gzip), without
 * giving up complete server rendering or synchronous hydration:
 *
 * - the server loads every page's code once before its first render (`preloadAllPages`), so a page renders
 *   complete, and it notes which lazy pages a render used (`RenderedPagesContext`, sent as
 *   `window.__PAGES__`);
 * - the browser loads those chunks before it hydrates (`preloadPages`), so hydration finds the same tree;
 * - a page reached by a client-side navigation shows `fallback` while its chunk loads.
 */
const registry = new Map<string, () => Promise<unknown>>();


/** During server rendering: collects the ids of the lazy pages the render used. */
export const RenderedPagesContext = createContext<Set<string> | null>(null);

export function lazyPage<P extends object>(id: string, load: () => Promise<ComponentType<P>>, fallback: ReactNode = <PageLoading />) {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
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
  registry.set(id, preload);

  function Content(props: P) {
    useContext(RenderedPagesContext)?.add(id);
    const Component = Loaded ?? use(preload());
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
  return LazyPage;
}

/** The server, before its first render: every lazy page's code. */
export function preloadAllPages(): Promise<unknown> {
  return Promise.all([...registry.values()].map((preload) => preload()));
}

/** The browser, before hydrating: the pages the server rendered. Unknown ids are ignored. */
export function preloadPages(ids: readonly string[]): Promise<unknown> {
  return Promise.all(ids.map((id) => registry.get(id)?.()));
}
