import { invalidatePages } from '../../platform/pages/pageCache';
import { formatUkPhone } from '../../../common/phone';
import type { Auth } from 'firebase-admin/auth';
import { formatPounds } from '../../../common/calculator';
import {
  ACCREDITATION_LABELS,
  COMPANY_SERVICE_LABELS,
  COMPANIES_HOUSE_CHECK_REQUIRED,
  REJECTION_REASON_REQUIRED,
  applicationSchema,
  companiesHouseCheckSchema,
  reviewNoteSchema,
  type ApplicationData,
} from '../../../common/validation/application';
import { fieldErrorsFrom } from '../../../common/validation/fieldErrors';
import type { AppConfig } from '../../platform/config';
import { runTransaction, Timestamp, type Transaction } from '../../platform/firestore/unitOfWork';
import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { queueMail } from '../../platform/mail/outbox';
import type { PublicSubmissionMeta } from '../../platform/submissions/publicSubmission';
import { ipLimit, storePublicSubmission } from '../../platform/submissions/storeSubmission';
import {
  assertEmailCanJoinCompany,
  COMPANY_PUBLIC_PAGES,
  createCompany,
  ensureCompanyAccount,
  freeSlug,
  setPasswordLink,
} from '../companies';
import {
  APPLICATIONS_COLLECTION,
  applicationPath,
  getApplication,
  applicationsList,
  markAccountInvited,
  readApplication,
  writeReview,
} from './applications.repository';
import { ApplicationStatus, ReviewDecision, type Application, type ApplicationConnection } from './applications.types';

export interface ApplicationOptions {
  policy: AppConfig['submissions'];
  /** Who hears about each new application; omitted: no admin alert. */
  adminAlertEmails?: readonly string[];
}

const labelled = <K extends string>(labels: Record<K, string>, values: readonly K[]) =>
  values.map((value) => labels[value] ?? value).join(', ') || '–';

/** What the applicant told us, for the two e-mails. */
function applicationDetails(data: ApplicationData): Array<[string, string]> {
  return [
    ['Company', data.companyName],
    ['Companies House number', data.companiesHouseNumber],
    ['Contact', data.contactName],
    ['Email', data.email],
    ['Phone', formatUkPhone(data.phone)],
    ['Website', data.website ?? '–'],
    ['Years trading', String(data.yearsTrading)],
    ['Regions', data.regions.join(', ')],
    ['Services', labelled(COMPANY_SERVICE_LABELS, data.services)],
    ['Public liability cover', formatPounds(data.publicLiabilityCoverPence)],
    ['Accreditations', labelled(ACCREDITATION_LABELS, data.accreditations)],
    ['Message', data.message || '–'],
  ];
}

/**
 * Public: a removal company applies to join (`/apply`). The shared public-submission path: validation with
 * the form's schema, bot signals, a per-address limit and one per e-mail address, idempotent retries; the
 * confirmation to the applicant and the admin alert are queued in the same transaction.
 */
export function submitApplication(input: unknown, meta: PublicSubmissionMeta, options: ApplicationOptions) {
  const { policy } = options;
  return storePublicSubmission({
    collection: APPLICATIONS_COLLECTION,
    referencePrefix: 'AP',
    schema: applicationSchema,
    input,
    meta,
    policy,
    initialStatus: ApplicationStatus.SUBMITTED,
    rateLimits: (data) => [
      ipLimit('application', meta, policy),
      {
        key: `application:email:${data.email}`,
        max: policy.phoneMax,
        windowMs: policy.phoneWindowMs,
        what: 'an application for this e-mail address',
      },
    ],
    toDocument: (data) => ({
      ...data,
      website: data.website ?? null,
      reviewNote: null,
      reviewedBy: null,
      reviewedAt: null,
      companyId: null,
    }),
    notify: (tx, data, stored) => {
      const details = applicationDetails(data);
      const related = [stored.path];
      queueMail(
        tx,
        {
          to: data.email,
          template: 'application_received',
          data: { name: data.contactName, companyName: data.companyName, reference: stored.reference, details },
          related,
        },
        stored.at,
      );
      if (options.adminAlertEmails?.length) {
        queueMail(
          tx,
          {
            to: options.adminAlertEmails,
            template: 'admin_new_application',
            data: {
              applicationId: stored.id,
              reference: stored.reference,
              companyName: data.companyName,
              receivedAt: stored.at.toDate().toISOString(),
              details,
            },
            related,
          },
          stored.at,
        );
      }
    },
  });
}

export function adminApplicationsPage(status: ApplicationStatus | null | undefined, page: PageArgs): Promise<ApplicationConnection> {
  return countedPage(applicationsList(status ?? null), page);
}

export const adminApplication = (id: string) => getApplication(id);

/** The company an application becomes has an id derived from the application's, so it can only be created once. */
export const companyIdFor = (applicationId: string) => `co_${applicationId.replace(/^ap_/, '')}`;

export interface Reviewer {
  uid: string;
  email: string | null;
}

export interface ReviewDeps {
  auth: Auth;
  /** The site's origin, for the set-password link. */
  siteUrl: string | null;
}

const pathOf = applicationPath;

/**
 * Admin: a decision on an application.
 * - `under_review`: being checked (from submitted or rejected).
 * - `reject`: needs a reason, which the applicant receives by e-mail. An approved application cannot be rejected.
 * - `approve`: in one transaction the company is created (active, not certified, lead alerts on, a unique
 *   slug) and the application marked approved; then the company's Firebase Auth user is created or reused, with
 *   the claims `{ role: 'company', companyId }` and a `users` document, and a set-password link is e-mailed.
 *   Approving again creates nothing new; it only completes an approval that stopped part-way.
 */
