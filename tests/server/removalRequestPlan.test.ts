import { Timestamp } from 'firebase-admin/firestore';
import { SINGLE_COMPANY_MESSAGES } from '../../common/singleCompanyRequest';
import { removalRequestSchema } from '../../common/validation/removalRequest';
import {
  DUPLICATE_WINDOW_MS,
  formatLeadRef,
  planRemovalRequest,
  type CheckedRemovalRequest,
  type StoredState,
} from '../../server/modules/removalRequests/removalRequests.plan';

const now = Timestamp.fromMillis(Date.UTC(2026, 10, 23, 12));
const input = removalRequestSchema.parse({
  homeowner: { name: 'Sam Patel', email: 'sam@example.com', phone: '07700 900123' },
  property: { postcode: 'SW1A 1AA', type: 'semi', bedrooms: 3 },
  job: { foamType: 'open', locations: ['loft'], access: 'easy', urgency: 'asap', reason: 'selling' },
  consent: { terms: true, marketing: false },
});

function checked(overrides: Partial<CheckedRemovalRequest> = {}): CheckedRemovalRequest {
  return {
    input,
    requestId: 'rr_key',
    idempotencyKey: 'key',
    source: { pagePath: '/contact/enhanced-quote' },
    form: 'quote',
    region: 'London',
    estimate: { lowPence: 150000, highPence: 250000 },
    price: { pricePence: 3500, vatPence: 700 },
    targetCompanyId: null,
    origin: 'quote_form',
    autoPublish: true,
    adminAlertEmails: ['admin@example.com'],
    ...overrides,
  };
}

const empty: StoredState = { leadNumber: 42, guard: null, company: null };
const context = { now, leadId: 'lead1', marketplaceFields: { region: 'London', urgency: 'asap', foamType: 'open' } };

describe('planning a quote request', () => {
  it('numbers a new lead with the number reserved for it and writes the request, its lead, the guard, two e-mails and the alert', () => {
    const plan = planRemovalRequest(checked(), empty, { ...context, requestPagePath: '/my-request/rr_key?token=t' });
    if (plan.kind !== 'new') throw new Error(`expected a new lead, got ${plan.kind}`);
    expect(plan.receipt.reference).toBe('SFR-000042');
    expect(plan.receipt).toEqual({
      requestId: 'rr_key',
      reference: formatLeadRef(42),
      estimateLowPence: 150000,
      estimateHighPence: 250000,
      replayed: false,
      requestPagePath: '/my-request/rr_key?token=t',
    });
    expect(plan.mails[0].data).toMatchObject({ requestPagePath: '/my-request/rr_key?token=t' });
    expect(plan.request).toMatchObject({ leadId: 'lead1', leadRef: 'SFR-000042', status: 'new', form: 'quote', idempotencyKey: 'key' });
    expect(plan.lead).toMatchObject({
      ref: 'SFR-000042',
      requestId: 'rr_key',
      status: 'available',
      maxBuyers: 3,
      region: 'London',
      targetCompanyId: null,
    });
    expect(plan.guard).toMatchObject({ requestId: 'rr_key', leadId: 'lead1', leadRef: 'SFR-000042' });
    expect(plan.guard!.expiresAt.toMillis()).toBe(now.toMillis() + DUPLICATE_WINDOW_MS);
    expect(plan.mails.map((m) => m.template)).toEqual(['removal_request_confirmation', 'admin_new_request']);
    expect(plan.mails[0].related).toEqual(['removalRequests/rr_key', 'leads/lead1']);
    expect(plan.alert).toMatchObject({ id: 'lead1', ref: 'SFR-000042', region: 'London', maxBuyers: 3 });
  });

  it('queues no e-mail without administrators to tell (the demo seed) and no alert when the lead waits for review', () => {
    const plan = planRemovalRequest(checked({ adminAlertEmails: null, autoPublish: false }), empty, context);
    if (plan.kind !== 'new') throw new Error(plan.kind);
    expect(plan.mails).toEqual([]);
    expect(plan.alert).toBeNull();
    expect(plan.lead.status).toBe('new');
  });

  it('keeps the same phone and postcode within a day as a closed note on the earlier lead', () => {
    const guard = {
      requestId: 'rr_first',
      leadId: 'leadA',
      leadRef: 'SFR-000007',
      estimate: { lowPence: 1, highPence: 2 },
      createdAt: now,
    };
    // Whoever sends the same phone and postcode is never given a link to the earlier sender's request page.
    const plan = planRemovalRequest(checked(), { ...empty, guard }, { ...context, requestPagePath: '/my-request/rr_key?token=t' });
    expect(plan.kind).toBe('duplicate');
    if (plan.kind !== 'duplicate') return;
    expect(plan.request).toMatchObject({ duplicateOf: 'rr_first', leadId: 'leadA', leadRef: 'SFR-000007', status: 'closed' });
    expect(plan.receipt).toEqual({
      requestId: 'rr_first',
      reference: 'SFR-000007',
      estimateLowPence: 1,
      estimateHighPence: 2,
      replayed: true,
      requestPagePath: null,
    });
  });

  it('creates a new lead once the earlier one is more than a day old', () => {
    const old = Timestamp.fromMillis(now.toMillis() - DUPLICATE_WINDOW_MS - 1);
    const guard = {
      requestId: 'rr_first',
      leadId: 'leadA',
      leadRef: 'SFR-000007',
      estimate: { lowPence: 1, highPence: 2 },
      createdAt: old,
    };
    expect(planRemovalRequest(checked(), { ...empty, guard }, context).kind).toBe('new');
  });

  it('sends a single-company request to its company alone, never linked to a shared lead and without a guard', () => {
    const guard = {
      requestId: 'rr_first',
      leadId: 'leadA',
      leadRef: 'SFR-000007',
      estimate: { lowPence: 1, highPence: 2 },
      createdAt: now,
    };
    const company = { name: 'LoftClear Removals Ltd', active: true, regions: ['London'], storedName: 'LoftClear Removals Ltd' };
    const plan = planRemovalRequest(
      checked({ targetCompanyId: 'demo-loftclear', form: 'single_company' }),
      { ...empty, guard, company },
      context,
    );
    if (plan.kind !== 'new') throw new Error(plan.kind);
    expect(plan.guard).toBeNull();
    expect(plan.lead).toMatchObject({ origin: 'single_company', maxBuyers: 1, targetCompanyId: 'demo-loftclear' });
    expect(plan.mails[0].data.companyName).toBe('LoftClear Removals Ltd');
  });

  it('refuses a single-company request to a company that does not exist', () => {
    const plan = planRemovalRequest(checked({ targetCompanyId: 'gone', form: 'single_company' }), empty, context);
    expect(plan).toEqual({ kind: 'rejected', problem: { path: 'targetCompanyId', message: SINGLE_COMPANY_MESSAGES.unknown } });
  });
});
