/**
 * What other modules may use of the job records (docs/decisions/0033-module-order-and-public-faces.md): the privacy
 * module finds a person's job records and cleans their text, and erases the survey reports of their home.
 */
export { findJobRecordsOfLeads, jobRecordNamesContact, prepareJobRecordErasure } from './jobs.repository';
export { findSurveyReportsOfLeads } from './removalSurveys.repository';
export { prepareSurveyReportErasure } from './surveyReportErasure';
