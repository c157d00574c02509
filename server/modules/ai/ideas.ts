/** Near-duplicate detection of titles (pure): the ideas generator skips topics the blog already covers. The site's own subject words (spray foam insulation) say nothing about a topic, so they are ignored like stop words. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it its of on or should the to uk what when where which who why will with you your vs versus guide spray foam insulation'.split(
    ' ',
  ),
);

export function titleWords(title: string): Set<string> {
  return new Set(
    title
      .toLowerCase()
      .replace(/[’']/g, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word && !STOP_WORDS.has(word))
      .map((word) => (word.length > 4 && word.endsWith('s') ? word.slice(0, -1) : word))
      .map((word) => (word.length > 5 && word.endsWith('ing') ? word.slice(0, -3) : word)),
  );
}

/** Jaccard similarity of the two titles' significant words (0 to 1). */
export function titleSimilarity(a: string, b: string): number {
  const left = titleWords(a);
  const right = titleWords(b);
  if (!left.size || !right.size) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / (left.size + right.size - shared);
}

export const NEAR_DUPLICATE = 0.6;

/** True when the title says much the same as one of `existing`. */
export function isNearDuplicate(title: string, existing: string[]): boolean {
  return existing.some((other) => titleSimilarity(title, other) >= NEAR_DUPLICATE);
}
