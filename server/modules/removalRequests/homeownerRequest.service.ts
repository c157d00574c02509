import { HOMEOWNER_LINK_DAYS, HOMEOWNER_REQUEST_PATH } from '../../../common/homeownerRequest';
import { clockNow } from '../../platform/clock';
import { forbidden, notFound } from '../../platform/graphql/errors';
import { Timestamp } from '../../platform/firestore/unitOfWork';
import { linkSigningSecret } from '../../platform/crypto/secrets';
import { signToken, verifyToken } from '../../platform/crypto/signedToken';
import { companyVetting, getCompanies, publicProfileSlug } from '../companies';
import { applyHomeownerAction, getPurchases, getStoredLead, reviewLinkPath, type HomeownerAction } from '../leads';
import { reviewInvitationAt } from '../../../common/reviews';
import type { StoredLead } from '../leads/leads.types';
import { readHomeownerLink, readHomeownerLinkReplacements, replaceHomeownerLink, requestsOfEmail } from './removalRequests.repository';
import { homeownerLinksSchema } from '../../../common/validation/homeownerRequest';
import { fieldErrorsFrom, type FieldError } from '../../../common/validation/fieldErrors';
import type { AppConfig } from '../../platform/config';
import { invalidInput } from '../../platform/graphql/errors';
import { runTransaction } from '../../platform/firestore/unitOfWork';
import { queueMail } from '../../platform/mail/outbox';
import { checkSubmissionEnvelope, type PublicSubmissionMeta } from '../../platform/submissions/publicSubmission';
import { readRateLimits } from '../../platform/submissions/rateLimit';
import { ipLimit } from '../../platform/submissions/storeSubmission';
import type { HomeownerRequest } from './homeownerRequest.types';

/**
 * The homeowner's request page (docs/decisions/0041-homeowner-request-page.md): a signed, expiring link in the
 * confirmation e-mail opens `/my-request/{id}`; no account, no password. Links carry the request's link version,
 * so replacing the link (an administrator, when one was shared by mistake) makes every earlier one stop working.
 */
const PURPOSE = 'homeowner-request.v1';
export const HOMEOWNER_LINK_NOT_VALID =
  'This link is not valid. Use the whole link from your e-mail, or ask for a new one on the “Find your removal request” page.';
export const HOMEOWNER_LINK_EXPIRED =
  'This link has expired. Ask for a new one on the “Find your removal request” page: we e-mail it to the address you gave.';
export const HOMEOWNER_LINK_REPLACED =
  'This link has been replaced by a newer one. Use the link in our latest e-mail, or ask for a new one on the “Find your removal request” page.';

export const homeownerRequestPath = (requestId: string, token: string) =>
  `${HOMEOWNER_REQUEST_PATH}/${encodeURIComponent(requestId)}?token=${token}`;

/** The page's path with a new link of the given version, valid for HOMEOWNER_LINK_DAYS from `now`. */
export async function homeownerRequestLink(
  requestId: string,
  version: number,
  now = clockNow(),
): Promise<{ path: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + HOMEOWNER_LINK_DAYS * 86_400_000);
  const token = signToken(PURPOSE, { q: requestId, v: version }, expiresAt.getTime(), await linkSigningSecret());
  return { path: homeownerRequestPath(requestId, token), expiresAt };
}

const STAGES: Record<string, string> = { new: 'waiting', available: 'open', sold_out: 'full' };

/**
 * The request's lead, when `token` is a current link to request `id`; FORBIDDEN with what to do otherwise. Every
 * action on the request page (here, and the quotes and the job record above this module) starts with it.
 */
export async function homeownerLeadOfLink(id: string, token: string, now: Date): Promise<{ lead: StoredLead; linkExpiresAt: Date }> {
  const verified = verifyToken(PURPOSE, token, await linkSigningSecret(), now.getTime());
  if (!verified.ok) throw forbidden(verified.reason === 'expired' ? HOMEOWNER_LINK_EXPIRED : HOMEOWNER_LINK_NOT_VALID);
  if (verified.claims.q !== id) throw forbidden(HOMEOWNER_LINK_NOT_VALID);
  const link = await readHomeownerLink(id);
  const lead = link?.leadId ? await getStoredLead(link.leadId) : null;
  if (!link || !lead) throw forbidden(HOMEOWNER_LINK_NOT_VALID);
  if (verified.claims.v !== link.version) throw forbidden(HOMEOWNER_LINK_REPLACED);
  return { lead, linkExpiresAt: new Date(verified.expiresAt) };
}

/** What the homeowner does on the page (stop further sales, a company hired, the job done); answers the page again. */
export async function homeownerRequestAction(
  id: string,
  token: string,
  action: HomeownerAction,
  now = clockNow(),
): Promise<HomeownerRequest> {
  const { lead } = await homeownerLeadOfLink(id, token, now);
  await applyHomeownerAction(lead.id, action, now);
  return homeownerRequestView(id, token, now);
}

