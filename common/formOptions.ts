/**
 * The choices the public forms offer, with their labels. They live apart from the zod schemas in
 * common/validation (which re-export them), so a page can show a form without loading zod.
 */

export const PREFERRED_TIMES = ['morning', 'afternoon', 'evening', 'anytime'] as const;
export const PREFERRED_TIME_LABELS: Record<(typeof PREFERRED_TIMES)[number], string> = {
  morning: 'Morning (9am–12pm)',
  afternoon: 'Afternoon (12pm–5pm)',
  evening: 'Evening (5pm–8pm)',
  anytime: 'Any time',
};

export const CONTACT_SUBJECTS = ['general', 'removal', 'mortgage', 'company', 'press', 'other'] as const;
export const CONTACT_SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  general: 'A general question',
  removal: 'Spray foam removal',
  mortgage: 'Mortgages and surveys',
  company: 'I run a removal company',
  press: 'Press and partnerships',
  other: 'Something else',
};

export const SURVEY_LEVELS = ['level2', 'level3', 'spray_foam_inspection'] as const;
export const SURVEY_LEVEL_LABELS: Record<(typeof SURVEY_LEVELS)[number], string> = {
  level2: 'RICS Level 2 survey (HomeBuyer), by a RICS-regulated surveyor',
  level3: 'RICS Level 3 survey (Building Survey), by a RICS-regulated surveyor',
  spray_foam_inspection: 'Specialist spray foam inspection report',
};

export const URGENCIES = ['emergency', 'asap', '1-3months', 'planning'] as const;
export const REASONS = ['selling', 'mortgage', 'health', 'damp', 'renovation', 'other'] as const;
export type Urgency = (typeof URGENCIES)[number];
export type Reason = (typeof REASONS)[number];

export const URGENCY_LABELS: Record<Urgency, string> = {
  emergency: 'Emergency (sale or mortgage at risk now)',
  asap: 'As soon as possible',
  '1-3months': 'In the next 1–3 months',
  planning: 'Just planning',
};

/** Guest posts: the limits the form shows and the API applies. */
export const GUEST_POST_LIMITS = {
  titleMin: 10,
  titleMax: 150,
  bodyMin: 300,
  bodyMax: 20_000,
  bioMax: 500,
  websiteMax: 300,
} as const;
