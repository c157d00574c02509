/**
 * The rules the API validates with (common/validation, built on zod), for the browser. Forms load this
 * module when they are first used (loadValidationRules), so zod is in no page's initial JavaScript.
 */
export { callbackSchema, contactSchema, ricsSurveySchema } from '../../../common/validation/enquiries';
export { freeGuideSchema } from '../../../common/validation/freeGuide';
export { removalRequestSchema } from '../../../common/validation/removalRequest';
export { applicationSchema } from '../../../common/validation/application';
export { guestPostSchema } from '../../../common/validation/guestPost';
export { certificationRequestSchema } from '../../../common/validation/certification';
export { homeownerLinksSchema } from '../../../common/validation/homeownerRequest';
