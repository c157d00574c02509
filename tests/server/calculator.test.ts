import {
  energySavingVatRate,
  estimateRemoval,
  formatNumber,
  formatPounds,
  typicalDurationRange,
  type CalculatorInput,
} from '../../common/calculator';
import { leadPricePence, leadPriceRangePence } from '../../common/leadPricing';
import { normalisePostcode, normaliseUkPhone } from '../../common/postcode';
import { regionForPostcode } from '../../common/ukRegions';

const base: CalculatorInput = { propertyType: 'semi', foamType: 'open', locations: ['loft'], access: 'easy', region: 'North West' };

describe('docs/requirements/business-rules.md#calculator calculator rules', () => {
  it.each([
    // [description, input overrides, expected total pence, low, high, days]
    ['semi default 60 m² plan, open-cell loft at 35°: 73.2 m² of slope', {}, 239960, 205000, 290000, 3],
    ['closed-cell base rate £40', { foamType: 'closed' }, 349760, 295000, 420000, 5],
    ['unknown foam £32', { foamType: 'unknown' }, 291200, 250000, 350000, 3],
    ['floor factor 1.2, no slope', { locations: ['floor'] }, 233000, 200000, 280000, 3],
    ['moderate access 1.15', { access: 'moderate' }, 267410, 225000, 320000, 3],
    ['difficult access 1.3', { access: 'difficult' }, 294860, 250000, 355000, 3],
    ['London 1.20', { region: 'London' }, 276560, 235000, 330000, 3],
    ['South East 1.10', { region: 'South East' }, 258260, 220000, 310000, 3],
    ['Scotland 0.95', { region: 'Scotland' }, 230810, 195000, 275000, 3],
    ['explicit plan area 100 m² (122.1 m² of slope)', { areaM2: 100 }, 376880, 320000, 450000, 5],
    // re-insulation on the 60 m² of loft floor (£1,080), timber treatment and membrane on the 73.2 m² of slope
    ['all extras', { extras: ['timber_treatment', 'membrane', 'reinsulation', 'inspection_report'] }, 817160, 695000, 980000, 3],
    ['minimum job £1,200', { propertyType: 'flat', areaM2: 10, locations: ['floor'] }, 120000, 100000, 145000, 1],
    ['a steeper roof (45°)', { pitchDegrees: 45 }, 272720, 230000, 325000, 4],
    ['a flat roof (0°)', { pitchDegrees: 0 }, 203000, 175000, 245000, 3],
    ['loft and cavity walls: two lines', { locations: ['loft', 'walls'] }, 562460, 480000, 675000, 7],
    ['cavity walls only: the area entered is the wall area', { locations: ['walls'], areaM2: 80 }, 379000, 320000, 455000, 4],
    [
      'closed-cell duration without floating-point drift (125 m²: 5 × 1.4 = 7 days)',
      { foamType: 'closed', areaM2: 125, locations: ['floor'] },
      672500,
      570000,
      805000,
      7,
    ],
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
  ] as const)('uses the default plan area of a %s (%i m²)', (propertyType, area) => {
    expect(estimateRemoval({ ...base, propertyType }).planAreaM2).toBe(area);
  });

  it('turns a loft plan area into the slope area: plan ÷ cos(pitch), about 1.2–1.4 × at usual pitches', () => {
    const estimate = estimateRemoval({ ...base, areaM2: 50 });
    expect(estimate.slope).toEqual({ pitchDegrees: 35, factor: expect.closeTo(1.2208, 4), pitchIsDefault: true });
    expect(estimate.areaM2).toBe(61);
    expect(estimate.lines[0].label).toBe('Foam removal from the roof slopes (61 m²)');
    expect(estimateRemoval({ ...base, pitchDegrees: 30 }).slope!.factor).toBeCloseTo(1.1547, 4);
    expect(estimateRemoval({ ...base, pitchDegrees: 40 }).slope!.factor).toBeCloseTo(1.3054, 4);
    expect(estimateRemoval({ ...base, pitchDegrees: 89 }).slope!.pitchDegrees).toBe(60); // kept to 0–60°
    expect(estimateRemoval({ ...base, locations: ['floor'] }).slope).toBeNull();
  });

  it('prices cavity-wall extraction on its own line, at its own rate per m² of wall', () => {
    const estimate = estimateRemoval({ ...base, locations: ['loft', 'walls'], wallAreaM2: 90 });
    expect(estimate.lines.map((line) => line.key)).toEqual(['removal', 'cavity', 'waste']);
    expect(estimate.lines[1]).toMatchObject({ amountPence: 90 * 4000, label: 'Cavity-wall foam extraction (90 m² of wall)' });
    expect(estimate.wallAreaM2).toBe(90);
    expect(estimateRemoval({ ...base, locations: ['walls'] }).lines.map((line) => line.key)).toEqual(['cavity', 'waste']);
  });

  it('shows VAT at 20 % separately and flags the minimum job', () => {
    const estimate = estimateRemoval({ ...base, propertyType: 'flat', areaM2: 10, locations: ['floor'] });
    expect(estimate.minimumApplied).toBe(true);
    expect(estimate.vatPence).toBe(24000);
    expect(estimate.vatLowPence).toBe(20000);
    expect(estimate.vatHighPence).toBe(29000);
  });

  describe('VAT line by line', () => {
    const job: CalculatorInput = { ...base, areaM2: 50, extras: ['reinsulation', 'membrane', 'inspection_report'] };
    const rates = (input: CalculatorInput) => Object.fromEntries(estimateRemoval(input).lines.map((line) => [line.key, line.vatRate]));

    it('standard-rates removal, waste, the membrane and reports; zero-rates insulation in a home until 31 March 2027', () => {
      expect(rates({ ...job, vatDate: '2027-03-31' })).toEqual({
        removal: 0.2,
        waste: 0.2,
        membrane: 0.2,
        reinsulation: 0,
        inspection_report: 0.2,
      });
    });

    it('charges 5 % on insulation in a home from 1 April 2027; the membrane stays at 20 %', () => {
      expect(rates({ ...job, vatDate: '2027-04-01' })).toMatchObject({ removal: 0.2, reinsulation: 0.05, membrane: 0.2 });
    });

    it('zero-rates insulation in a home in Northern Ireland too, from 1 May 2023 (SI 2023/376) until 31 March 2027', () => {
      expect(rates({ ...job, region: 'Northern Ireland', vatDate: '2026-12-01' })).toMatchObject({
        reinsulation: 0,
        membrane: 0.2,
        removal: 0.2,
      });
      expect(energySavingVatRate('Northern Ireland', '2023-04-30')).toBe(0.05);
      expect(energySavingVatRate('Northern Ireland', '2023-05-01')).toBe(0);
      expect(energySavingVatRate('Northern Ireland', '2027-03-31')).toBe(0);
      expect(energySavingVatRate('Northern Ireland', '2027-04-01')).toBe(0.05);
      expect(energySavingVatRate('Scotland', '2022-03-31')).toBe(0.05);
      expect(energySavingVatRate('Scotland', '2022-04-01')).toBe(0);
    });

    it('standard-rates a membrane with or without insulation, and insulation in a commercial building', () => {
      expect(rates({ ...job, extras: ['membrane'], vatDate: '2026-12-01' })).toMatchObject({ membrane: 0.2 });
      expect(rates({ ...job, propertyType: 'commercial', vatDate: '2026-12-01' })).toMatchObject({ reinsulation: 0.2, membrane: 0.2 });
    });

    /*
     * Worked by hand. A 50 m² loft floor under a 60° roof: slope = 50 ÷ cos 60° = 100 m². Open-cell, easy access.
     *   removal      100 m² × £25 × region (England 1.00; Scotland and Northern Ireland 0.95) = £2,500 or £2,375
     *   waste        £350 + 100 m² × £3                                                       = £650
     *   membrane     100 m² of slope × £45                                                    = £4,500
     *   re-insulation 50 m² of loft floor × £18                                               = £900
     * VAT: removal 20 % = £500 (£475), waste 20 % = £130, membrane 20 % = £900 always,
     *      re-insulation 0 % = £0 to 31 March 2027, 5 % = £45 from 1 April 2027.
     */
    describe.each([
      // [region, removal, removal VAT]
      ['West Midlands', 250000, 50000],
      ['Scotland', 237500, 47500],
      ['Northern Ireland', 237500, 47500],
    ] as const)('a job in %s, checked by hand', (region, removal, removalVat) => {
      const hand: CalculatorInput = { ...base, region, areaM2: 50, pitchDegrees: 60 };
      const lines = (input: CalculatorInput) =>
        Object.fromEntries(estimateRemoval(input).lines.map((line) => [line.key, [line.amountPence, line.vatPence]]));

      it.each(['2027-03-31', '2027-04-01'])('without re-insulation or membrane, invoiced %s', (vatDate) => {
        const estimate = estimateRemoval({ ...hand, vatDate });
        expect(lines({ ...hand, vatDate })).toEqual({ removal: [removal, removalVat], waste: [65000, 13000] });
        expect([estimate.totalPence, estimate.vatPence]).toEqual([removal + 65000, removalVat + 13000]);
      });

      it.each([
        ['2027-03-31', 0],
        ['2027-04-01', 4500],
      ] as const)('with re-insulation and membrane, invoiced %s', (vatDate, insulationVat) => {
        const input: CalculatorInput = { ...hand, vatDate, extras: ['membrane', 'reinsulation'] };
        const estimate = estimateRemoval(input);
        expect(lines(input)).toEqual({
          removal: [removal, removalVat],
          waste: [65000, 13000],
          membrane: [450000, 90000],
          reinsulation: [90000, insulationVat],
        });
        expect(estimate.lines.find((line) => line.key === 'reinsulation')!.label).toBe('Re-insulation (50 m² of loft floor)');
        expect([estimate.totalPence, estimate.vatPence]).toEqual([removal + 605000, removalVat + 103000 + insulationVat]);
      });
    });

    it('adds up the lines’ VAT and scales it to the range', () => {
      const estimate = estimateRemoval({ ...job, vatDate: '2026-12-01' });
      const lineVat = estimate.lines.reduce((sum, line) => sum + line.vatPence, 0);
      expect(estimate.vatPence).toBe(lineVat);
      expect(estimate.vatPence).toBeLessThan(estimate.totalPence * 0.2);
      expect(estimate.vatLowPence).toBe(Math.round((estimate.lowPence * estimate.vatPence) / estimate.totalPence));
      // The range including VAT is rounded to £50, as the range before VAT is.
      const withVat = (pence: number) => Math.round((pence * (1 + estimate.vatPence / estimate.totalPence)) / 5000) * 5000;
      expect([estimate.withVatLowPence, estimate.withVatHighPence]).toEqual([withVat(estimate.lowPence), withVat(estimate.highPence)]);
      expect([estimate.withVatLowPence % 5000, estimate.withVatHighPence % 5000]).toEqual([0, 0]);
    });

    it('charges no VAT when the contractor is not VAT-registered', () => {
      const estimate = estimateRemoval({ ...job, vatRegistered: false });
      expect(estimate.lines.every((line) => line.vatRate === 0 && line.vatTreatment === 'none')).toBe(true);
      expect([estimate.vatPence, estimate.vatLowPence, estimate.vatHighPence]).toEqual([0, 0, 0]);
    });

    it('takes the VAT date as an input (default today)', () => {
      expect(estimateRemoval(job).vatDate).toBe(new Date().toISOString().slice(0, 10));
      expect(energySavingVatRate('Wales', '2027-03-31')).toBe(0);
      expect(energySavingVatRate('Wales', '2027-04-01')).toBe(0.05);
    });
  });

  it('states typical durations from the rules', () => {
    expect(typicalDurationRange()).toEqual({ minDays: 2, maxDays: 7, text: '2–7 working days' });
  });
});

describe('lead pricing', () => {
  it('states the full range a company can pay: £25 (small, shared) to £175 ((£60 + £10 emergency) × 2.5 exclusive)', () => {
    expect(leadPriceRangePence()).toEqual({ minPence: 2500, maxPence: 17500 });
  });

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
