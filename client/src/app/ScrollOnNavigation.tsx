import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a page that loads its code or data has to show the element a link's hash names. */
const HASH_WAIT_MS = 5_000;
/** What the visitor does to scroll: from then on the page stays where they put it. */
const VISITOR_SCROLLS = ['wheel', 'touchmove', 'keydown'];

/** The element a hash names (`#vat-registration`), when the page shows it. */
function hashTarget(hash: string) {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed escape names nothing
  }
}

/**
 * A move inside the site starts where a new page load would: at the top, or at the element the URL's hash names
 * once the page shows it (it may load its code or data first; not after the visitor scrolls)
 * (docs/requirements/routes-and-screens.md#scroll-position). Back and Forward (POP) are left to the browser's own
 * scroll restoration. A change of the query string alone (the calculator's answers, a list's filters) keeps the
 * place: the page is the same page.
 */
export function ScrollOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    const { hash, pathname, search } = location;
    if (before.key === location.key || navigationType === 'POP') return;
    if (!hash && before.pathname === pathname && before.search !== search) return;
    const target = hash ? hashTarget(hash) : null;
    if (target || !hash) return void (target ? target.scrollIntoView() : window.scrollTo(0, 0));
    window.scrollTo(0, 0);
    const observer = new MutationObserver(() => {
      const shown = hashTarget(hash);
      if (!shown) return;
      stop();
      shown.scrollIntoView();
    });
    const timer = window.setTimeout(() => stop(), HASH_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const event of VISITOR_SCROLLS) window.removeEventListener(event, stop);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    for (const event of VISITOR_SCROLLS) window.addEventListener(event, stop, { passive: true });
    return stop;
  }, [location, navigationType]);
  return null;
}
