/** How deep a request's JSON (a body, or GET variables and extensions) may nest: far beyond any input of the API. */
export const MAX_JSON_DEPTH = 64;

/**
 * True when a parsed JSON value nests arrays and objects deeper than `max`. Checked without recursion, so a
 * body of 5,000 brackets is refused here instead of overflowing the stack of a recursive walk further on.
 */
export function nestsDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const pending: Array<{ item: unknown; depth: number }> = [{ item: value, depth: 0 }];
  while (pending.length > 0) {
    const { item, depth } = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push({ item: child, depth: depth + 1 });
  }
  return false;
}

/** The same for a JSON text, such as a GET parameter: false when it is not JSON (the API refuses that itself). */
export function textNestsDeeperThan(text: unknown, max: number = MAX_JSON_DEPTH): boolean {
  if (typeof text !== 'string') return false;
  try {
    return nestsDeeperThan(JSON.parse(text), max);
  } catch {
    return false;
  }
}
