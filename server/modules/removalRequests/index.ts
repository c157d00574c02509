/**
 * What other modules may use of requests (docs/decisions/0033-module-order-and-public-faces.md): the privacy module
 * finds and erases a person's requests; the quotes and the job record check the homeowner's request-page link.
 */
export { findRequestsByContact, prepareRequestErasure } from './removalRequests.repository';
export { homeownerLeadOfLink } from './homeownerRequest.service';
