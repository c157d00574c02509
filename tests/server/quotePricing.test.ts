import { estimateRemoval } from '../../common/calculator';
import {
  CANCELLATION_NOTICE,
  compareQuotes,
  ESTIMATE_PLACEMENT_LABELS,
  expectedSupplyDate,
  lineKindsOf,
  placeAgainstEstimate,
  priceQuote,
  quoteLineLabel,
  withWasteCarrier,
  type QuoteLineInput,
} from '../../common/quotes';
import type { UkRegion } from '../../common/ukRegions';

/*
 * docs/requirements/quotes-and-removal-records.md#quote-vat. Worked by hand, a quote for a 60 m² loft:
 *   inspection                         £300.00   20 %  VAT    £60.00
 *   foam removal, 60 m²              £2,400.00   20 %  VAT   £480.00
 *   waste disposal                     £650.00   20 %  VAT   £130.00
 *   membrane and making good         £3,150.00   20 %  VAT   £630.00
 *   re-insulation, 60 m²             £1,080.00   0 % to 31 March 2027: £0; 5 % from 1 April 2027: £54.00
 *   access and scaffolding             £750.00   20 %  VAT   £150.00
 *   before VAT £8,330.00; standard-rated £7,250.00 × 20 % = £1,450.00
 *   with VAT: £9,780.00 (insulation at 0 %) or £9,834.00 (at 5 %)
 */
const lines: QuoteLineInput[] = [
  { kind: 'inspection', amountPence: 30000 },
  { kind: 'foam_removal', amountPence: 240000, areaM2: 60, roofType: 'pitched_tiles' },
  { kind: 'waste_disposal', amountPence: 65000 },
  { kind: 'membrane', amountPence: 315000 },
  { kind: 'reinsulation', amountPence: 108000, material: 'mineral_wool', thicknessMm: 270, lambdaWPerMK: 0.044, areaM2: 60 },
  { kind: 'access', amountPence: 75000 },
];
const home = { propertyType: 'semi' as const, vatRegistered: true };
const vatOf = (region: UkRegion, supplyDate: string) => {
  const priced = priceQuote({ ...home, lines, region, supplyDate });
  return {
    lines: Object.fromEntries(priced.lines.map((line) => [line.line.kind, [line.netPence, line.vatRate, line.vatPence]])),
    totals: [priced.netPence, priced.vatPence, priced.totalPence],
  };
};

