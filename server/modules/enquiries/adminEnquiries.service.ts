export { countCallbacksWaiting } from './adminEnquiries.repository';
