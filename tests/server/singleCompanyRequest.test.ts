import {
  SINGLE_COMPANY_MESSAGES,
  companyRefOf,
  requestFormOf,
  requestRecipients,
  targetCompanyProblem,
} from '../../common/singleCompanyRequest';
import { removalRequestSchema } from '../../common/validation/removalRequest';

const loftClear = { name: 'LoftClear Removals Ltd', active: true, regions: ['London', 'South East'] };

describe('which form a request came from', () => {
  it('takes the declared form, and counts a request sent from the single-company page as single-company', () => {
    expect(requestFormOf('single_company', null)).toBe('single_company');
    expect(requestFormOf(null, '/contact/single-company')).toBe('single_company');
    expect(requestFormOf(undefined, '/contact/single-company/')).toBe('single_company');
    expect(requestFormOf('quote', '/contact/single-company')).toBe('single_company');
    expect(requestFormOf('quote', '/contact/enhanced-quote')).toBe('quote');
    expect(requestFormOf(null, null)).toBe('quote');
  });
});

describe('who receives a request', () => {
  it('sends a request naming a company to that company alone', () => {
    expect(requestRecipients('single_company', 'demo-loftclear')).toEqual({ exclusive: true, companyId: 'demo-loftclear' });
    expect(requestRecipients('quote', 'demo-loftclear')).toEqual({ exclusive: true, companyId: 'demo-loftclear' });
  });

  it('shares a quote-form request without a company', () => {
    expect(requestRecipients('quote', null)).toEqual({ exclusive: false });
    expect(requestRecipients('quote', '  ')).toEqual({ exclusive: false });
  });

  it('refuses a single-company request without a company instead of sharing it', () => {
    for (const missing of [null, undefined, '', '   ']) {
      expect(requestRecipients('single_company', missing)).toEqual({ path: 'targetCompanyId', message: SINGLE_COMPANY_MESSAGES.missing });
    }
  });
});

describe('whether the named company can receive it', () => {
  it('accepts an active company serving the region, and any active company before the region is known', () => {
    expect(targetCompanyProblem(loftClear, 'London')).toBeNull();
    expect(targetCompanyProblem(loftClear, null)).toBeNull();
  });

  it('refuses an unknown or inactive company on targetCompanyId, by name when there is one', () => {
    expect(targetCompanyProblem(null, 'London')).toEqual({ path: 'targetCompanyId', message: SINGLE_COMPANY_MESSAGES.unknown });
    expect(targetCompanyProblem({ ...loftClear, active: false }, 'London')).toEqual({
      path: 'targetCompanyId',
      message:
        'LoftClear Removals Ltd is not taking requests through us at the moment. Pick another company, or ask for quotes from several companies',
    });
  });

  it('refuses a property outside the company’s regions on the postcode, saying where it works', () => {
    expect(targetCompanyProblem(loftClear, 'Wales')).toEqual({
      path: 'property.postcode',
      message:
        'LoftClear Removals Ltd covers London and South East, and this postcode is in Wales. Pick a company that covers Wales, or ask for quotes from several companies',
    });
  });
});

describe('company references in links and requests', () => {
  it('accepts ids and slugs, and nothing that could name another Firestore path', () => {
    expect(companyRefOf(' loftclear-removals ')).toBe('loftclear-removals');
    expect(companyRefOf('demo-loftclear')).toBe('demo-loftclear');
    expect(companyRefOf('3fJ9kQ_a')).toBe('3fJ9kQ_a');
    for (const bad of [null, '', 'a/b', '../x', '__name__', 'x'.repeat(65), 'café']) expect(companyRefOf(bad)).toBeNull();
  });

  it('checks targetCompanyId and form in the shared request schema', () => {
    const base = {
      homeowner: { name: 'Jane', email: 'jane@example.com', phone: '07700900123' },
      property: { postcode: 'SW1A 1AA', type: 'semi' },
      job: { foamType: 'open', locations: ['loft'], access: 'easy', urgency: 'asap', reason: 'selling' },
      consent: { terms: true },
    };
    expect(removalRequestSchema.safeParse({ ...base, form: 'single_company', targetCompanyId: 'demo-loftclear' }).success).toBe(true);
    const bad = removalRequestSchema.safeParse({ ...base, form: 'other', targetCompanyId: 'companies/x' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['form', 'targetCompanyId']);
  });
});
