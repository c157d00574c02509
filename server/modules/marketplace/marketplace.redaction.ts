import { leadStoryView } from '../leads';
import type { StoredLead } from '../leads/leads.types';
import type { MarketplaceLead } from './marketplace.types';

/** The company looking at a lead. */
export interface MarketplaceViewer {
  companyId: string;
  regions: readonly string[];
  /** Why the company cannot buy any lead today (its vetting is missing or lapsed); null or absent when it can. */
  vettingRefusal?: string | null;
  /** Why its lead preferences refuse buying this lead now (paused, not asked for, over the weekly cap); absent: none apply. */
  preferenceRefusal?: (lead: StoredLead) => string | null;
}

export const LEAD_UNAVAILABLE = {
  soldOut: 'This lead has sold out',
  alreadyBought: 'You already bought this lead',
  notInRegions: 'This lead is not in your regions',
  expired: 'This lead has left the marketplace',
  notAvailable: 'This lead is not on the marketplace',
  exclusiveToAnother: 'This lead was sent to another company only',
} as const;

/** An exclusive (single-company) lead sent to another company: this company may not see, open or buy it. */
export const sentToAnother = (lead: Pick<StoredLead, 'targetCompanyId'>, viewer: MarketplaceViewer) =>
  lead.targetCompanyId !== null && lead.targetCompanyId !== viewer.companyId;

/**
 * Whether the company may see this lead at all (before buying): a buyer always sees what it bought; anyone
 * else only leads in its regions that are (or were, until they sold out) on the marketplace, and never an
 * exclusive lead meant for another company.
 */
export function visibleTo(lead: StoredLead, viewer: MarketplaceViewer, now: Date): boolean {
  if (lead.buyerCompanyIds.includes(viewer.companyId)) return true;
  if (lead.archived || lead.expiresAt.getTime() <= now.getTime()) return false;
  if (lead.status !== 'available' && lead.status !== 'sold_out') return false;
  if (sentToAnother(lead, viewer)) return false;
  return viewer.regions.includes(leadRegion(lead));
}

export const leadRegion = (lead: Pick<StoredLead, 'region' | 'property'>) => lead.region || lead.property.region;

/** Why this company cannot buy the lead now, or null when it can. */
export function unavailableReason(lead: StoredLead, viewer: MarketplaceViewer, now: Date): string | null {
  if (lead.buyerCompanyIds.includes(viewer.companyId)) return LEAD_UNAVAILABLE.alreadyBought;
  if (sentToAnother(lead, viewer)) return LEAD_UNAVAILABLE.exclusiveToAnother;
  if (!viewer.regions.includes(leadRegion(lead))) return LEAD_UNAVAILABLE.notInRegions;
  if (lead.status === 'sold_out' || lead.buyerCompanyIds.length >= lead.maxBuyers) return LEAD_UNAVAILABLE.soldOut;
  if (lead.archived || lead.expiresAt.getTime() <= now.getTime()) return LEAD_UNAVAILABLE.expired;
  if (lead.status !== 'available') return LEAD_UNAVAILABLE.notAvailable;
  return null;
}

/**
 * The redacted view of a lead for one company. Builds the result field by field from an allow-list: the
 * homeowner, the full postcode and the notes are never copied, whatever the stored document holds.
 */
export function redactLead(lead: StoredLead, viewer: MarketplaceViewer, now: Date): MarketplaceLead {
  const placesLeft = Math.max(0, lead.maxBuyers - lead.buyerCompanyIds.length);
  const reason = unavailableReason(lead, viewer, now) ?? viewer.vettingRefusal ?? viewer.preferenceRefusal?.(lead) ?? null;
  return {
    id: lead.id,
    ref: lead.ref,
    district: lead.property.district,
    region: leadRegion(lead),
    propertyType: lead.property.type,
    bedrooms: lead.property.bedrooms ?? null,
    foamType: lead.job.foamType,
    locations: [...lead.job.locations],
    areaM2: lead.job.areaM2 ?? null,
    access: lead.job.access,
    urgency: lead.job.urgency,
    reason: lead.job.reason,
    estimateLowPence: lead.estimate.lowPence,
    estimateHighPence: lead.estimate.highPence,
    createdAt: lead.createdAt,
    ageDays: Math.max(0, Math.floor((now.getTime() - lead.createdAt.getTime()) / (24 * 3600 * 1000))),
    pricePence: lead.pricePence,
    vatPence: lead.vatPence,
    totalPence: lead.pricePence + lead.vatPence,
    maxBuyers: lead.maxBuyers,
    placesLeft,
    exclusive: lead.maxBuyers === 1,
    purchasedByMe: lead.buyerCompanyIds.includes(viewer.companyId),
    declinedByMe: lead.declinedBy.includes(viewer.companyId),
    buyable: reason === null,
    unavailableReason: reason,
    // The company's own view: its own hire only, never another company's.
    story: leadStoryView(lead, { hireNames: new Map([[viewer.companyId, 'you']]) }, now),
  };
}

/** Listed on the company's available-leads page: buyable now, and not hidden as "not interested". */
export function listedFor(lead: StoredLead, viewer: MarketplaceViewer, now: Date): boolean {
  return unavailableReason(lead, viewer, now) === null && !lead.declinedBy.includes(viewer.companyId);
}
