/**
 * What other modules may use of quotes (docs/decisions/0033-module-order-and-public-faces.md): the privacy module
 * finds and erases a homeowner's questions; the jobs module tells a lead's story with its accepted quote.
 */
export { findQuoteQuestionsOfLeads, getQuotesOfLead, prepareQuoteQuestionErasure } from './quotes.repository';
