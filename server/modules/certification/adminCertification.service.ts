export { countCertificationAwaitingReview } from './adminCertification.repository';
