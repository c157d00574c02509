import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LazyImage, placeholderSource } from '../../client/src/ui/LazyImage';
import { runWhenIdle } from '../../client/src/lib/idle';

/** jsdom has no IntersectionObserver: a stand-in that records how it was set up and lets the test scroll. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    public callback: IntersectionObserverCallback,
    public options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter() {
    this.callback(
      [{ isIntersecting: true, target: this.observed[0] } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

describe('docs/requirements/analytics-and-uploads.md#lazy-images: lazy images at a 50px margin and 0.01 threshold', () => {
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    FakeObserver.instances = [];
  });

  it('fetches the file only when the image comes within 50px of the viewport', () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    render(<LazyImage src="/images/loft.jpg" alt="Spray foam on loft rafters" width={640} height={360} />);
    const image = screen.getByRole('img', { name: 'Spray foam on loft rafters' });
    // Until then an empty SVG of the image's proportions: valid HTML, nothing fetched, the shape kept.
    expect(image.getAttribute('src')).toBe(placeholderSource(640, 360));
    expect(image.getAttribute('src')).not.toMatch(/\s/); // a raw space in a URL is invalid HTML
    expect(decodeURIComponent(image.getAttribute('src')!)).toBe(
      "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 640 360'></svg>",
    );
    expect(image).toHaveAttribute('loading', 'lazy');
    const [observer] = FakeObserver.instances;
    expect(observer.options).toEqual({ rootMargin: '50px', threshold: 0.01 });
    expect(observer.observed).toEqual([image]);

    act(() => observer.enter());
    expect(image).toHaveAttribute('src', '/images/loft.jpg');
    expect(observer.disconnected).toBe(true);
  });

  it('without IntersectionObserver, leaves it to the browser’s loading="lazy"', () => {
    render(<LazyImage src="/images/loft.jpg" alt="Loft" width={640} height={360} />);
    expect(screen.getByRole('img', { name: 'Loft' })).toHaveAttribute('src', '/images/loft.jpg');
  });

  it('server markup keeps a <noscript> copy for visitors without JavaScript', () => {
    const html = renderToString(<LazyImage src="/images/loft.jpg" alt="Loft" width={640} height={360} />);
    expect(html).toMatch(/<noscript><img[^>]*src="\/images\/loft.jpg"[^>]*loading="lazy"/);
    expect(html).toMatch(/^<img[^>]*src="data:image\/svg\+xml,[^"]*"[^>]*data-lazy="waiting"/);
  });
});

describe('docs/requirements/analytics-and-uploads.md#idle-loading: idle callbacks time out at 2 s or 3 s', () => {
  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('passes the timeout to requestIdleCallback, and can be cancelled', () => {
    const requestIdleCallback = jest.fn((_cb: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback, cancelIdleCallback });
    const work = jest.fn();
    const cancel = runWhenIdle(work, 2000);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    runWhenIdle(work, 3000);
    expect(requestIdleCallback).toHaveBeenLastCalledWith(expect.any(Function), { timeout: 3000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
    requestIdleCallback.mock.calls[1][0]({ didTimeout: true, timeRemaining: () => 0 });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where requestIdleCallback is missing (Safari)', () => {
    jest.useFakeTimers();
    try {
      const work = jest.fn();
      runWhenIdle(work, 3000);
      expect(work).not.toHaveBeenCalled();
      jest.runOnlyPendingTimers();
      expect(work).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