export async function reviewApplication(
  input: { id: string; decision: ReviewDecision; note?: string | null; companiesHouseCheck?: unknown },
  reviewer: Reviewer,
  deps: ReviewDeps,
): Promise<Application> {
  const parsedNote = reviewNoteSchema.safeParse(input.note);
  if (!parsedNote.success) throw invalidInput(fieldErrorsFrom(parsedNote.error).map((e) => ({ ...e, path: 'note' })));
  const note = parsedNote.data || null;
  const reviewedBy = reviewer.email ?? reviewer.uid;
  const current = await getApplication(input.id);
  if (!current) throw notFound('There is no application with this id');

  if (input.decision === ReviewDecision.APPROVE) {
    if (current.status === ApplicationStatus.APPROVED) return approve(current, note, null, reviewedBy, deps);
    const check = companiesHouseCheckSchema.safeParse(input.companiesHouseCheck);
    if (!check.success) {
      const fieldErrors = fieldErrorsFrom(check.error).map((e) => ({
        ...e,
        path: e.path ? `companiesHouseCheck.${e.path}` : 'companiesHouseCheck',
      }));
      throw invalidInput(fieldErrors, COMPANIES_HOUSE_CHECK_REQUIRED);
    }
    return approve(current, note, check.data.directors, reviewedBy, deps);
  }

  if (input.decision === ReviewDecision.REJECT && !note)
    throw invalidInput([{ path: 'note', message: REJECTION_REASON_REQUIRED }], REJECTION_REASON_REQUIRED);
  await runTransaction(async (tx) => {
    const application = await readApplication(tx, input.id);
    if (!application) throw notFound('There is no application with this id');
    if (application.status === ApplicationStatus.APPROVED) {
      throw conflict('This application is approved and its company exists: suspend the company instead');
    }
    const now = Timestamp.now();
    if (input.decision === ReviewDecision.UNDER_REVIEW) {
      writeReview(
        tx,
        application.id,
        { status: ApplicationStatus.UNDER_REVIEW, reviewNote: note ?? application.reviewNote ?? null, reviewedBy },
        now,
      );
      return;
    }
    // Rejecting a rejected application again changes nothing and sends no second e-mail.
    if (application.status === ApplicationStatus.REJECTED) return;
    writeReview(tx, application.id, { status: ApplicationStatus.REJECTED, reviewNote: note, reviewedBy }, now);
    queueMail(
      tx,
      {
        to: application.email,
        template: 'application_rejected',
        data: { name: application.contactName, companyName: application.companyName, reason: note! },
        related: [pathOf(application.id)],
      },
      now,
    );
  });
  return (await getApplication(input.id))!;
}

/** `directors` (of the Companies House check) is null only when finishing an approval that stopped part-way. */
async function approve(
  current: Application,
  note: string | null,
  directors: string | null,
  reviewedBy: string,
  deps: ReviewDeps,
): Promise<Application> {
  const companyId = current.companyId ?? companyIdFor(current.id);
  // Before anything is written: an e-mail that signs in as an admin or for another company cannot be used.
  if (current.status !== ApplicationStatus.APPROVED) await assertEmailCanJoinCompany(deps.auth, current.email, companyId);

  const approved = await runTransaction(async (tx) => {
    const application = await readApplication(tx, current.id);
    if (!application) throw notFound('There is no application with this id');
    if (application.status === ApplicationStatus.APPROVED) return application;
    const slug = await freeSlug(tx, application.companyName);
    const now = Timestamp.now();
    createCompany(
      tx,
      companyId,
      slug,
      {
        name: application.companyName,
        contactName: application.contactName,
        email: application.email,
        phone: application.phone,
        website: application.website ?? null,
        regions: application.regions,
        services: application.services,
        applicationId: application.id,
      },
      now,
    );
    if (directors === null) throw conflict('This application is not approved yet: approve it with the Companies House check');
    const companiesHouseCheck = { directors, checkedBy: reviewedBy, checkedAt: now };
    writeReview(
      tx,
      application.id,
      { status: ApplicationStatus.APPROVED, reviewNote: note, reviewedBy, companyId, companiesHouseCheck },
      now,
    );
    return {
      ...application,
      status: ApplicationStatus.APPROVED,
      companyId,
      reviewNote: note,
      companiesHouseCheck: { ...companiesHouseCheck, checkedAt: now.toDate() },
    };
  });

  // The location pages list the active companies of each region.
  if (current.status !== ApplicationStatus.APPROVED) invalidatePages(COMPANY_PUBLIC_PAGES);
  const account = await ensureCompanyAccount(deps.auth, {
    email: approved.email,
    displayName: approved.contactName,
    companyId: approved.companyId!,
  });
  if (!approved.accountInvitedAt) await inviteToSetPassword(approved, account.uid, deps);
  return (await getApplication(current.id))!;
}

/** Queues the approval e-mail with its set-password link, once per application. */
async function inviteToSetPassword(application: Application, uid: string, deps: ReviewDeps) {
  const link = await setPasswordLink(deps.auth, application.email, deps.siteUrl);
  await runTransaction(async (tx: Transaction) => {
    const fresh = await readApplication(tx, application.id);
    if (!fresh || fresh.accountInvitedAt) return;
    const now = Timestamp.now();
    queueMail(
      tx,
      {
        to: fresh.email,
        template: 'application_approved',
        data: { name: fresh.contactName, companyName: fresh.companyName, email: fresh.email, setPasswordUrl: link },
        related: [pathOf(fresh.id), `companies/${fresh.companyId}`],
      },
      now,
    );
    markAccountInvited(tx, fresh.id, uid, now);
  });
}
