/** What other modules may use of outreach (docs/decisions/0033-module-order-and-public-faces.md). */
export { countOutreachFollowUpsDue } from './outreach.service';