export async function homeownerRequestView(id: string, token: string, now = clockNow()): Promise<HomeownerRequest> {
  const { lead, linkExpiresAt } = await homeownerLeadOfLink(id, token, now);
  const outcome = lead.homeownerOutcome;

  const companies = await getCompanies([...lead.buyerCompanyIds, ...(lead.targetCompanyId ? [lead.targetCompanyId] : [])]);
  const purchases = await getPurchases(lead.buyerCompanyIds.map((companyId) => ({ leadId: lead.id, companyId })));
  const bought = purchases.filter((purchase) => purchase && !purchase.refunded).sort((a, b) => a!.at.getTime() - b!.at.getTime());
  const holders = await Promise.all(
    bought.map(async (purchase) => {
      const company = companies.find((c) => c.id === purchase!.companyId);
      if (!company) return null;
      const vetting = await companyVetting(company, now);
      const hire = outcome.hired.find((h) => h.companyId === company.id);
      const reviewFrom = hire && reviewInvitationAt(hire.jobDate, outcome.jobDoneAt);
      return {
        id: company.id,
        hired: Boolean(hire),
        jobDate: hire?.jobDate ?? null,
        reviewPath: reviewFrom && reviewFrom <= now ? await reviewLinkPath(lead.id, company.id, now) : null,
        name: company.name,
        profileSlug: await publicProfileSlug(company),
        phone: company.phone,
        email: company.email,
        boughtAt: purchase!.at,
        active: company.status === 'active',
        vetted: vetting.state === 'vetted',
        insuranceUntil: vetting.insurance?.expiresOn ?? null,
        wasteCarrierRegistration: vetting.wasteCarrier?.registrationNumber ?? null,
        certifiedUntil: company.certified ? company.certifiedUntil : null,
      };
    }),
  );
  return {
    id,
    reference: lead.ref,
    createdAt: lead.createdAt,
    firstName: lead.homeowner.name.trim().split(/\s+/)[0] ?? '',
    district: lead.property.district,
    region: lead.property.region,
    propertyType: lead.property.type,
    foamType: lead.job.foamType,
    locations: lead.job.locations,
    estimateLowPence: lead.estimate.lowPence,
    estimateHighPence: lead.estimate.highPence,
    stage: STAGES[lead.status] ?? 'closed',
    maxCompanies: lead.maxBuyers,
    chosenCompanyName: lead.targetCompanyId ? (companies.find((c) => c.id === lead.targetCompanyId)?.name ?? null) : null,
    companies: holders.filter((holder) => holder !== null),
    salesStopped: outcome.salesStoppedAt !== null,
    jobDoneAt: outcome.jobDoneAt,
    linkExpiresAt,
  };
}

/** Admin: every link to the request's page sent so far stops working; answers a new link (not e-mailed). */
export async function replaceHomeownerRequestLink(requestId: string, by: string, now = clockNow()) {
  const version = await replaceHomeownerLink(requestId, by, Timestamp.fromDate(now));
  if (version === null) throw notFound('There is no request with this id');
  return homeownerRequestLink(requestId, version, now);
}

export const LINKS_SENT =
  'If we hold quote requests for this address, we have e-mailed it a new link to each. It can take a few minutes: check your spam folder too.';
const LINKS_PER_MAIL = 20;

/**
 * The form at `/my-request`: e-mails the address new links to its open requests, each replacing the links sent
 * before (decision 0041). The answer is the same whether or not the address is known; the limits (per address
 * and per visitor) count every attempt alike.
 */
export async function sendHomeownerRequestLinks(
  rawInput: unknown,
  meta: PublicSubmissionMeta,
  policy: AppConfig['submissions'],
  now = clockNow(),
): Promise<{ message: string }> {
  const errors: FieldError[] = [];
  await checkSubmissionEnvelope(meta, policy, errors);
  const parsed = homeownerLinksSchema.safeParse(rawInput);
  if (!parsed.success) errors.push(...fieldErrorsFrom(parsed.error));
  if (errors.length || !parsed.success) throw invalidInput(errors);
  const { email } = parsed.data;
  const requests = await requestsOfEmail(email, LINKS_PER_MAIL);
  // The key is read (or made) before the transaction, whose function may run again.
  await linkSigningSecret();
  await runTransaction(async (tx) => {
    const limits = await readRateLimits(tx, [
      ipLimit('request-links', meta, policy),
      { key: `request-links:email:${email}`, max: 3, windowMs: 3_600_000, what: 'a request for links to this address' },
    ]);
    // Each new link replaces the ones sent before, as an administrator's replacement does (decision 0041).
    const replacements = await readHomeownerLinkReplacements(
      tx,
      requests.map((request) => request.id),
      'homeowner',
      Timestamp.fromDate(now),
    );
    limits.commit();
    if (!replacements.length) return;
    const links = await Promise.all(
      replacements.map(async (replacement) => {
        const request = requests.find((r) => r.id === replacement.requestId)!;
        replacement.commit();
        return {
          reference: request.reference,
          sentOn: request.createdAt.toISOString(),
          path: (await homeownerRequestLink(request.id, replacement.version, now)).path,
        };
      }),
    );
    queueMail(
      tx,
      { to: email, template: 'homeowner_request_links', data: { links }, related: requests.map((r) => `removalRequests/${r.id}`) },
      Timestamp.fromDate(now),
    );
  });
  return { message: LINKS_SENT };
}