describe('docs/requirements/quotes-and-removal-records.md#quote-vat quote VAT by the calculator’s rules', () => {
  describe.each([
    ['England', 'London'],
    ['Wales', 'Wales'],
    ['Scotland', 'Scotland'],
    ['Northern Ireland', 'Northern Ireland'],
  ] as const)('%s', (_nation, region) => {
    it('zero-rates re-insulation in a home on 31 March 2027; everything else at 20 %', () => {
      expect(vatOf(region, '2027-03-31')).toEqual({
        lines: {
          inspection: [30000, 0.2, 6000],
          foam_removal: [240000, 0.2, 48000],
          waste_disposal: [65000, 0.2, 13000],
          membrane: [315000, 0.2, 63000],
          reinsulation: [108000, 0, 0],
          access: [75000, 0.2, 15000],
        },
        totals: [833000, 145000, 978000],
      });
    });

    it('charges 5 % on re-insulation from 1 April 2027', () => {
      const { lines: priced, totals } = vatOf(region, '2027-04-01');
      expect(priced.reinsulation).toEqual([108000, 0.05, 5400]);
      expect(priced.membrane).toEqual([315000, 0.2, 63000]);
      expect(totals).toEqual([833000, 150400, 983400]);
    });
  });

  it('names the rate and the nation on each line, as the calculator does', () => {
    const label = (region: UkRegion, supplyDate: string) =>
      priceQuote({ ...home, lines, region, supplyDate }).lines.map((line) => [line.line.kind, line.vatLabel]);
    expect(Object.fromEntries(label('Northern Ireland', '2026-12-01'))).toMatchObject({
      reinsulation: '0 % (zero-rated): insulation installed in a home, Northern Ireland',
      membrane: '20 %: standard rate',
    });
    expect(Object.fromEntries(label('Wales', '2027-04-01'))).toMatchObject({
      reinsulation: '5 %: insulation installed in a home, Great Britain',
    });
  });

  it('follows each nation’s own start of the zero rate: Northern Ireland only from 1 May 2023 (SI 2023/376)', () => {
    const reinsulationRate = (region: UkRegion, supplyDate: string) =>
      priceQuote({ ...home, lines, region, supplyDate }).lines.find((line) => line.line.kind === 'reinsulation')!.vatRate;
    expect(reinsulationRate('Northern Ireland', '2023-04-30')).toBe(0.05);
    expect(reinsulationRate('Scotland', '2023-04-30')).toBe(0);
    expect(reinsulationRate('Northern Ireland', '2023-05-01')).toBe(0);
  });

  it('gives each line the same rate, label and VAT as the calculator’s line of the same kind (one rule, not two)', () => {
    for (const [propertyType, region, vatDate, vatRegistered] of [
      ['semi', 'Northern Ireland', '2026-12-01', true],
      ['detached', 'London', '2027-04-01', true],
      ['commercial', 'Scotland', '2026-12-01', true],
      ['flat', 'Wales', '2026-12-01', false],
    ] as const) {
      const estimate = estimateRemoval({
        propertyType,
        foamType: 'open',
        locations: ['loft'],
        access: 'easy',
        region,
        vatDate,
        vatRegistered,
        extras: ['membrane', 'reinsulation', 'inspection_report'],
      });
      const kindOf: Record<string, QuoteLineInput['kind']> = {
        removal: 'foam_removal',
        waste: 'waste_disposal',
        membrane: 'membrane',
        reinsulation: 'reinsulation',
        inspection_report: 'inspection',
      };
      const quoteLines = estimate.lines.map(
        (line) => ({ ...lines.find((l) => l.kind === kindOf[line.key])!, amountPence: line.amountPence }) as QuoteLineInput,
      );
      const priced = priceQuote({ lines: quoteLines, region, supplyDate: vatDate, vatRegistered, propertyType });
      expect(priced.lines.map(({ vatRate, vatTreatment, vatLabel, vatPence }) => ({ vatRate, vatTreatment, vatLabel, vatPence }))).toEqual(
        estimate.lines.map(({ vatRate, vatTreatment, vatLabel, vatPence }) => ({ vatRate, vatTreatment, vatLabel, vatPence })),
      );
    }
  });

  it('charges 20 % on re-insulation in a commercial building', () => {
    const priced = priceQuote({ lines, region: 'London', supplyDate: '2026-12-01', vatRegistered: true, propertyType: 'commercial' });
    expect(priced.lines.every((line) => line.vatRate === 0.2)).toBe(true);
    expect([priced.netPence, priced.vatPence, priced.totalPence]).toEqual([833000, 166600, 999600]); // £8,330 × 20 % = £1,666
  });

  it('charges no VAT when the company is not VAT-registered: the total is the net', () => {
    const priced = priceQuote({ ...home, lines, region: 'London', supplyDate: '2026-12-01', vatRegistered: false });
    expect(priced.lines.map((line) => [line.vatRate, line.vatPence, line.vatLabel])).toEqual(
      lines.map(() => [0, 0, 'No VAT: contractor not VAT-registered']),
    );
    expect([priced.netPence, priced.vatPence, priced.totalPence]).toEqual([833000, 0, 833000]);
    expect(priced.vatRegistered).toBe(false);
  });

  it('rounds each line’s VAT to the nearest penny, half up, and adds the rounded lines so the quote adds up', () => {
    const odd: QuoteLineInput[] = [
      { kind: 'inspection', amountPence: 1234 }, // £12.34 × 20 % = 246.8p → 247p
      { kind: 'access', amountPence: 1233 }, // £12.33 × 20 % = 246.6p → 247p
      { kind: 'reinsulation', amountPence: 1230, material: 'sheep_wool', thicknessMm: 200, lambdaWPerMK: 0.038 }, // × 5 % = 61.5p → 62p
      { kind: 'other', amountPence: 1, description: 'Skip permit' }, // 1p × 20 % = 0.2p → 0p
    ];
    const priced = priceQuote({ ...home, lines: odd, region: 'Wales', supplyDate: '2027-04-01' });
    expect(priced.lines.map((line) => line.vatPence)).toEqual([247, 247, 62, 0]);
    // The exact VAT is 555.1p; the lines shown add up to 556p, and that is the VAT the quote states.
    expect([priced.netPence, priced.vatPence, priced.totalPence]).toEqual([3698, 556, 4254]);
    expect(priced.vatByRate).toEqual([
      { vatRate: 0.2, netPence: 2468, vatPence: 494 },
      { vatRate: 0.05, netPence: 1230, vatPence: 62 },
    ]);
  });

  it('labels each line from what the company entered, with the insulation’s thermal resistance worked out', () => {
    expect(quoteLineLabel(lines[1])).toBe('Foam removal (60 m², pitched roof, tiles)');
    // R = 0.270 m ÷ 0.044 W/m·K = 6.136… → 6.14 m²·K/W
    expect(quoteLineLabel(lines[4])).toBe('Re-insulation: mineral wool (glass or rock), 270 mm, 60 m², λ 0.044 W/m·K (R 6.14 m²·K/W)');
    expect(quoteLineLabel({ kind: 'other', amountPence: 100, description: 'Skip permit' })).toBe('Skip permit');
    expect(quoteLineLabel(lines[5])).toBe('Access and scaffolding');
  });

  it('prices a job by the day it is expected to finish: its last working day from the earliest start', () => {
    expect(expectedSupplyDate('2027-03-29', 3)).toBe('2027-03-31'); // Monday to Wednesday
    expect(expectedSupplyDate('2027-03-29', 5)).toBe('2027-04-02'); // Monday to Friday: past 31 March, insulation at 5 %
    expect(expectedSupplyDate('2026-11-28', 1)).toBe('2026-11-30'); // a Saturday start begins on Monday
    expect(expectedSupplyDate('2026-11-27', 2)).toBe('2026-11-30'); // Friday and Monday
    const rate = (start: string, days: number) =>
      priceQuote({ ...home, lines, region: 'Scotland', supplyDate: expectedSupplyDate(start, days) }).lines[4].vatRate;
    expect([rate('2027-03-29', 3), rate('2027-03-29', 5)]).toEqual([0, 0.05]);
  });

  it('fills the waste carrier registration from the company’s vetting record, never from the company', () => {
    const vetting = {
      wasteCarrier: {
        registrationNumber: 'CBDU123456',
        tier: 'upper' as const,
        expiresOn: '2028-01-01',
        requestId: 'r1',
        reviewedBy: 'admin',
        reviewedOn: '2026-11-01',
        remindedFor: null,
      },
    };
    const stored = withWasteCarrier(lines, vetting);
    expect(stored[2]).toEqual({
      kind: 'waste_disposal',
      amountPence: 65000,
      wasteCarrier: { registrationNumber: 'CBDU123456', tier: 'upper' },
    });
    expect(stored[1]).toBe(lines[1]);
    expect(withWasteCarrier(lines, { wasteCarrier: null })[2]).toMatchObject({ wasteCarrier: null });
  });
});

