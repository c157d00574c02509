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

/** Resolves when the browser is first idle (within 2 s) or the visitor first presses, taps, types or focuses something. */
export function idleOrInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const done = () => {
      cancelIdle();
      for (const type of events) window.removeEventListener(type, done, true);
      resolve();
    };
    const cancelIdle = runWhenIdle(done, IDLE_TIMEOUT_SHORT_MS);
    for (const type of events) window.addEventListener(type, done, { capture: true, passive: true });
  });
}
