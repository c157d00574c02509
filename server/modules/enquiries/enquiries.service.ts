import { callbackSchema, contactSchema, ricsSurveySchema } from '../../../common/validation/enquiries';
import type { AppConfig } from '../../platform/config';
import type { PublicSubmissionMeta } from '../../platform/submissions/publicSubmission';
import { ipLimit, storePublicSubmission } from '../../platform/submissions/storeSubmission';

type Policy = AppConfig['submissions'];

/** Call-backs (`quickCallbacks`): limited per address and per phone number, like quote requests. */
export function requestCallback(input: unknown, meta: PublicSubmissionMeta, policy: Policy) {
  return storePublicSubmission({
    collection: 'quickCallbacks',
    referencePrefix: 'CB',
    schema: callbackSchema,
    input,
    meta,
    policy,
    rateLimits: (data) => [
      ipLimit('callback', meta, policy),
      { key: `phone:${data.phone}`, max: policy.phoneMax, windowMs: policy.phoneWindowMs, what: 'a request for this phone number' },
    ],
    toDocument: (data) => ({ ...data, pagePath: meta.source?.pagePath ?? null }),
  });
}

export function submitContactInquiry(input: unknown, meta: PublicSubmissionMeta, policy: Policy) {
  return storePublicSubmission({
    collection: 'contactInquiries',
    referencePrefix: 'CI',
    schema: contactSchema,
    input,
    meta,
    policy,
    rateLimits: () => [ipLimit('contact', meta, policy)],
    toDocument: (data) => ({ ...data, phone: data.phone ?? null }),
  });
}

export function requestRicsSurvey(input: unknown, meta: PublicSubmissionMeta, policy: Policy) {
  return storePublicSubmission({
    collection: 'ricsSurveys',
    referencePrefix: 'RS',
    schema: ricsSurveySchema,
    input,
    meta,
    policy,
    rateLimits: (data) => [
      ipLimit('survey', meta, policy),
      { key: `phone:${data.phone}`, max: policy.phoneMax, windowMs: policy.phoneWindowMs, what: 'a request for this phone number' },
    ],
    toDocument: (data) => ({ ...data, lender: data.lender ?? null, preferredDate: data.preferredDate ?? null }),
  });
}
