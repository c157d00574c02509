/** What other modules may use of guides (docs/decisions/0033-module-order-and-public-faces.md). */
export { findGuideRequestsByEmail, prepareGuideRequestErasure } from './pdfLeads.repository';
