import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import {
  lazyPage,
  loadPagesForRender,
  preloadAllPages,
  preloadPages,
  preloadRouteElement,
  RenderedPagesContext,
  type ServerRenderPages,
} from '../../client/src/app/lazyPage';

let loads = 0;
function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}
const LazyGreeting = lazyPage('test-greeting', async () => {
  loads += 1;
  return Greeting;
});
function Farewell({ name }: { name: string }) {
  return <p>Goodbye, {name}</p>;
}
let deliverFarewell: () => void = () => undefined;
const LazyFarewell = lazyPage(
  'test-farewell',
  () => new Promise<typeof Farewell>((resolve) => (deliverFarewell = () => resolve(Farewell))),
  { fallback: <p>Loading the farewell…</p> },
);
function Aside({ name }: { name: string }) {
  return <aside>Call-back form for {name}</aside>;
}

describe('lazily loaded pages', () => {
  it('shows the fallback while a page’s code loads on a client-side visit, then the page', async () => {
    await act(async () => {
      render(<LazyFarewell name="Ada" />);
    });
    expect(screen.getByText('Loading the farewell…')).toBeInTheDocument();
    await act(async () => deliverFarewell());
    expect(screen.getByText('Goodbye, Ada')).toBeInTheDocument();
  });

  it('notes a page met on the server before its code loaded, and renders it complete once loaded, noting which lazy pages the render used', async () => {
    const before: ServerRenderPages = { rendered: new Set(), unloaded: new Set() };
    const incomplete = renderToString(
      <RenderedPagesContext.Provider value={before}>
        <LazyGreeting name="Grace" />
      </RenderedPagesContext.Provider>,
    );
    expect(incomplete).not.toContain('Hello');
    expect([...before.unloaded]).toEqual(['test-greeting']);
    await loadPagesForRender(before.unloaded);
    const after: ServerRenderPages = { rendered: new Set(), unloaded: new Set() };
    const html = renderToString(
      <RenderedPagesContext.Provider value={after}>
        <LazyGreeting name="Grace" />
      </RenderedPagesContext.Provider>,
    );
    expect(html).toContain('Hello, <!-- -->Grace');
    expect(html).not.toContain('Loading');
    expect([...after.unloaded]).toEqual([]);
    expect([...after.rendered]).toEqual(['test-greeting']);
    // After its first page the server loads every page's code.
    const loaded = preloadAllPages();
    deliverFarewell();
    await loaded;
  });

  it('hydrates the server HTML without a mismatch once the pages the server used are loaded, loading each only once', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LazyGreeting name="Grace" />);
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await preloadPages(['test-greeting', 'no-such-page']);
    await act(async () => {
      hydrateRoot(container, <LazyGreeting name="Grace" />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.textContent).toBe('Hello, Grace');
    expect(errors).toEqual([]);
    expect(loads).toBe(1);
  });

  it('keeps a deferred part out of the code loaded before hydration, showing the server markup until the visitor first interacts', async () => {
    let asideLoads = 0;
    const LazyAside = lazyPage(
      'test-aside',
      async () => {
        asideLoads += 1;
        return Aside;
      },
      { fallback: null, deferred: true },
    );
    // The browser stays busy (its idle callback never comes), so only the visitor's first interaction loads the part.
    const idle = jest.fn((_callback: IdleRequestCallback) => 1);
    Object.assign(window, { requestIdleCallback: idle, cancelIdleCallback: jest.fn() });
    const container = document.createElement('div');
    // What the server sends for a Suspense boundary that rendered complete.
    container.innerHTML = '<!--$--><aside>Call-back form for <!-- -->Ada</aside><!--/$-->';
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await preloadPages(['test-aside']);
    expect(asideLoads).toBe(0);
    await act(async () => {
      hydrateRoot(container, <LazyAside name="Ada" />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(asideLoads).toBe(0);
    expect(container.textContent).toBe('Call-back form for Ada');
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(asideLoads).toBe(1);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(container.textContent).toBe('Call-back form for Ada');
    expect(errors).toEqual([]);
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');

    // The server does not name a deferred part among the pages to load before hydration.
    const used: ServerRenderPages = { rendered: new Set(), unloaded: new Set() };
    const html = renderToString(
      <RenderedPagesContext.Provider value={used}>
        <LazyAside name="Ada" />
      </RenderedPagesContext.Provider>,
    );
    expect(html).toContain('Call-back form for');
    expect([...used.rendered]).toEqual([]);
  });

  it('loads the page a route names before the server renders it, so its first render is complete', async () => {
    const LazyNotice = lazyPage('test-route-page', async () => Greeting);
    expect(preloadRouteElement(<p>not a lazy page</p>)).toBeUndefined();
    await preloadRouteElement(<LazyNotice name="Ada" />);
    const pages: ServerRenderPages = { rendered: new Set(), unloaded: new Set() };
    const html = renderToString(
      <RenderedPagesContext.Provider value={pages}>
        <LazyNotice name="Ada" />
      </RenderedPagesContext.Provider>,
    );
    expect(html).toContain('Hello, <!-- -->Ada');
    expect([...pages.unloaded]).toEqual([]);
  });

  it('refuses two pages with the same id', () => {
    expect(() => lazyPage('test-greeting', async () => Greeting)).toThrow(/Two lazy pages use the id test-greeting/);
  });
});
