/**
 * What other modules may use of the leads (docs/decisions/0033-module-order-and-public-faces.md): the
 * requests module creates a lead in its request's transaction; the marketplace lists, sells and disputes
 * leads; the privacy module finds and erases a person's leads.
 */
export {
  availableLeadsList,
  createLead,
  findLeadsByContact,
  getPurchases,
  getStoredLead,
  marketplaceQueryFields,
  newLeadId,
  prepareLeadErasure,
  purchasedLeadsList,
  readLeadData,
  readPurchase,
  readStoredLead,
  recordPurchase,
  regionLeadFigures,
  setDeclined,
  storedLeadFromDocument,
  updatePurchase,
  type StoredPurchase,
} from './leads.repository';
export {
  countPipelineStatuses,
  countRefundInFigures,
  pipelineEventsList,
  readMonthFigures,
  writePipeline,
  type PipelineEventInput,
  type StoredPipeline,
} from './leadPipeline.repository';
export { alertRecipientsFor, queueLeadAlerts, type AlertLead } from './leadAlerts.service';
export { applyHomeownerAction, prepareQuoteHire, type HomeownerAction } from './homeownerOutcome.service';
export { reviewLinkPath, verifyReviewLink } from './reviewLink';
export { newLeadDocument } from './newLead';
export { leadStoryView } from './leadStory';
export { requestMailFields } from './leads.mail';
