import { LEAD_PRICING } from '../../../common/leadPricing';
import { URGENCIES } from '../../../common/formOptions';
import { FOAM_TYPES } from '../../../common/calculator';
import { disputeDeadline } from '../../../common/marketplace';
import { invalidInput, notFound } from '../../platform/graphql/errors';
import { reportableDemand } from './localDemand';
import type { Company } from '../companies/companies.types';
import { getLeadPreferences, vettingRefusal, type CompanyLeadPreferences } from '../companies';
import type { StoredLead } from '../leads/leads.types';
import { listedFor, redactLead, visibleTo, type MarketplaceViewer } from './marketplace.redaction';
import { mapPage, readPage, type ListSource } from '../../platform/firestore/connection';
import { countedPage, pageRequest, type PageArgs } from '../../platform/graphql/connections';
import {
  type StoredPurchase,
  availableLeadsList,
  getPurchases,
  getStoredLead,
  purchasedLeadsList,
  regionLeadFigures,
  setDeclined,
} from '../leads';
import { getDisputes, type StoredDispute } from './disputes.repository';
import { pipelineView } from './leadPipeline.view';
import type { PipelineStatus } from './leadPipeline.types';
import {
  DisputeReasonCode,
  DisputeStatus,
  MarketplaceSortOrder,
  type LeadDispute,
  type MarketplaceFilter,
  type MarketplaceLead,
  type MarketplaceLeadConnection,
  type MarketplaceLeadDetail,
  type PurchasedLead,
  type PurchasedLeadConnection,
  type RefundDestinationCode,
} from './marketplace.types';

/**
 * How many leads one page of available leads may read. Leads this company bought or declined are stepped
 * over after the read (Firestore cannot filter "array does not contain"); past this many the page is
 * short, and `pageInfo.endCursor` continues after the last lead read.
 */
export const LISTING_SCAN_LIMIT = 300;
const DAY_MS = 24 * 3600 * 1000;

export const LEAD_NOT_FOUND = 'We could not find this lead. It may have left the marketplace, or it is not in your regions.';

/** The signed-in company as the marketplace rules see it. */
export function marketplaceViewer(company: Company): MarketplaceViewer & { name: string; email: string } {
  return { companyId: company.id, regions: company.regions, name: company.name, email: company.email };
}

/**
 * The viewer for pages that offer leads to buy: with the vetting refusal every lead then shows, and its lead
 * preferences (docs/decisions/0051-lead-preferences.md), which refuse some leads with their own reason.
 */
export async function buyingViewer(
  company: Company,
  now: Date,
): Promise<MarketplaceViewer & { name: string; email: string; preferences: CompanyLeadPreferences }> {
  const [refusal, preferences] = await Promise.all([vettingRefusal(company), getLeadPreferences(company.id, now)]);
  return {
    ...marketplaceViewer(company),
    vettingRefusal: refusal,
    preferences,
    preferenceRefusal: (lead) => preferences.refusal(lead, lead.pricePence),
  };
}

export async function availableLeads(
  company: Company,
  filter: MarketplaceFilter | null | undefined,
  sort: MarketplaceSortOrder,
  page: PageArgs,
  allInRegions = false,
): Promise<MarketplaceLeadConnection> {
  const now = new Date();
  const viewer = await buyingViewer(company, now);
  const preferencesApplied = !allInRegions;
  const errors = [];
  if (filter?.region && !viewer.regions.includes(filter.region))
    errors.push({ path: 'filter.region', message: 'Choose one of the regions your company covers' });
  if (filter?.urgency && !(URGENCIES as readonly string[]).includes(filter.urgency))
    errors.push({ path: 'filter.urgency', message: 'Choose an urgency from the list' });
  if (filter?.foamType && !(FOAM_TYPES as readonly string[]).includes(filter.foamType))
    errors.push({ path: 'filter.foamType', message: 'Choose a foam type from the list' });
  if (errors.length) throw invalidInput(errors);
  const regions = [...viewer.regions];
  if (!regions.length)
    return {
      edges: [],
      nodes: [],
      pageInfo: { hasNextPage: false, endCursor: null, hasPreviousPage: false, startCursor: null },
      regions,
      preferencesApplied,
    };

  const createdAfter = now.getTime() - LEAD_PRICING.marketplaceDays * DAY_MS;
  const newestFirst = sort === MarketplaceSortOrder.NEWEST;
  const source = availableLeadsList({
    regions: filter?.region ? [filter.region] : regions,
    urgency: filter?.urgency ?? null,
    foamType: filter?.foamType ?? null,
    sort: newestFirst ? 'newest' : 'price',
  });
  const listed: ListSource<StoredLead> = {
    ...source,
    keep: (lead) => listedFor(lead, viewer, now) && (!preferencesApplied || viewer.preferences.wants(lead)),
    maxScan: LISTING_SCAN_LIMIT,
    // Newest first, the first lead past its 30 days ends the list; by price, such leads are stepped over.
    endsAt: newestFirst ? (lead) => lead.createdAt.getTime() <= createdAfter : undefined,
  };
  const leads = await readPage(listed, pageRequest(page, listed));
  return { ...mapPage(leads, (lead) => redactLead(lead, viewer, now)), regions, preferencesApplied };
}

