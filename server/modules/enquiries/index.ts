/** What other modules may use of enquiries (docs/decisions/0033-module-order-and-public-faces.md). */
export { callbackToConvert } from './adminCallbacks.service';
export { countCallbacksWaiting, findEnquiriesByContact, prepareEnquiryErasure } from './enquiries.repository';
export { recordSurveyRequest } from './enquiries.service';
