import { HOMEOWNER_LINK_DAYS, HOMEOWNER_REQUEST_PATH } from '../../../common/homeownerRequest';
import { clockNow } from '../../platform/clock';
import { forbidden, notFound } from '../../platform/graphql/errors';
import { Timestamp } from '../../platform/firestore/unitOfWork';
import { linkSigningSecret } from '../../platform/secrets';
import { signToken, verifyToken } from '../../platform/signedToken';
import { companyVetting, getCompanies } from '../companies';
import { applyHomeownerAction, getPurchases, getStoredLead, type HomeownerAction } from '../leads';
import type { StoredLead } from '../leads/leads.types';
import { readHomeownerLink, replaceHomeownerLink } from './removalRequests.repository';
import type { HomeownerRequest } from './homeownerRequest.types';

/**
 * The homeowner's request page (docs/decisions/0041-homeowner-request-page.md): a signed, expiring link in the
 * confirmation e-mail opens `/my-request/{id}`; no account, no password. Links carry the request's link version,
 * so replacing the link (an administrator, when one was shared by mistake) makes every earlier one stop working.
 */
const PURPOSE = 'homeowner-request.v1';
export const HOMEOWNER_LINK_NOT_VALID =
  'This link is not valid. Use the whole link from your confirmation e-mail, or contact us with your reference for a new one.';
export const HOMEOWNER_LINK_EXPIRED = 'This link has expired. Contact us with your reference and we will e-mail you a new one.';
export const HOMEOWNER_LINK_REPLACED =
  'This link has been replaced by a newer one. Use the link in our latest e-mail, or contact us with your reference.';

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

/** The request's lead, when `token` is a current link to request `id`; FORBIDDEN with what to do otherwise. */
async function leadOfLink(id: string, token: string, now: Date): Promise<{ lead: StoredLead; linkExpiresAt: Date }> {
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
export async function homeownerRequestAction(id: string, token: string, action: HomeownerAction, now = clockNow()): Promise<HomeownerRequest> {
  const { lead } = await leadOfLink(id, token, now);
  await applyHomeownerAction(lead.id, action, now);
  return homeownerRequestView(id, token, now);
}

export async function homeownerRequestView(id: string, token: string, now = clockNow()): Promise<HomeownerRequest> {
  const { lead, linkExpiresAt } = await leadOfLink(id, token, now);
  const outcome = lead.homeownerOutcome;

  const companies = await getCompanies([...lead.buyerCompanyIds, ...(lead.targetCompanyId ? [lead.targetCompanyId] : [])]);
  const purchases = await getPurchases(lead.buyerCompanyIds.map((companyId) => ({ leadId: lead.id, companyId })));
  const bought = purchases.filter((purchase) => purchase && !purchase.refunded).sort((a, b) => a!.at.getTime() - b!.at.getTime());
  const holders = await Promise.all(
    bought.map(async (purchase) => {
      const company = companies.find((c) => c.id === purchase!.companyId);
      if (!company) return null;
      const vetting = await companyVetting(company, now);
      return {
        id: company.id,
        hired: outcome.hired.some((h) => h.companyId === company.id),
        name: company.name,
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
