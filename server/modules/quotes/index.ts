/**
 * What other modules may use of quotes (docs/decisions/0033-module-order-and-public-faces.md): the privacy module
 * finds and erases a homeowner's questions.
 */
export { findQuoteQuestionsOfLeads, prepareQuoteQuestionErasure } from './quotes.repository';
