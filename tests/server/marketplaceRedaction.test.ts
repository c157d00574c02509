import { listedFor, redactLead, unavailableReason, visibleTo } from '../../server/modules/marketplace/marketplace.redaction';
import type { StoredLead } from '../../server/modules/leads/leads.types';
import { leadAgeLabel, placesLeftLabel } from '../../common/marketplace';

const now = new Date('2026-03-10T12:00:00Z');
const lead = (overrides: Partial<StoredLead> = {}): StoredLead => ({
  id: 'lead-1',
  ref: 'SFR-000123',
  status: 'available',
  archived: false,
  region: 'London',
  targetCompanyId: null,
  homeowner: { name: 'Helen Marsh', email: 'helen@example.com', phone: '07700900101' },
  property: { postcode: 'SW15 2PA', district: 'SW15', region: 'London', type: 'semi', bedrooms: 3 },
  job: { foamType: 'open', locations: ['loft'], areaM2: 60, access: 'easy', urgency: 'asap', reason: 'selling', notes: 'Gate code 1234' },
  estimate: { lowPence: 300000, highPence: 420000 },
  pricePence: 4000,
  vatPence: 800,
  maxBuyers: 3,
  buyerCompanyIds: [],
  declinedBy: [],
  distributedCompanyIds: [],
  pipelineTags: [],
  homeownerOutcome: { salesStoppedAt: null, hired: [], jobDoneAt: null },
  createdAt: new Date('2026-03-07T11:00:00Z'),
  expiresAt: new Date('2026-04-06T11:00:00Z'),
  ...overrides,
});
const viewer = { companyId: 'co-1', regions: ['London'] };

describe('redactLead', () => {
  it('copies only the allowed fields: no name, e-mail, phone, full postcode or notes', () => {
    const view = redactLead(lead(), viewer, now);
    const text = JSON.stringify(view);
    for (const secret of ['Helen', 'helen@example.com', '07700900101', 'SW15 2PA', 'Gate code']) expect(text).not.toContain(secret);
    expect(view).toMatchObject({
      district: 'SW15',
      region: 'London',
      placesLeft: 3,
      totalPence: 4800,
      ageDays: 3,
      buyable: true,
      unavailableReason: null,
    });
    expect(Object.keys(view)).not.toEqual(expect.arrayContaining(['homeowner', 'postcode', 'notes']));
  });

  it('says why a lead cannot be bought', () => {
    expect(unavailableReason(lead({ buyerCompanyIds: ['co-1'] }), viewer, now)).toBe('You already bought this lead');
    expect(unavailableReason(lead({ buyerCompanyIds: ['a', 'b', 'c'], status: 'sold_out' }), viewer, now)).toBe('This lead has sold out');
    expect(unavailableReason(lead({ region: 'Wales' }), viewer, now)).toBe('This lead is not in your regions');
    expect(unavailableReason(lead({ expiresAt: new Date('2026-03-01T00:00:00Z') }), viewer, now)).toBe(
      'This lead has left the marketplace',
    );
    expect(unavailableReason(lead({ targetCompanyId: 'co-2', maxBuyers: 1 }), viewer, now)).toBe(
      'This lead was sent to another company only',
    );
  });

  it('lets a buyer always see its lead, and hides archived, unpublished, foreign and declined leads from others', () => {
    expect(visibleTo(lead({ archived: true, buyerCompanyIds: ['co-1'] }), viewer, now)).toBe(true);
    expect(visibleTo(lead({ archived: true }), viewer, now)).toBe(false);
    expect(visibleTo(lead({ status: 'new' }), viewer, now)).toBe(false);
    expect(visibleTo(lead({ region: 'Wales' }), viewer, now)).toBe(false);
    expect(visibleTo(lead({ status: 'sold_out', buyerCompanyIds: ['a', 'b', 'c'] }), viewer, now)).toBe(true);
    expect(listedFor(lead({ declinedBy: ['co-1'] }), viewer, now)).toBe(false);
    expect(listedFor(lead({ declinedBy: ['co-2'] }), viewer, now)).toBe(true);
  });
});

describe('marketplace labels', () => {
  it('shows places left and age', () => {
    expect(placesLeftLabel(2, 3)).toBe('2 of 3 left');
    expect(placesLeftLabel(0, 3)).toBe('Sold out');
    expect(leadAgeLabel(new Date('2026-03-07T11:00:00Z'), now)).toBe('3 days ago');
    expect(leadAgeLabel(new Date('2026-03-09T11:00:00Z'), now)).toBe('yesterday');
    expect(leadAgeLabel(new Date('2026-03-10T09:00:00Z'), now)).toBe('3 hours ago');
  });
});
