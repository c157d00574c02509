/**
 * docs/requirements/analytics-and-uploads.md#idle-loading: idle callbacks time out at 2 s or 3 s. Runs `work` when the browser is idle, and at
 * the latest after `timeoutMs`; browsers without requestIdleCallback (Safari) fall back to a timer.
 * Returns a function that cancels the call.
 */
export const IDLE_TIMEOUT_SHORT_MS = 2000;
export const IDLE_TIMEOUT_LONG_MS = 3000;

export function runWhenIdle(work: () => void, timeoutMs: number = IDLE_TIMEOUT_LONG_MS): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  // The usual shim: a macrotask, so the work runs after the current task (hydration) has finished.
  const handle = window.setTimeout(work, 1);
  return () => window.clearTimeout(handle);
}
