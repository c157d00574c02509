/** What other modules may use of requests (docs/decisions/0033-module-order-and-public-faces.md). */
export { findRequestsByContact, prepareRequestErasure } from './removalRequests.repository';
