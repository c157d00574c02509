/** What other modules may use of auth (docs/decisions/0033-module-order-and-public-faces.md). */
export { detachCompanyUserDocument, getUserDocument, upsertCompanyUserDocument } from './users.repository';
