/**
 * Sends a small JSON body that must survive the page closing (a phone call starting, the tab hidden):
 * `navigator.sendBeacon`, or a keep-alive fetch where beacons are missing or refused. The body goes as
 * text/plain, which every browser accepts in a beacon; the server parses it as JSON.
 */
export function sendBeacon(url: string, payload: unknown): void {
  const body = JSON.stringify(payload);
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  } catch {
    // fall through to fetch
  }
  if (typeof fetch === 'function') {
    fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(() => undefined);
  }
}
