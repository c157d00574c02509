import { sendBeacon } from './beacon';
import { analyticsPath } from './dataLayer';

export const CLIENT_ERRORS_URL = '/api/client-errors';

/** Reports a rendering error the page swallowed (docs/requirements/routes-and-screens.md#rendering-errors: bots) to the server's log. */
export function reportClientError(error: unknown, kind: 'render' | 'chunk' = 'render') {
  const err = error instanceof Error ? error : new Error(String(error));
  sendBeacon(CLIENT_ERRORS_URL, {
    message: (err.message || err.name || 'Unknown error').slice(0, 1000),
    stack: err.stack ? err.stack.slice(0, 4000) : null,
    path: analyticsPath(window.location.pathname),
    kind,
  });
}
