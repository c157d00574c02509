import { overallRating, RATING_ASPECTS, reviewerDisplayName, reviewInvitationAt, type Ratings } from '../../../common/reviews';
import { fieldErrorsFrom } from '../../../common/validation/fieldErrors';
import { companyReviewSchema, reviewRejectionSchema, reviewReplySchema } from '../../../common/validation/review';
import { clockNow } from '../../platform/clock';
import { mapPage, readPage } from '../../platform/firestore/connection';
import { runTransaction, Timestamp } from '../../platform/firestore/unitOfWork';
import { countedPage, pageRequest, type PageArgs } from '../../platform/graphql/connections';
import { conflict, forbidden, invalidInput, notFound } from '../../platform/graphql/errors';
import { queueMail } from '../../platform/mail/outbox';
import { invalidatePages } from '../../platform/pages/pageCache';
import { getCompanies, readCompany } from '../companies';
import type { Company } from '../companies/companies.types';
import { getStoredLead, readStoredLead, verifyReviewLink } from '../leads';
import type { StoredLead } from '../leads/leads.types';
import {
  createReview,
  findReview,
  publishedReviews,
  publishedReviewsList,
  readReview,
  reviewId,
  reviewPath,
  reviewsList,
  updateReview,
  type ReviewStatus,
  type StoredReview,
} from './reviews.repository';
import {
  ReviewDecision,
  ReviewStatusCode,
  type AdminCompanyReview,
  type AdminCompanyReviewConnection,
  type CompanyRating,
  type CompanyReview,
  type CompanyReviewConnection,
  type ReviewInvitation,
} from './reviews.types';
import { raiseWebhookEvent } from '../webhooks';

/**
 * Verified reviews (docs/decisions/0046-verified-reviews.md). A review comes only through the link in a review invitation,
 * signed for one lead and one company the homeowner marked hired; one per job (the document id is the pair); an
 * administrator publishes or rejects it with a reason; the company may reply once, in public.
 */
export const REVIEW_LINK_NOT_VALID = 'This review link is not valid. Use the whole link from the e-mail we sent you.';
export const REVIEW_LINK_EXPIRED = 'This review link has expired: links work for a year after the job.';
export const REVIEW_NEEDS_HIRE = 'Only a homeowner who marked this company as hired on their request page can review it.';
export const REVIEW_TOO_EARLY = 'You can review the company after the job date, or once you have marked the job as done.';
export const ALREADY_REVIEWED = 'You have already reviewed this job: a job can be reviewed once.';

/** The lead and company a review link names, checked against the hire the homeowner recorded. */
async function hiredJobOf(token: string, now: Date): Promise<{ lead: StoredLead; company: Company }> {
  const link = await verifyReviewLink(token, now);
  if (!link.ok) throw forbidden(link.reason === 'expired' ? REVIEW_LINK_EXPIRED : REVIEW_LINK_NOT_VALID);
  const [lead, [company]] = await Promise.all([getStoredLead(link.leadId), getCompanies([link.companyId])]);
  if (!lead || !company) throw forbidden(REVIEW_LINK_NOT_VALID);
  const hire = lead.homeownerOutcome.hired.find((h) => h.companyId === company.id);
  if (!hire) throw forbidden(REVIEW_NEEDS_HIRE);
  const from = reviewInvitationAt(hire.jobDate, lead.homeownerOutcome.jobDoneAt);
  if (!from || from > now) throw forbidden(REVIEW_TOO_EARLY);
  return { lead, company };
}

export async function reviewInvitation(token: string, now = clockNow()): Promise<ReviewInvitation> {
  const { lead, company } = await hiredJobOf(token, now);
  const existing = await findReview(reviewId(lead.id, company.id));
  return {
    companyName: company.name,
    companySlug: company.status === 'active' ? company.slug || null : null,
    reference: lead.ref,
    district: lead.property.district,
    reviewStatus: (existing?.status as ReviewStatusCode | undefined) ?? null,
  };
}

export async function submitCompanyReview(
  token: string,
  input: unknown,
  adminAlertEmails: readonly string[],
  now = clockNow(),
): Promise<ReviewInvitation> {
  const parsed = companyReviewSchema.safeParse(input);
  const { lead, company } = await hiredJobOf(token, now);
  if (!parsed.success) throw invalidInput(fieldErrorsFrom(parsed.error));
  const id = reviewId(lead.id, company.id);
  await runTransaction(async (tx) => {
    if (await readReview(tx, id)) throw conflict(ALREADY_REVIEWED);
    const at = Timestamp.fromDate(now);
    const hire = lead.homeownerOutcome.hired.find((h) => h.companyId === company.id);
    createReview(tx, id, {
      leadId: lead.id,
      leadRef: lead.ref,
      companyId: company.id,
      companyName: company.name,
      ratings: parsed.data.ratings,
      text: parsed.data.text,
      reviewerName: reviewerDisplayName(lead.homeowner.name),
      district: lead.property.district,
      region: lead.property.region,
      jobDate: hire?.jobDate ?? null,
      status: 'pending',
      submittedAt: at,
      publishedAt: null,
      moderatedBy: null,
      rejectionReason: null,
      reply: null,
    });
    if (adminAlertEmails.length)
      queueMail(
        tx,
        {
          to: adminAlertEmails,
          template: 'admin_review_submitted',
          data: { companyName: company.name, reference: lead.ref, overall: overallRating(parsed.data.ratings) },
          related: [reviewPath(id), `leads/${lead.id}`],
        },
        at,
      );
  });
  return reviewInvitation(token, now);
}

