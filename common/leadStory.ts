/**
 * A lead's story in one place, for the server and the browser: from the facts stored about a lead (its sales, the
 * homeowner's stop, the hire, the job done, the review, disputes and refunds, the removal record) its stage and a
 * sentence saying why, such as "Closed: the homeowner stopped further sales on 3 Nov" or "Hired: LoftClear, job done
 * 12 Nov, reviewed". The administrators' lead details and the company's lead page and cards read it, so they agree.
 */

export const LEAD_STAGES = ['checking', 'on_sale', 'sold_out', 'expired', 'closed', 'hired', 'job_done', 'rejected', 'archived'] as const;
export type LeadStageValue = (typeof LEAD_STAGES)[number];

export const LEAD_STAGE_LABELS: Record<LeadStageValue, string> = {
  checking: 'Waiting for a check',
  on_sale: 'On sale',
  sold_out: 'Sold out',
  expired: 'Expired',
  closed: 'Closed',
  hired: 'Hired',
  job_done: 'Job done',
  rejected: 'Rejected',
  archived: 'Archived',
};

/** Where a hired company's review is: none written, waiting for an administrator, published or not published. */
export type ReviewState = 'none' | 'pending' | 'published' | 'rejected';

export interface LeadStoryHire {
  /** The company's name as the reader may see it ("you" on the company's own view). */
  companyName: string;
  at: Date;
  /** The hire came from accepting the company's quote. */
  byQuote: boolean;
  /** Null where the reader is not told (a company's own view). */
  review: ReviewState | null;
}

export interface LeadStoryFacts {
  /** The stored status: new | available | sold_out | closed | archived | rejected. */
  status: string;
  archived: boolean;
  maxBuyers: number;
  /** Places bought and not refunded. */
  buyerCount: number;
  expiresAt: Date;
  /** When the homeowner stopped further sales (accepting a quote does too); null while they have not. */
  salesStoppedAt: Date | null;
  /** The companies the homeowner hired, oldest first: only those the reader may know of. */
  hires: LeadStoryHire[];
  jobDoneAt: Date | null;
  /** Disputes of purchases the reader may know of. */
  disputes: Array<{ companyName: string; status: 'open' | 'accepted' | 'rejected' }>;
  /** The latest removal record of the job, when one was issued. */
  removalRecord: { number: string; withdrawn: boolean } | null;
}

export interface LeadStory {
  stage: LeadStageValue;
  /** The stage in words: "Closed", "Hired". */
  label: string;
  /** Why, after the label: "the homeowner stopped further sales on 3 Nov". */
  reason: string;
  /** `label: reason`, the line the pages show. */
  sentence: string;
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'Europe/London' });
/** "3 Nov": a day in the UK. */
export const storyDay = (at: Date) => DAY.format(at);

const REVIEW_WORDS: Record<ReviewState, string> = {
  none: 'not reviewed yet',
  pending: 'review waiting for approval',
  published: 'reviewed',
  rejected: 'review not published',
};

const DISPUTE_WORDS = { open: 'open', accepted: 'accepted, refunded', rejected: 'rejected' } as const;

function listed(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function hireReason(facts: LeadStoryFacts): string {
  const names = listed(facts.hires.map((hire) => hire.companyName));
  const parts: string[] = [];
  if (facts.jobDoneAt) {
    parts.push(names, `job done ${storyDay(facts.jobDoneAt)}`);
    const reviews = [...new Set(facts.hires.flatMap((hire) => (hire.review ? [REVIEW_WORDS[hire.review]] : [])))];
    if (reviews.length) parts.push(reviews.join(' / '));
  } else {
    const first = facts.hires[0];
    parts.push(
      `${names} on ${storyDay(first.at)}${facts.hires.some((hire) => hire.byQuote) ? ' (quote accepted)' : ''}`,
      'job not done yet',
    );
  }
  if (facts.removalRecord)
    parts.push(`removal record ${facts.removalRecord.number}${facts.removalRecord.withdrawn ? ' withdrawn' : ' issued'}`);
  return parts.join(', ');
}

function saleReason(facts: LeadStoryFacts, now: Date): { stage: LeadStageValue; reason: string } {
  const left = Math.max(0, facts.maxBuyers - facts.buyerCount);
  if (facts.status === 'rejected') return { stage: 'rejected', reason: 'an administrator refused it (spam, a test or a duplicate)' };
  if (facts.salesStoppedAt) return { stage: 'closed', reason: `the homeowner stopped further sales on ${storyDay(facts.salesStoppedAt)}` };
  if (facts.archived || facts.status === 'archived') return { stage: 'archived', reason: 'put away by an administrator' };
  if (facts.status === 'closed') return { stage: 'closed', reason: 'taken off the marketplace' };
  if (facts.status === 'sold_out' || (facts.status === 'available' && left === 0))
    return {
      stage: 'sold_out',
      reason: facts.maxBuyers === 1 ? 'bought by the one company it was for' : `all ${facts.maxBuyers} places bought`,
    };
  if (facts.status === 'new') return { stage: 'checking', reason: 'an administrator checks it before it goes on the marketplace' };
  if (facts.expiresAt.getTime() <= now.getTime())
    return { stage: 'expired', reason: `left the marketplace on ${storyDay(facts.expiresAt)}, 30 days after it arrived` };
  return {
    stage: 'on_sale',
    reason: facts.maxBuyers === 1 ? 'for one company only, not bought yet' : `${left} of ${facts.maxBuyers} places left`,
  };
}

/** The lead's stage and why, from its facts; `now` decides whether an unsold lead has expired. */
export function leadStory(facts: LeadStoryFacts, now: Date = new Date()): LeadStory {
  let stage: LeadStageValue;
  let reason: string;
  if (facts.hires.length && facts.status !== 'rejected') {
    stage = facts.jobDoneAt ? 'job_done' : 'hired';
    reason = hireReason(facts);
  } else {
    ({ stage, reason } = saleReason(facts, now));
  }
  const disputes = facts.disputes.map((dispute) => `${dispute.companyName} (${DISPUTE_WORDS[dispute.status]})`);
  if (disputes.length) reason += `; disputed by ${listed(disputes)}`;
  // A hire is told as "Hired: …" whether or not the job is done: the job's progress is in the reason.
  const label = stage === 'job_done' ? LEAD_STAGE_LABELS.hired : LEAD_STAGE_LABELS[stage];
  return { stage, label, reason, sentence: `${label}: ${reason}` };
}
