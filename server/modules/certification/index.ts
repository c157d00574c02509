/** What other modules may use of certification (docs/decisions/0033-module-order-and-public-faces.md). */
export { countCertificationAwaitingReview } from './certification.repository';
