export { countPendingApplications } from './adminApplications.repository';
