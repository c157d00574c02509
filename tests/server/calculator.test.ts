import { estimateRemoval, formatNumber, formatPounds, type CalculatorInput } from '../../common/calculator';
import { leadPricePence } from '../../common/leadPricing';
import { normalisePostcode, normaliseUkPhone } from '../../common/postcode';
import { regionForPostcode } from '../../common/ukRegions';

const base: CalculatorInput = { propertyType: 'semi', foamType: 'open', locations: ['loft'], access: 'easy', region: 'North West' };

describe('docs/requirements/business-rules.md#calculator calculator rules', () => {
  it.each([
    // [description, input overrides, expected total pence, low, high, days]
    ['semi default 60 m², open-cell loft', {}, 203000, 175000, 245000, 3],
    ['closed-cell base rate £40', { foamType: 'closed' }, 293000, 250000, 350000, 5],
    ['unknown foam £32', { foamType: 'unknown' }, 245000, 210000, 295000, 3],
    ['walls factor 1.3 (highest location applies)', { locations: ['loft', 'walls'] }, 248000, 210000, 300000, 3],
    ['floor factor 1.2', { locations: ['floor'] }, 233000, 200000, 280000, 3],
    ['moderate access 1.15', { access: 'moderate' }, 225500, 190000, 270000, 3],
    ['difficult access 1.3', { access: 'difficult' }, 248000, 210000, 300000, 3],
    ['London 1.20', { region: 'London' }, 233000, 200000, 280000, 3],
    ['South East 1.10', { region: 'South East' }, 218000, 185000, 260000, 3],
    ['Scotland 0.95', { region: 'Scotland' }, 195500, 165000, 235000, 3],
    ['explicit area 100 m²', { areaM2: 100 }, 315000, 270000, 380000, 4],
    ['all extras', { extras: ['timber_treatment', 'membrane', 'reinsulation', 'inspection_report'] }, 701000, 595000, 840000, 3],
    ['minimum job £1,200', { propertyType: 'flat', areaM2: 10 }, 120000, 100000, 145000, 1],
  ] as Array<[string, Partial<CalculatorInput>, number, number, number, number]>)('%s', (_name, overrides, total, low, high, days) => {
    const estimate = estimateRemoval({ ...base, ...overrides });
    expect(estimate.totalPence).toBe(total);
    expect(estimate.lowPence).toBe(low);
    expect(estimate.highPence).toBe(high);
    expect(estimate.durationDays).toBe(days);
  });

  it.each([
    ['terraced', 45],
    ['semi', 60],
    ['detached', 85],
    ['bungalow', 70],
    ['flat', 40],
    ['commercial', 150],
  ] as const)('uses the default area of a %s (%i m²)', (propertyType, area) => {
    expect(estimateRemoval({ ...base, propertyType }).areaM2).toBe(area);
  });

  it('shows VAT at 20 % separately and flags the minimum job', () => {
    const estimate = estimateRemoval({ ...base, propertyType: 'flat', areaM2: 10 });
    expect(estimate.minimumApplied).toBe(true);
    expect(estimate.vatLowPence).toBe(20000);
    expect(estimate.vatHighPence).toBe(29000);
  });

  it('rounds closed-cell duration up without floating-point drift (125 m²: 5 × 1.4 = 7 days)', () => {
    expect(estimateRemoval({ ...base, foamType: 'closed', areaM2: 125 }).durationDays).toBe(7);
  });
});

describe('lead pricing', () => {
  it.each([
    [{ lowPence: 100000, highPence: 150000 }, false, false, 2500],
    [{ lowPence: 175000, highPence: 245000 }, false, false, 4000],
    [{ lowPence: 500000, highPence: 500000 }, false, false, 4000],
    [{ lowPence: 450000, highPence: 650000 }, false, false, 6000],
    [{ lowPence: 175000, highPence: 245000 }, true, false, 5000],
    [{ lowPence: 175000, highPence: 245000 }, false, true, 10000],
  ])('prices %o (emergency %s, exclusive %s) at %i pence', (estimate, emergency, exclusive, price) => {
    const result = leadPricePence(estimate, { emergency, exclusive });
    expect(result.pricePence).toBe(price);
    expect(result.vatPence).toBe(price * 0.2);
  });
});

describe('UK postcodes and phones', () => {
  it('normalises postcodes and derives region', () => {
    expect(normalisePostcode('sw1a1aa')).toBe('SW1A 1AA');
    expect(normalisePostcode(' m1  1ae ')).toBe('M1 1AE');
    expect(normalisePostcode('12345')).toBeNull();
    expect(regionForPostcode('EH1 1YZ')).toBe('Scotland');
    expect(regionForPostcode('BT1 1AA')).toBe('Northern Ireland');
    expect(regionForPostcode('JE2 3AB')).toBeNull();
  });

  it('accepts UK phones in national and international form', () => {
    expect(normaliseUkPhone('07700 900123')).toBe('07700900123');
    expect(normaliseUkPhone('+44 20 7946 0018')).toBe('02079460018');
    expect(normaliseUkPhone('12345')).toBeNull();
    expect(normaliseUkPhone('09001234567')).toBeNull();
  });
});

describe('formatting amounts and numbers without Intl', () => {
  const intlPounds = (pence: number) =>
    new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: pence % 100 ? 2 : 0,
      maximumFractionDigits: pence % 100 ? 2 : 0,
    }).format(pence / 100);
  const intlNumber = (value: number) => value.toLocaleString('en-GB');

  it('writes pounds as Intl does in en-GB', () => {
    const samples = [0, 1, 5, 99, 100, 101, 1050, 99_999, 100_000, 123_456, 1_000_000, 1_234_567_89, 250_000_00, -1, -1250, -123_456_7];
    for (let pence = 0; pence < 3_000_000; pence += 997) samples.push(pence);
    for (const pence of samples) expect([pence, formatPounds(pence)]).toEqual([pence, intlPounds(pence)]);
  });

  it('writes numbers as toLocaleString does in en-GB, with at most three decimals', () => {
    for (const value of [0, 7, 999, 1000, 2000, 12_345, 1_234_567, 0.2 * 100, 1.5, 1234.5678, 0.0004, -1234.5]) {
      expect([value, formatNumber(value)]).toEqual([value, intlNumber(value)]);
    }
  });
});
