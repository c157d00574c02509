import { LEAD_PRICING } from '../../../common/leadPricing';
import type { LeadOrigin } from '../../../common/leadOrigins';
import { Timestamp } from '../../platform/firestore/unitOfWork';
import { alertLeadOf, type AlertLead } from './leadAlerts.service';
import { leadSearchTerms } from './leadSearch';

/** What a new lead is made from: the request it comes with, checked, and what its transaction decided. */
export interface NewLead {
  leadId: string;
  reference: string;
  requestId: string;
  homeowner: { name: string; email: string; phone: string };
  property: { postcode: string; district: string; region: string; type: string; bedrooms: number | null };
  job: { foamType: string; locations: string[]; urgency: string } & Record<string, unknown>;
  estimate: { lowPence: number; highPence: number };
  price: { pricePence: number; vatPence: number };
  /** The one company a single-company request goes to; null for a shared lead. */
  targetCompanyId: string | null;
  origin: LeadOrigin;
  /** Straight to the marketplace (alerting its companies), or `new` until an administrator publishes it. */
  autoPublish: boolean;
  /** The administrator who entered it: the first entry of its history. */
  createdBy: { by: string; note: string | null } | null;
  /** The flat copies of nested fields the marketplace queries filter on (marketplaceQueryFields). */
  marketplaceFields: Record<string, unknown>;
  now: Timestamp;
}

/**
 * The `leads` document of a new lead, and the alert its companies get when it goes straight to the marketplace.
 * Pure: the requests module's plan calls it, and its transaction writes the document with createLead.
 */
export function newLeadDocument(lead: NewLead): { document: Record<string, unknown>; alert: AlertLead | null } {
  const { now, property, job, estimate, price, targetCompanyId } = lead;
  const maxBuyers = targetCompanyId ? LEAD_PRICING.exclusiveMaxBuyers : LEAD_PRICING.sharedMaxBuyers;
  const document = {
    homeowner: lead.homeowner,
    property,
    job,
    estimate,
    targetCompanyId,
    createdAt: now,
    updatedAt: now,
    ...lead.marketplaceFields,
    searchTerms: leadSearchTerms({ ref: lead.reference, homeowner: lead.homeowner, property }),
    ref: lead.reference,
    requestId: lead.requestId,
    origin: lead.origin,
    status: lead.autoPublish ? 'available' : 'new',
    pricePence: price.pricePence,
    vatPence: price.vatPence,
    maxBuyers,
    buyerCompanyIds: [],
    declinedBy: [],
    archived: false,
    expiresAt: Timestamp.fromMillis(now.toMillis() + LEAD_PRICING.marketplaceDays * 24 * 3600 * 1000),
    ...(lead.createdBy ? { history: [{ at: now, by: lead.createdBy.by, action: 'created', note: lead.createdBy.note }] } : {}),
  };
  const alert = lead.autoPublish
    ? alertLeadOf({
        id: lead.leadId,
        ref: lead.reference,
        region: property.region,
        property,
        job,
        estimate,
        ...price,
        maxBuyers,
        targetCompanyId,
      })
    : null;
  return { document, alert };
}
