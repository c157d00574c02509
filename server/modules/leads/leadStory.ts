import { leadStory, type LeadStoryFacts, type ReviewState } from '../../../common/leadStory';
import type { LeadStage, LeadStory, StoredLead } from './leads.types';

/** What the reader may know beyond the lead itself; each module that holds a fact passes it in. */
export interface LeadStoryExtras {
  /** The hired companies the reader may know of, by id, with the name to show: a hire not in it is left out of the story. */
  hireNames: ReadonlyMap<string, string>;
  /** The companies hired by the homeowner accepting their quote. */
  quoteHires?: ReadonlySet<string>;
  /** Each hired company's review; left out: the reader is not told. */
  reviews?: ReadonlyMap<string, ReviewState>;
  disputes?: LeadStoryFacts['disputes'];
  removalRecord?: LeadStoryFacts['removalRecord'];
}

/** The lead's story (common/leadStory.ts) as the API gives it, from the stored lead and what the reader may know. */
export function leadStoryView(lead: StoredLead, extras: LeadStoryExtras, now = new Date()): LeadStory {
  const outcome = lead.homeownerOutcome;
  const hires = outcome.hired
    .filter((hire) => extras.hireNames.has(hire.companyId))
    .map((hire) => ({
      companyName: extras.hireNames.get(hire.companyId) || 'a company no longer listed',
      at: hire.at,
      byQuote: extras.quoteHires?.has(hire.companyId) ?? false,
      review: extras.reviews ? (extras.reviews.get(hire.companyId) ?? 'none') : null,
    }));
  const jobDoneAt = hires.length ? outcome.jobDoneAt : null;
  const disputes = extras.disputes ?? [];
  const story = leadStory(
    {
      status: lead.status,
      archived: lead.archived,
      maxBuyers: lead.maxBuyers,
      buyerCount: lead.buyerCompanyIds.length,
      expiresAt: lead.expiresAt,
      salesStoppedAt: outcome.salesStoppedAt,
      hires,
      jobDoneAt,
      disputes,
      removalRecord: hires.length ? (extras.removalRecord ?? null) : null,
    },
    now,
  );
  return {
    ...story,
    stage: story.stage as LeadStage,
    salesStoppedAt: outcome.salesStoppedAt,
    hires,
    jobDoneAt,
    disputed: disputes.length > 0,
  };
}
