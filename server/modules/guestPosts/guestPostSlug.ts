import { slugify } from '../../../common/slug';

const SLUG_MAX = 80;

/** A lower-case, hyphenated address from a title: "Spray foam & my mortgage!" → "spray-foam-and-my-mortgage". */
export function slugFromTitle(title: string): string {
  const words = slugify(title);
  if (!words) return 'guest-post';
  if (words.length <= SLUG_MAX) return words;
  const cut = words.slice(0, SLUG_MAX);
  const lastHyphen = cut.lastIndexOf('-');
  return lastHyphen > SLUG_MAX / 2 ? cut.slice(0, lastHyphen) : cut.replace(/-+$/, '');
}
