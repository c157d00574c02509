/** What other modules may use of invoices (docs/decisions/0033-module-order-and-public-faces.md). */
export { issueCreditNote, issueInvoice, issueQuietly } from './invoices.service';
