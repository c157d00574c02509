import { labelFor } from '../../../common/requestLabels';
import { formatUkPhone } from '../../../common/phone';
import {
  CONTACT_SUBJECT_LABELS,
  PREFERRED_TIME_LABELS,
  SURVEY_LEVEL_LABELS,
  callbackSchema,
  contactSchema,
  ricsSurveySchema,
} from '../../../common/validation/enquiries';
import type { AppConfig } from '../../platform/config';
import type { Transaction, Timestamp } from '../../platform/firestore/unitOfWork';
import { createSurveyRequest } from './enquiries.repository';
import { queueMail } from '../../platform/mail/outbox';
import type { PublicSubmissionMeta } from '../../platform/submissions/publicSubmission';
import { ipLimit, phoneLimit, storePublicSubmission } from '../../platform/submissions/storeSubmission';

type Policy = AppConfig['submissions'];

export interface EnquiryOptions {
  policy: Policy;
  /** Who hears about each new enquiry; omitted: no e-mail. */
  adminAlertEmails?: readonly string[];
}

type Kind = 'callback' | 'contact' | 'survey';

/** The admin alert, and a confirmation when the person gave an e-mail address, queued with the record. */
function notifier<D>(
  kind: Kind,
  options: Pick<EnquiryOptions, 'adminAlertEmails'>,
  describe: (data: D) => { details: Array<[string, string]>; person?: { name: string; email: string } },
) {
  if (!options.adminAlertEmails?.length) return undefined;
  const adminAlertEmails = options.adminAlertEmails;
  return (tx: Transaction, data: D, stored: { path: string; reference: string; at: Timestamp }) => {
    const { details, person } = describe(data);
    const related = [stored.path];
    queueMail(
      tx,
      {
        to: adminAlertEmails,
        template: 'admin_new_enquiry',
        data: { kind, reference: stored.reference, receivedAt: stored.at.toDate().toISOString(), details },
        related,
      },
      stored.at,
    );
    if (person) {
      queueMail(
        tx,
        {
          to: person.email,
          template: 'enquiry_confirmation',
          data: { kind, name: person.name, reference: stored.reference, details },
          related,
        },
        stored.at,
      );
    }
  };
}

/** Call-backs (`quickCallbacks`): limited per address and per phone number, like quote requests. */
export function requestCallback(input: unknown, meta: PublicSubmissionMeta, options: EnquiryOptions) {
  const { policy } = options;
  return storePublicSubmission({
    collection: 'quickCallbacks',
    referencePrefix: 'CB',
    schema: callbackSchema,
    input,
    meta,
    policy,
    rateLimits: (data) => [ipLimit('callback', meta, policy), phoneLimit(data.phone, policy)],
    toDocument: (data) => ({ ...data, pagePath: meta.source?.pagePath ?? null }),
    notify: notifier<typeof callbackSchema._output>('callback', options, (data) => ({
      details: [
        ['Name', data.name],
        ['Phone', formatUkPhone(data.phone)],
        ['When to call', PREFERRED_TIME_LABELS[data.preferredTime]],
        ['From page', meta.source?.pagePath ?? '–'],
      ],
    })),
  });
}

export function submitContactInquiry(input: unknown, meta: PublicSubmissionMeta, options: EnquiryOptions) {
  const { policy } = options;
  return storePublicSubmission({
    collection: 'contactInquiries',
    referencePrefix: 'CI',
    schema: contactSchema,
    input,
    meta,
    policy,
    rateLimits: () => [ipLimit('contact', meta, policy)],
    toDocument: (data) => ({ ...data, phone: data.phone ?? null }),
    notify: notifier<typeof contactSchema._output>('contact', options, (data) => ({
      details: [
        ['Name', data.name],
        ['Email', data.email],
        ['Phone', data.phone ? formatUkPhone(data.phone) : '–'],
        ['About', CONTACT_SUBJECT_LABELS[data.subject]],
        ['Message', data.message],
      ],
      person: { name: data.name, email: data.email },
    })),
  });
}

const describeSurvey = (data: Omit<typeof ricsSurveySchema._output, 'consent'>) => ({
  details: [
    ['Survey', SURVEY_LEVEL_LABELS[data.surveyLevel]],
    ['Property', `${labelFor('property', data.propertyType)}, ${data.postcode}`],
    ['Lender', data.lender ?? '–'],
    ['Preferred date', data.preferredDate ?? 'Any'],
    ['Name', data.name],
    ['Phone', formatUkPhone(data.phone)],
    ['Email', data.email],
  ] as Array<[string, string]>,
  person: { name: data.name, email: data.email },
});

/**
 * A survey request another module makes for a person it already knows (the post-removal survey, asked for on the
 * homeowner's request page: docs/requirements/quotes-and-removal-records.md#survey), written in that module's
 * transaction with the same record, reference and e-mails as the survey form's. `linkedTo` says what it is about.
 */
export function recordSurveyRequest(
  tx: Transaction,
  data: Omit<typeof ricsSurveySchema._output, 'consent'>,
  linkedTo: { kind: 'removal_record'; number: string; jobRecordId: string; leadId: string },
  at: Timestamp,
  options: Pick<EnquiryOptions, 'adminAlertEmails'>,
): { id: string; reference: string } {
  const stored = createSurveyRequest(tx, { ...data, linkedTo, consent: { terms: true, marketing: false, at } }, at);
  notifier('survey', options, describeSurvey)?.(tx, data, { ...stored, at });
  return { id: stored.id, reference: stored.reference };
}

export function requestRicsSurvey(input: unknown, meta: PublicSubmissionMeta, options: EnquiryOptions) {
  const { policy } = options;
  return storePublicSubmission({
    collection: 'ricsSurveys',
    referencePrefix: 'RS',
    schema: ricsSurveySchema,
    input,
    meta,
    policy,
    rateLimits: (data) => [ipLimit('survey', meta, policy), phoneLimit(data.phone, policy)],
    toDocument: (data) => ({ ...data, lender: data.lender ?? null, preferredDate: data.preferredDate ?? null }),
    notify: notifier<typeof ricsSurveySchema._output>('survey', options, describeSurvey),
  });
}
