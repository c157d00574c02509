import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageNavigated } from './pageViews';

/**
 * Mounted once beside the routes: reports each change of path as a `page_view` (query-string changes,
 * such as the calculator's inputs, are not new pages).
 */
export function PageViewTracker() {
  const location = useLocation();
  useLayoutEffect(() => {
    pageNavigated(location.pathname, location);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);
  return null;
}
