/** What other modules may use of reviews (docs/decisions/0033-module-order-and-public-faces.md). */
export { countPendingReviews, findReviewsOfLeads, prepareReviewErasure } from './reviews.repository';
export { companyRating } from './reviews.service';
