export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Past this many lines on either side the comparison shows the two texts as removed then added (LCS is quadratic). */
const MAX_LINES = 3000;

/** A line-by-line comparison of two texts (longest common subsequence), as a revision compare shows it. */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  if (a.length > MAX_LINES || b.length > MAX_LINES) {
    return [...a.map((text) => ({ kind: 'removed' as const, text })), ...b.map((text) => ({ kind: 'added' as const, text }))];
  }
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i][j] = a[i] === b[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    }
  }
  const result: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      result.push({ kind: 'same', text: a[i] });
      i++;
      j++;
    } else if (lengths[i + 1][j] >= lengths[i][j + 1]) {
      result.push({ kind: 'removed', text: a[i++] });
    } else {
      result.push({ kind: 'added', text: b[j++] });
    }
  }
  while (i < a.length) result.push({ kind: 'removed', text: a[i++] });
  while (j < b.length) result.push({ kind: 'added', text: b[j++] });
  return result;
}
