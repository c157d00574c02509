/**
 * Google's data layer: the queue that Google Tag Manager reads once it loads. Events pushed before that
 * wait in the array, so nothing is lost while the tag manager is absent (no consent or no id).
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function dataLayer(): unknown[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

export function pushEvent(event: { event: string } & Record<string, unknown>) {
  dataLayer().push(event);
}

/**
 * `gtag()` as Google's snippet defines it. It must push the `arguments` object itself, not an array:
 * that is how the tag manager tells commands such as `consent` apart from events.
 */
export function gtag(..._args: unknown[]) {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}

/** The commands in the data layer pushed through gtag(), as arrays (for checks and tests). */
export function gtagCommands(): unknown[][] {
  return dataLayer()
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => Array.from(entry as ArrayLike<unknown>));
}

/**
 * Paths as analytics sees them: links that carry a secret (certification document uploads) are reduced to
 * their pattern, so no token reaches a third party or our own tracking collections.
 */
export function analyticsPath(pathname: string): string {
  return pathname.replace(/^\/(certificate-upload|certificate-docs|my-request)\/[^/]+/, '/$1/:id').slice(0, 300) || '/';
}
