import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';

/** How long a page that loads its code or data has to show the element a link's hash names. */
const HASH_WAIT_MS = 5_000;

/** The element a hash names (`#vat-registration`), when the page shows it. */
function hashTarget(hash: string): HTMLElement | null {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: the id as written.
  }
  return id ? document.getElementById(id) : null;
}

/**
 * Scrolls to a hash's element once the page shows it (the page may load its code or its data first); the page
 * starts at the top meanwhile. Stops when the visitor scrolls, or moves on, before it appears.
 */
function scrollToHashWhenShown(hash: string): () => void {
  const found = hashTarget(hash);
  if (found) {
    found.scrollIntoView();
    return () => {};
  }
  window.scrollTo(0, 0);
  const observer = new MutationObserver(() => {
    const target = hashTarget(hash);
    if (!target) return;
    stop();
    target.scrollIntoView();
  });
  const timer = window.setTimeout(() => stop(), HASH_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchmove', stop);
    window.removeEventListener('keydown', stop);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  for (const event of ['wheel', 'touchmove', 'keydown'] as const) window.addEventListener(event, stop, { passive: true });
  return stop;
}

/**
 * A move inside the site starts where a new page load would: at the top, or at the element the URL's hash names
 * (docs/requirements/routes-and-screens.md#scroll-position). Back and Forward (POP) are left to the browser's own
 * scroll restoration. A change of the query string alone (the calculator's answers, a list's filters) keeps the
 * place: the page is the same page.
 */
export function ScrollOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<Location>(location);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before.key === location.key || navigationType === 'POP') return;
    if (location.hash) return scrollToHashWhenShown(location.hash);
    if (before.pathname === location.pathname && before.search !== location.search) return;
    window.scrollTo(0, 0);
  }, [location, navigationType]);
  return null;
}