function publicReview(review: StoredReview): CompanyReview {
  return {
    id: review.id,
    ratings: { ...review.ratings },
    overall: overallRating(review.ratings),
    text: review.text,
    reviewerName: review.reviewerName,
    district: review.district,
    region: review.region,
    submittedAt: review.submittedAt,
    publishedAt: review.publishedAt,
    reply: review.reply,
  };
}

function adminReview(review: StoredReview): AdminCompanyReview {
  return {
    ...publicReview(review),
    companyId: review.companyId,
    companyName: review.companyName,
    leadId: review.leadId,
    leadRef: review.leadRef,
    jobDate: review.jobDate,
    status: review.status as ReviewStatusCode,
    rejectionReason: review.rejectionReason,
    moderatedBy: review.moderatedBy,
  };
}

export async function adminCompanyReviews(status: ReviewStatus | null, page: PageArgs): Promise<AdminCompanyReviewConnection> {
  return mapPage(await countedPage(reviewsList(status), page), adminReview);
}

const pagesOf = (company: { slug?: string | null }) => (company.slug ? [`/companies/${company.slug}`] : ['/companies/']);

/** An administrator publishes a pending review, or rejects it with a reason the homeowner is e-mailed. */
export async function moderateCompanyReview(
  id: string,
  decision: ReviewDecision,
  rawReason: string | null,
  by: string,
  now = clockNow(),
): Promise<AdminCompanyReview> {
  let reason: string | null = null;
  if (decision === ReviewDecision.REJECT) {
    const parsed = reviewRejectionSchema.safeParse({ reason: rawReason ?? '' });
    if (!parsed.success) throw invalidInput(fieldErrorsFrom(parsed.error));
    reason = parsed.data.reason;
  }
  const moderated = await runTransaction(async (tx) => {
    const current = await readReview(tx, id);
    if (!current) throw notFound('There is no such review');
    if (current.status !== 'pending') throw conflict(`This review was ${current.status} already`);
    const [company, lead] = await Promise.all([
      readCompany(tx, current.companyId),
      decision === ReviewDecision.REJECT ? readStoredLead(tx, current.leadId) : null,
    ]);
    const at = Timestamp.fromDate(now);
    const changes =
      decision === ReviewDecision.PUBLISH
        ? { status: 'published', publishedAt: at, moderatedBy: by, moderatedAt: at }
        : { status: 'rejected', rejectionReason: reason, moderatedBy: by, moderatedAt: at };
    updateReview(tx, id, changes);
    if (decision === ReviewDecision.PUBLISH)
      raiseWebhookEvent(
        tx,
        {
          companyId: current.companyId,
          type: 'review.published',
          data: { reviewId: id, leadId: current.leadId ?? null, overall: overallRating(current.ratings) },
        },
        at,
      );
    if (decision === ReviewDecision.PUBLISH && company?.email)
      queueMail(
        tx,
        {
          to: company.email,
          template: 'review_published',
          data: { companyName: company.name, overall: overallRating(current.ratings), district: current.district },
          related: [reviewPath(id), `companies/${current.companyId}`],
        },
        at,
      );
    if (decision === ReviewDecision.REJECT && lead?.homeowner.email)
      queueMail(
        tx,
        {
          to: lead.homeowner.email,
          template: 'review_rejected',
          data: { firstName: reviewerDisplayName(lead.homeowner.name).split(' ')[0], companyName: current.companyName, reason: reason! },
          related: [reviewPath(id), `leads/${current.leadId}`],
        },
        at,
      );
    return {
      review: {
        ...current,
        status: changes.status as ReviewStatus,
        publishedAt: decision === ReviewDecision.PUBLISH ? now : null,
        rejectionReason: reason,
        moderatedBy: by,
      },
      company,
    };
  });
  if (decision === ReviewDecision.PUBLISH) invalidatePages(pagesOf(moderated.company ?? {}));
  return adminReview(moderated.review);
}

/** The company's published reviews, newest first, with its replies: where it answers them. */
export async function companyReviewsPage(companyId: string, page: PageArgs): Promise<CompanyReviewConnection> {
  const source = publishedReviewsList(companyId);
  return mapPage(await readPage(source, pageRequest(page, source)), publicReview);
}

export const ONE_REPLY = 'You have replied to this review already: a company can reply once.';

/** The company replies once, in public, to one of its published reviews. */
export async function replyToCompanyReview(company: Company, id: string, input: unknown, now = clockNow()): Promise<CompanyReview> {
  const parsed = reviewReplySchema.safeParse(input);
  if (!parsed.success) throw invalidInput(fieldErrorsFrom(parsed.error));
  const replied = await runTransaction(async (tx) => {
    const review = await readReview(tx, id);
    if (!review || review.companyId !== company.id || review.status !== 'published')
      throw notFound('There is no such review of your company');
    if (review.reply) throw conflict(ONE_REPLY);
    const reply = { text: parsed.data.text, at: now };
    updateReview(tx, id, { reply: { text: reply.text, at: Timestamp.fromDate(now) } });
    return { ...review, reply };
  });
  invalidatePages(pagesOf(company));
  return publicReview(replied);
}

/** Ratings are averaged over at most this many published reviews, the newest. */
const RATING_SAMPLE = 500;

/** A company's rating, from its published reviews only. */
export async function companyRating(companyId: string): Promise<CompanyRating> {
  const reviews = await publishedReviews(companyId, RATING_SAMPLE);
  if (!reviews.length) return { count: 0, average: null, aspects: null };
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return {
    count: reviews.length,
    average: Math.round(mean(reviews.map((review) => overallRating(review.ratings))) * 10) / 10,
    aspects: Object.fromEntries(
      RATING_ASPECTS.map((aspect) => [aspect, Math.round(mean(reviews.map((review) => review.ratings[aspect])))]),
    ) as Ratings,
  };
}
