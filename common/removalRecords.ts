/**
 * Removal record numbers (docs/decisions/0055-quotes-and-removal-records.md): `SFR-REM-2026-00042` for the first
 * version, `SFR-REM-2026-00042-2` for its correction, and so on. Shared by the server, which issues and checks them,
 * and the verify page.
 */
export const REMOVAL_RECORD_PATH = '/verify-removal';

export const removalRecordNumber = (year: number, sequence: number, version = 1) =>
  `SFR-REM-${year}-${String(sequence).padStart(5, '0')}${version > 1 ? `-${version}` : ''}`;

/** A record number as issued: year, at least five digits, then `-2`, `-3`… for a correction. */
export const REMOVAL_RECORD_NUMBER_PATTERN = /^SFR-REM-\d{4}-\d{5,}(?:-[2-9]|-[1-9]\d+)?$/;

export const removalRecordPath = (number: string) => `${REMOVAL_RECORD_PATH}/${encodeURIComponent(number)}`;
export const removalRecordPdfPath = (number: string) => `/removal-records/${encodeURIComponent(number)}.pdf`;

/** Where the surveyor's private link of a post-removal survey opens: `/survey-report/{jobRecordId}?token=…` (common/removalSurvey.ts). */
export const SURVEY_REPORT_PAGE_PATH = '/survey-report';
export const surveyReportPagePath = (jobRecordId: string) => `${SURVEY_REPORT_PAGE_PATH}/${encodeURIComponent(jobRecordId)}`;
