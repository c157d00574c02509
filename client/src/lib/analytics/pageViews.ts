import { onHeadApplied } from '../headEvents';
import { analyticsPath, pushEvent } from './dataLayer';

/**
 * docs/requirements/analytics-and-uploads.md#page-views: a `page_view` event on every navigation, with the path and the page's title. A page
 * sets its title in an effect (ui/head.tsx), and a page that loads data sets it only once the data has
 * arrived, so the event waits for the new page's title: it is pushed when the page applies its head, or
 * after PAGE_VIEW_TITLE_WAIT_MS with whatever title the document has by then.
 */
export const PAGE_VIEW_TITLE_WAIT_MS = 3000;

let pending: { path: string; timer: number } | null = null;
let lastNavigation: object | null = null;
let unsubscribe: (() => void) | null = null;

export function pushPageView(path: string, title: string) {
  pushEvent({ event: 'page_view', page_path: analyticsPath(path), page_title: title });
}

function flush(title: string = document.title) {
  if (!pending) return;
  window.clearTimeout(pending.timer);
  const { path } = pending;
  pending = null;
  pushPageView(path, title);
}

/**
 * A navigation to `path` was committed. Called from a layout effect, which runs before the new page's
 * (passive) head effect in the same commit. `navigation` is the router's location object, new for each
 * navigation, so running twice for one navigation (React's StrictMode checks) counts once.
 */
export function pageNavigated(path: string, navigation: object) {
  unsubscribe ??= onHeadApplied((title) => flush(title));
  if (navigation === lastNavigation) return;
  lastNavigation = navigation;
  flush(); // an earlier page that never set its title still counts as viewed
  pending = { path, timer: window.setTimeout(() => flush(), PAGE_VIEW_TITLE_WAIT_MS) };
}
