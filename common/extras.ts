/** The extras of a removal (docs/requirements/business-rules.md#calculator). */
export const EXTRAS = ['timber_treatment', 'membrane', 'reinsulation', 'inspection_report'] as const;
export type Extra = (typeof EXTRAS)[number];

/** Names of the extras, as the breakdown shows them. */
export const EXTRA_LABELS: Record<Extra, string> = {
  timber_treatment: 'Timber treatment',
  membrane: 'New breathable membrane',
  reinsulation: 'Re-insulation',
  inspection_report: 'Post-removal inspection report',
};
