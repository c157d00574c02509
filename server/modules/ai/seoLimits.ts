/** The lengths search results show (docs/requirements/ai-tools.md#seo-optimizer); suggestions outside are dropped. */
export const SEO_TITLE_RANGE = { min: 30, max: 60 } as const;
export const SEO_DESCRIPTION_RANGE = { min: 120, max: 155 } as const;

export function withinRange(text: string, range: { min: number; max: number }): boolean {
  const length = [...text.trim()].length;
  return length >= range.min && length <= range.max;
}
