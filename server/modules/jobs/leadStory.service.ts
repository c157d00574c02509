import type { ReviewState } from '../../../common/leadStory';
import { readCompanyNames } from '../companies';
import { getStoredLead, leadStoryView } from '../leads';
import type { LeadDetails, LeadStory } from '../leads/leads.types';
import { getQuotesOfLead } from '../quotes';
import { findReview, reviewId } from '../reviews';
import { removalRecordsOfLead } from './jobs.repository';

const DISPUTE_STATES = ['open', 'accepted', 'rejected'] as const;
const isDisputeState = (value: string | null): value is (typeof DISPUTE_STATES)[number] =>
  (DISPUTE_STATES as readonly string[]).includes(value ?? '');

/**
 * The administrators' story of a lead (common/leadStory.ts): every hire with its company's name, whether it came from an
 * accepted quote, each hired company's review, every dispute and the latest removal record. The jobs module tells it
 * because it sits above the leads, the quotes and the reviews it reads (docs/decisions/0033-module-order-and-public-faces.md).
 */
export async function adminLeadStory(details: LeadDetails, now = new Date()): Promise<LeadStory | null> {
  const lead = await getStoredLead(details.lead.id);
  if (!lead) return null;
  const hired = lead.homeownerOutcome.hired.map((hire) => hire.companyId);
  const [names, quotes, reviews, records] = await Promise.all([
    readCompanyNames(hired),
    hired.length ? getQuotesOfLead(lead.id) : [],
    Promise.all(hired.map((companyId) => findReview(reviewId(lead.id, companyId)))),
    hired.length ? removalRecordsOfLead(lead.id) : [],
  ]);
  const reviewStates = new Map<string, ReviewState>(
    reviews.flatMap((review) => (review && review.status !== 'erased' ? [[review.companyId, review.status] as const] : [])),
  );
  const latest = records.filter((record) => !record.supersededBy).sort((a, b) => b.issuedAt.getTime() - a.issuedAt.getTime())[0];
  return leadStoryView(
    lead,
    {
      hireNames: new Map(hired.map((companyId) => [companyId, names.get(companyId) ?? ''])),
      quoteHires: new Set(quotes.filter((quote) => quote.status === 'accepted').map((quote) => quote.companyId)),
      reviews: reviewStates,
      disputes: details.purchases.flatMap((purchase) =>
        isDisputeState(purchase.disputeStatus)
          ? [{ companyName: purchase.companyName || 'a company no longer listed', status: purchase.disputeStatus }]
          : [],
      ),
      removalRecord: latest ? { number: latest.number, withdrawn: latest.withdrawn !== null } : null,
    },
    now,
  );
}
