/**
 * The independent survey after removal (docs/requirements/quotes-and-removal-records.md#survey): the homeowner asks
 * for it from the request page, an administrator sends the surveyor a private link, and the surveyor uploads the
 * report (a PDF) and states the outcome, which the removal record's page then shows. Shared by the server and the
 * pages that show the survey; its forms' rules are in common/validation/removalSurvey.ts.
 */

export const TIMBER_CONDITIONS = ['sound', 'repairs_recommended', 'structural_repair_needed'] as const;
export type TimberCondition = (typeof TIMBER_CONDITIONS)[number];

export const TIMBER_CONDITION_LABELS: Record<TimberCondition, string> = {
  sound: 'Timbers sound: no decay or damage needing repair',
  repairs_recommended: 'Some decay or damage: repairs recommended',
  structural_repair_needed: 'Significant decay or damage: structural repair needed',
};

/** A survey report: a PDF of at most 20 MB (checked by its first bytes, never its name). */
export const MAX_SURVEY_REPORT_BYTES = 20 * 1024 * 1024;
export const SURVEY_REPORT_MESSAGES = {
  tooLarge: 'The report must be 20 MB or smaller: save it as a smaller PDF and upload it again.',
  wrongType: 'The report must be a PDF file.',
};
/** How long the surveyor's link works: time to book, visit and write the report. */
export const SURVEYOR_LINK_DAYS = 60;

/** Where the report is uploaded over tus, with the link's token in the `Upload-Token` header. */
export const SURVEY_REPORT_UPLOAD_PATH = '/survey-report-uploads';

/** One line a reader can take in: "Removal complete; timbers sound". */
export function surveyOutcomeSentence(outcome: { removalComplete: boolean; timberCondition: string }): string {
  const removal = outcome.removalComplete ? 'Removal complete' : 'Removal not complete';
  const label = TIMBER_CONDITION_LABELS[outcome.timberCondition as TimberCondition] ?? outcome.timberCondition;
  return `${removal}. ${label}.`;
}
