/**
 * What other modules may use of the job records (docs/decisions/0033-module-order-and-public-faces.md): the privacy
 * module finds a person's job records and cleans their text.
 */
export { findJobRecordsOfLeads, jobRecordNamesContact, prepareJobRecordErasure } from './jobs.repository';