describe('docs/requirements/quotes-and-removal-records.md#compare compare helpers', () => {
  const a = { id: 'a', lines };
  const b = {
    id: 'b',
    lines: [
      { kind: 'foam_removal', amountPence: 200000, areaM2: 60, roofType: 'pitched_tiles' },
      { kind: 'waste_disposal', amountPence: 50000 },
      { kind: 'other', amountPence: 10000, description: 'Skip permit' },
    ] as QuoteLineInput[],
  };

  it('lists the kinds a quote includes in the vocabulary’s order', () => {
    expect(lineKindsOf([...b.lines].reverse())).toEqual(['foam_removal', 'waste_disposal', 'other']);
  });

  it('lines up every kind any quote includes, and says which quotes leave it out', () => {
    const comparison = compareQuotes([a, b]);
    expect(comparison.rows.map((row) => [row.kind, row.includedBy, row.leftOutBy])).toEqual([
      ['inspection', ['a'], ['b']],
      ['foam_removal', ['a', 'b'], []],
      ['waste_disposal', ['a', 'b'], []],
      ['membrane', ['a'], ['b']],
      ['reinsulation', ['a'], ['b']],
      ['access', ['a'], ['b']],
      ['other', ['b'], ['a']],
    ]);
    expect(comparison.quotes).toEqual([
      { id: 'a', includes: ['inspection', 'foam_removal', 'waste_disposal', 'membrane', 'reinsulation', 'access'], leavesOut: ['other'] },
      { id: 'b', includes: ['foam_removal', 'waste_disposal', 'other'], leavesOut: ['inspection', 'membrane', 'reinsulation', 'access'] },
    ]);
  });

  it('places a total before VAT below, within (ends included) or above the site’s estimate range', () => {
    const estimate = { lowPence: 700000, highPence: 990000 };
    expect(placeAgainstEstimate(699999, estimate)).toBe('below');
    expect(placeAgainstEstimate(700000, estimate)).toBe('within');
    expect(placeAgainstEstimate(833000, estimate)).toBe('within');
    expect(placeAgainstEstimate(990000, estimate)).toBe('within');
    expect(placeAgainstEstimate(990001, estimate)).toBe('above');
    expect(ESTIMATE_PLACEMENT_LABELS[placeAgainstEstimate(990001, estimate)]).toBe('Above our estimate');
  });
});

describe('docs/requirements/quotes-and-removal-records.md#cancellation the right to cancel', () => {
  it('is fixed text with its source on legislation.gov.uk', () => {
    expect(CANCELLATION_NOTICE.source.url).toBe('https://www.legislation.gov.uk/uksi/2013/3134/part/3');
    expect(CANCELLATION_NOTICE.source.title).toMatch(/regulations 29, 30 and 36/);
    expect(CANCELLATION_NOTICE.paragraphs.join(' ')).toMatch(/14th day after the day you accept/);
  });
});