/** A lead the company may see, or a not-found that does not say whether the id exists elsewhere. */
async function visibleLead(viewer: MarketplaceViewer, leadId: string, now: Date): Promise<StoredLead> {
  const lead = await getStoredLead(leadId);
  if (!lead || !visibleTo(lead, viewer, now)) throw notFound(LEAD_NOT_FOUND);
  return lead;
}

export async function marketplaceLead(company: Company, leadId: string): Promise<MarketplaceLeadDetail> {
  const now = new Date();
  const viewer = await buyingViewer(company, now);
  const lead = await visibleLead(viewer, leadId, now);
  let purchase: PurchasedLead | null = null;
  if (lead.buyerCompanyIds.includes(viewer.companyId)) {
    const [stored] = await getPurchases([{ leadId: lead.id, companyId: viewer.companyId }]);
    if (stored) {
      const disputes = await getDisputes(stored.disputeId ? [stored.disputeId] : []);
      purchase = purchasedLead(lead, stored, stored.disputeId ? (disputes.get(stored.disputeId) ?? null) : null, viewer, now);
    }
  }
  return { lead: redactLead(lead, viewer, now), purchase };
}

/** "Not interested": hides the lead from this company's list (declined = true), or shows it again (undo). */
export async function declineLead(company: Company, leadId: string, declined: boolean): Promise<MarketplaceLead> {
  const now = new Date();
  const viewer = await buyingViewer(company, now);
  await visibleLead(viewer, leadId, now);
  const updated = await setDeclined(leadId, viewer.companyId, declined);
  if (!updated) throw notFound(LEAD_NOT_FOUND);
  return redactLead(updated, viewer, now);
}

export function disputeView(dispute: StoredDispute): LeadDispute {
  return {
    id: dispute.id,
    leadId: dispute.leadId,
    leadRef: dispute.leadRef,
    companyId: dispute.companyId,
    companyName: dispute.companyName,
    paymentId: dispute.paymentId,
    reason: dispute.reason as DisputeReasonCode,
    note: dispute.note,
    refundTo: (dispute.refundTo as RefundDestinationCode | null) ?? null,
    status: dispute.status as DisputeStatus,
    resolutionNote: dispute.resolutionNote,
    createdAt: dispute.createdAt,
    resolvedAt: dispute.resolvedAt,
  };
}

export function canDispute(purchase: StoredPurchase, now: Date): boolean {
  return !purchase.refunded && purchase.disputeStatus === null && now.getTime() <= disputeDeadline(purchase.at).getTime();
}

/** The buyer's view: the redacted summary plus the contact details. Only ever built for the buyer. */
export function purchasedLead(
  lead: StoredLead,
  purchase: StoredPurchase,
  dispute: StoredDispute | null,
  viewer: MarketplaceViewer,
  now: Date,
): PurchasedLead {
  const hired = lead.homeownerOutcome.hired.some((h) => h.companyId === viewer.companyId);
  return {
    lead: redactLead(lead, viewer, now),
    contact: {
      name: lead.homeowner.name,
      email: lead.homeowner.email,
      phone: lead.homeowner.phone,
      postcode: lead.property.postcode,
      notes: lead.job.notes,
    },
    paymentId: purchase.paymentId,
    paidFromBalance: purchase.paidFromBalance,
    purchasedAt: purchase.at,
    boughtBy: purchase.boughtBy?.email ?? null,
    refunded: purchase.refunded,
    disputeUntil: disputeDeadline(purchase.at),
    canDispute: canDispute(purchase, now),
    dispute: dispute ? disputeView(dispute) : null,
    pipeline: pipelineView(purchase),
    hiredByHomeowner: hired,
    jobDoneByHomeowner: hired && lead.homeownerOutcome.jobDoneAt !== null,
  };
}

/** "My leads": the company's purchases with their contact details, newest lead first; those at one pipeline status when given. */
export async function myLeads(company: Company, page: PageArgs, status: PipelineStatus | null = null): Promise<PurchasedLeadConnection> {
  const viewer = marketplaceViewer(company);
  const now = new Date();
  const leads = await countedPage(purchasedLeadsList(viewer.companyId, status), page);
  const purchases = await getPurchases(leads.nodes.map((lead) => ({ leadId: lead.id, companyId: viewer.companyId })));
  const disputes = await getDisputes(purchases.flatMap((p) => (p?.disputeId ? [p.disputeId] : [])));
  // Every lead listed has its purchase document: both are written in the purchase's transaction.
  const edges = leads.edges.flatMap((edge, i) => {
    const purchase = purchases[i];
    return purchase
      ? [
          {
            cursor: edge.cursor,
            node: purchasedLead(edge.node, purchase, purchase.disputeId ? (disputes.get(purchase.disputeId) ?? null) : null, viewer, now),
          },
        ]
      : [];
  });
  return { edges, nodes: edges.map((edge) => edge.node), pageInfo: leads.pageInfo, totalCount: leads.totalCount };
}

/**
 * What the site's own data says about demand in a region over the last 12 months (location pages): the
 * number of quote requests and their average estimate before VAT (`reportableDemand`).
 */
export async function localDemand(region: string, now = new Date()) {
  const since = new Date(now);
  since.setFullYear(since.getFullYear() - 1);
  return reportableDemand(await regionLeadFigures(region, since));
}
