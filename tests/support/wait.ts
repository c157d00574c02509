/** Polls `probe` until it returns a truthy value, or fails after `timeoutMs` with `what`. */
export async function eventually<T>(probe: () => Promise<T> | T, what: string, timeoutMs = 20_000, intervalMs = 100): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await probe();
    if (last) return last as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
