export { countCallbacksWaiting } from './adminEnquiries.repository';
/* UK GDPR subject requests (privacy module): the person's enquiries, found and anonymised. */
export { findEnquiriesByContact, prepareEnquiryErasure, type EnquiryKind } from './adminEnquiries.repository';
