/** Polls `probe` until it returns a truthy value, or fails after `timeoutMs` with `what`. */
export async function eventually<T>(
  probe: () => Promise<T> | T,
  what: string,
  timeoutMs = 20_000,
  intervalMs = 100,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await probe();
    if (last) return last as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * A promise settled from a callback, to wait for an event instead of polling for it. Only the first
 * `resolve` counts; `settled` says whether it has happened, so a callback that fires again can skip its work.
 */
export function deferred<T = void>() {
  let settle!: (value: T | PromiseLike<T>) => void;
  let settled = false;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return {
    promise,
    get settled() {
      return settled;
    },
    resolve(value: T | PromiseLike<T>) {
      if (settled) return;
      settled = true;
      settle(value);
    },
  };
}
