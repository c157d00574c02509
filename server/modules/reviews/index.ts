/** What other modules may use of reviews (docs/decisions/0033-module-order-and-public-faces.md): the jobs module tells a lead's story with its review. */
export { countPendingReviews, findReview, findReviewsOfLeads, prepareReviewErasure, reviewId } from './reviews.repository';
export { companyRating } from './reviews.service';
