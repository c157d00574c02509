/**
 * A company's pipeline for a lead it bought (docs/decisions/0048-lead-pipeline.md), for the server and the
 * browser: the statuses in their order, the reasons a job is lost, the limits of what is typed.
 */

export const PIPELINE_STATUSES = ['new', 'contacted', 'quote_sent', 'won', 'lost'] as const;
export type PipelineStatusValue = (typeof PIPELINE_STATUSES)[number];
export const PIPELINE_STATUS_LABELS: Record<PipelineStatusValue, string> = {
  new: 'New',
  contacted: 'Contacted',
  quote_sent: 'Quote sent',
  won: 'Won',
  lost: 'Lost',
};

/** Statuses that count as "contacted or beyond" for the contact rate (a lost job counts once it was contacted). */
export const CONTACTED_STATUSES: readonly PipelineStatusValue[] = ['contacted', 'quote_sent', 'won'];

export const LOST_REASONS = ['no_answer', 'price', 'chose_another', 'not_going_ahead', 'not_suitable', 'other'] as const;
export type LostReasonValue = (typeof LOST_REASONS)[number];
export const LOST_REASON_LABELS: Record<LostReasonValue, string> = {
  no_answer: 'Could not reach the homeowner',
  price: 'Our price was too high',
  chose_another: 'The homeowner chose another company',
  not_going_ahead: 'The homeowner is not going ahead',
  not_suitable: 'The job did not suit us',
  other: 'Another reason',
};

export const PIPELINE_NOTE_MAX = 2000;
export const LOST_NOTE_MAX = 500;
/** A next-action date is today or later, at most this many days ahead (Europe/London days). */
export const NEXT_ACTION_MAX_DAYS = 365;

export const NEXT_ACTION_PAST = 'Choose today or a later day for the next action';
export const NEXT_ACTION_TOO_FAR = 'Choose a next-action day within a year from today';
export const LOST_NEEDS_REASON = 'Choose why the job was lost';

/** The reminder for a next-action day goes out at 08:00 UTC that day (09:00 in British Summer Time). */
export function nextActionReminderAt(day: string): Date {
  return new Date(`${day}T08:00:00Z`);
}

/** "2026-11" for a London day or month key. */
export const monthOf = (day: string) => day.slice(0, 7);
