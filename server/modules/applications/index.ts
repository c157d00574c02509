/** What other modules may use of applications (docs/decisions/0033-module-order-and-public-faces.md). */
export { countPendingApplications } from './applications.repository';
