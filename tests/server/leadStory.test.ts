import { leadStory, type LeadStoryFacts } from '../../common/leadStory';

const now = new Date('2026-11-20T12:00:00Z');
const base: LeadStoryFacts = {
  status: 'available',
  archived: false,
  maxBuyers: 3,
  buyerCount: 2,
  expiresAt: new Date('2026-12-01T00:00:00Z'),
  salesStoppedAt: null,
  hires: [],
  jobDoneAt: null,
  disputes: [],
  removalRecord: null,
};
const story = (facts: Partial<LeadStoryFacts>) => leadStory({ ...base, ...facts }, now);

describe('leadStory', () => {
  it('tells a lead on sale how many places are left', () => {
    expect(story({})).toEqual({
      stage: 'on_sale',
      label: 'On sale',
      reason: '1 of 3 places left',
      sentence: 'On sale: 1 of 3 places left',
    });
  });

  it('says a lead is closed because the homeowner stopped sales, with the day, and never counts places', () => {
    const closed = story({ status: 'closed', salesStoppedAt: new Date('2026-11-03T10:00:00Z') });
    expect(closed.stage).toBe('closed');
    expect(closed.sentence).toBe('Closed: the homeowner stopped further sales on 3 Nov');
  });

  it('tells the hire, the job done and the review', () => {
    const hired = story({
      status: 'closed',
      salesStoppedAt: new Date('2026-11-05T10:00:00Z'),
      hires: [{ companyName: 'LoftClear', at: new Date('2026-11-05T10:00:00Z'), byQuote: true, review: 'none' }],
    });
    expect(hired.stage).toBe('hired');
    expect(hired.sentence).toBe('Hired: LoftClear on 5 Nov (quote accepted), job not done yet');
    const done = story({
      status: 'closed',
      salesStoppedAt: new Date('2026-11-05T10:00:00Z'),
      hires: [{ companyName: 'LoftClear', at: new Date('2026-11-05T10:00:00Z'), byQuote: false, review: 'published' }],
      jobDoneAt: new Date('2026-11-12T09:00:00Z'),
      removalRecord: { number: 'SFR-RR-2026-000001', withdrawn: false },
    });
    expect(done.stage).toBe('job_done');
    expect(done.sentence).toBe('Hired: LoftClear, job done 12 Nov, reviewed, removal record SFR-RR-2026-000001 issued');
  });

  it('adds disputes and says when a review waits or a record was withdrawn', () => {
    const s = story({
      status: 'sold_out',
      buyerCount: 3,
      hires: [{ companyName: 'LoftClear', at: new Date('2026-11-05T10:00:00Z'), byQuote: false, review: 'pending' }],
      jobDoneAt: new Date('2026-11-12T09:00:00Z'),
      removalRecord: { number: 'R1', withdrawn: true },
      disputes: [{ companyName: 'Acme', status: 'open' }],
    });
    expect(s.sentence).toBe(
      'Hired: LoftClear, job done 12 Nov, review waiting for approval, removal record R1 withdrawn; disputed by Acme (open)',
    );
  });

  it('names every other stage with its reason', () => {
    expect(story({ status: 'new' }).sentence).toBe('Waiting for a check: an administrator checks it before it goes on the marketplace');
    expect(story({ status: 'sold_out', buyerCount: 3 }).sentence).toBe('Sold out: all 3 places bought');
    expect(story({ status: 'sold_out', maxBuyers: 1, buyerCount: 1 }).sentence).toBe('Sold out: bought by the one company it was for');
    expect(story({ expiresAt: new Date('2026-11-18T00:00:00Z') }).sentence).toBe(
      'Expired: left the marketplace on 18 Nov, 30 days after it arrived',
    );
    expect(story({ status: 'rejected' }).stage).toBe('rejected');
    expect(story({ archived: true }).sentence).toBe('Archived: put away by an administrator');
    expect(story({ status: 'closed' }).sentence).toBe('Closed: taken off the marketplace');
    expect(story({ maxBuyers: 1, buyerCount: 0 }).sentence).toBe('On sale: for one company only, not bought yet');
    expect(story({ disputes: [{ companyName: 'Acme', status: 'accepted' }], buyerCount: 1 }).sentence).toBe(
      'On sale: 2 of 3 places left; disputed by Acme (accepted, refunded)',
    );
  });
});
