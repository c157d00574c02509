import { fieldErrorsFrom } from '../../common/validation/fieldErrors';
import { jobRecordSchema, quoteSchema } from '../../common/validation/quote';
import { jobPhotoRefusal, JOB_PHOTO_MESSAGES, MAX_JOB_PHOTO_BYTES, MAX_JOB_PHOTOS, sniffPhotoType } from '../../common/quotes';

// docs/requirements/quotes-and-removal-records.md#quote-input and #job-record: every refusal is a field error on its field.
const today = '2026-11-28';
const schema = quoteSchema({ today, region: 'London', propertyType: 'semi', vatRegistered: true });

const validQuote = () => ({
  lines: [
    { kind: 'foam_removal', amountPence: 240000, areaM2: 60, roofType: 'pitched_tiles' },
    { kind: 'waste_disposal', amountPence: 65000 },
    { kind: 'reinsulation', amountPence: 108000, material: 'mineral_wool', thicknessMm: 270, lambdaWPerMK: 0.044, areaM2: 60 },
  ] as Array<Record<string, unknown>>,
  validUntil: '2026-12-28',
  earliestStart: '2027-01-11',
  durationDays: 3,
  guarantee: { years: 10, insuranceBacked: true, insurer: 'Home Guarantee Insurers Ltd' },
  deposit: { amountPence: 50000, protected: true, protectedBy: 'Deposit Protection Scheme Ltd' } as Record<string, unknown> | null,
  methodStatement: 'Sheet the loft, cut the foam from the rafters by hand, bag it, clean the timbers and take moisture readings.',
});

type Quote = ReturnType<typeof validQuote>;
const errorsOf = (change: (quote: Quote) => void) => {
  const quote = validQuote();
  change(quote);
  const result = schema.safeParse(quote);
  return result.success ? [] : fieldErrorsFrom(result.error);
};
const errorAt = (path: string, change: (quote: Quote) => void) => errorsOf(change).find((error) => error.path === path)?.message;

describe('docs/requirements/quotes-and-removal-records.md#quote-input a company’s quote', () => {
  it('accepts a complete quote, and drops a waste carrier registration the company typed', () => {
    const quote = validQuote();
    quote.lines[1].wasteCarrier = { registrationNumber: 'FORGED', tier: 'upper' };
    const parsed = schema.parse(quote);
    expect(parsed.lines[1]).toEqual({ kind: 'waste_disposal', amountPence: 65000 });
    expect(parsed.deposit).toMatchObject({ amountPence: 50000, protected: true });
  });

  it('accepts a quote without a deposit, a guarantee of 0 years not insurance-backed, and the limits themselves', () => {
    expect(
      errorsOf((q) => {
        q.deposit = null;
        q.guarantee = { years: 0, insuranceBacked: false, insurer: '' };
        q.lines[0].amountPence = 10_000_000; // £100,000 exactly
        q.lines[0].areaM2 = 1000;
        q.validUntil = '2027-02-26'; // today + 90 days
        q.earliestStart = today;
        q.durationDays = 60;
      }),
    ).toEqual([]);
  });

  it.each([
    ['missing', undefined, 'Enter the price of this line in pounds, like 1,250'],
    ['negative', -5000, 'The price of this line cannot be negative'],
    ['zero', 0, 'The price of this line must be more than £0'],
    ['over £100,000', 10_000_001, 'The price of this line must be £100,000 or less: check the figure'],
    ['a fraction of a penny', 1250.5, 'Enter the price of this line to the penny, like 1,250.50'],
  ])('refuses an amount that is %s on its field', (_what, amount, message) => {
    expect(errorAt('lines.1.amountPence', (q) => (q.lines[1].amountPence = amount))).toBe(message);
  });

  it.each([
    ['over 1,000 m²', 1000.5, 'Enter an area of 1,000 m² or less'],
    ['0 m²', 0, 'The area must be more than 0 m²'],
    ['missing', undefined, 'Enter the area in square metres, like 42'],
  ])('refuses a removal area %s', (_what, area, message) => {
    expect(errorAt('lines.0.areaM2', (q) => (q.lines[0].areaM2 = area))).toBe(message);
  });

  it('refuses a re-insulation area over 1,000 m² and an implausible thickness or λ', () => {
    expect(errorAt('lines.2.areaM2', (q) => (q.lines[2].areaM2 = 1200))).toBe('Enter an area of 1,000 m² or less');
    expect(errorAt('lines.2.thicknessMm', (q) => (q.lines[2].thicknessMm = 5))).toBe('Enter a thickness between 10 and 500 mm');
    expect(errorAt('lines.2.lambdaWPerMK', (q) => (q.lines[2].lambdaWPerMK = 0.44))).toBe(
      'Enter a thermal conductivity (λ) between 0.015 and 0.1 W/m·K, as the product declares it',
    );
    expect(errorAt('lines.2.material', (q) => (q.lines[2].material = 'spray_foam'))).toBe('Choose the insulation material');
  });

  it('refuses a line kind outside the vocabulary, and an "other" line without its description', () => {
    expect(errorAt('lines.0.kind', (q) => (q.lines[0] = { kind: 'discount', amountPence: -100 }))).toBe(
      'Choose what this line is from the list',
    );
    expect(errorAt('lines.0.description', (q) => (q.lines[0] = { kind: 'other', amountPence: 100 }))).toBe('Enter what this line is for');
  });

  it('takes 1 to 20 lines', () => {
    expect(errorAt('lines', (q) => (q.lines = []))).toBe('Add at least one line to the quote');
    const line = { kind: 'access', amountPence: 100 };
    expect(errorAt('lines', (q) => (q.lines = Array.from({ length: 21 }, () => ({ ...line }))))).toBe(
      'A quote has at most 20 lines: put small items together on one line',
    );
    const twenty = Array.from({ length: 20 }, () => ({ kind: 'access', amountPence: 10000 }));
    expect(errorsOf((q) => (q.lines = twenty))).toEqual([]);
  });

  it('takes a valid-until date after today and at most 90 days ahead', () => {
    expect(errorAt('validUntil', (q) => (q.validUntil = today))).toBe('The quote must be valid until a day after today');
    expect(errorAt('validUntil', (q) => (q.validUntil = '2027-02-27'))).toBe(
      'A quote can be valid for at most 90 days: until 26 February 2027',
    );
    expect(errorAt('validUntil', (q) => (q.validUntil = '2027-02-30'))).toBe('Enter the date the quote is valid until as a real date');
    expect(errorAt('validUntil', (q) => (q.validUntil = ''))).toBe('Enter the date the quote is valid until');
  });

  it('takes an earliest start from today, and a duration of 1 to 60 working days', () => {
    expect(errorAt('earliestStart', (q) => (q.earliestStart = '2026-11-27'))).toBe('The earliest start cannot be in the past');
    expect(errorAt('earliestStart', (q) => (q.earliestStart = '2027-11-29'))).toBe(
      'Choose an earliest start within a year: by 28 November 2027',
    );
    expect(errorsOf((q) => (q.earliestStart = '2027-11-28'))).toEqual([]);
    expect(errorAt('durationDays', (q) => (q.durationDays = 0))).toBe('The job takes at least 1 working day');
    expect(errorAt('durationDays', (q) => (q.durationDays = 61))).toBe('Enter a duration of 60 working days or fewer');
    expect(errorAt('durationDays', (q) => (q.durationDays = 2.5))).toBe('Enter the duration in whole working days');
  });

  it('takes a guarantee of 0 to 25 years, naming the insurer when it is insurance-backed', () => {
    expect(errorAt('guarantee.years', (q) => (q.guarantee.years = 26))).toBe('Enter a guarantee of 25 years or fewer');
    expect(errorAt('guarantee.years', (q) => (q.guarantee.years = -1))).toBe('The guarantee cannot be negative: enter 0 for none');
    expect(errorAt('guarantee.insurer', (q) => (q.guarantee.insurer = ''))).toBe('Name the insurer that backs the guarantee');
    expect(errorAt('guarantee.years', (q) => (q.guarantee.years = 0))).toBe('An insurance-backed guarantee lasts at least a year');
  });

  it('takes a deposit of at most the total with VAT, naming who protects it when it is protected', () => {
    // Total: £2,400 + £650 at 20 % (£610) and £1,080 at 0 % (work finishing 13 January 2027) = £4,740.
    expect(errorsOf((q) => (q.deposit!.amountPence = 474000))).toEqual([]);
    expect(errorAt('deposit.amountPence', (q) => (q.deposit!.amountPence = 474001))).toBe(
      'The deposit cannot be more than the quote’s total of £4,740',
    );
    expect(errorAt('deposit.amountPence', (q) => (q.deposit!.amountPence = -1))).toBe('The deposit cannot be negative');
    expect(errorAt('deposit.protectedBy', (q) => (q.deposit!.protectedBy = ' '))).toBe(
      'Name the scheme or insurer that protects the deposit',
    );
    expect(errorsOf((q) => (q.deposit = { amountPence: 1000, protected: false }))).toEqual([]);
  });

  it('takes a plain-text method statement of at most 2,000 characters', () => {
    expect(errorAt('methodStatement', (q) => (q.methodStatement = 'x'.repeat(2001)))).toBe(
      'The method statement must be 2000 characters or fewer',
    );
    expect(errorAt('methodStatement', (q) => (q.methodStatement = 'We <b>remove</b> it'))).toBe(
      'Write the method statement as plain text, without < or >',
    );
    expect(errorAt('methodStatement', (q) => (q.methodStatement = '   '))).toBe(
      'Describe how you will do the job: access, protection, removal, checks and clean-up',
    );
  });

  it('checks the deposit against the total even when another field is wrong, and never prices from a refused start', () => {
    expect(
      errorsOf((q) => {
        q.deposit!.amountPence = 474001;
        q.lines[0].areaM2 = 5000;
      }).map((e) => e.path),
    ).toEqual(['lines.0.areaM2', 'deposit.amountPence']);
    expect(errorsOf((q) => (q.earliestStart = '2027-02-30')).map((e) => e.path)).toEqual(['earliestStart']);
    expect(errorsOf((q) => (q.durationDays = 1e9)).map((e) => e.path)).toEqual(['durationDays']);
  });

  it('reports every wrong field at once, one message each', () => {
    const errors = errorsOf((q) => {
      q.lines[0].amountPence = -1;
      q.lines[0].areaM2 = 5000;
      q.durationDays = 0;
    });
    expect(errors.map((e) => e.path)).toEqual(['lines.0.amountPence', 'lines.0.areaM2', 'durationDays']);
  });
});

describe('docs/requirements/quotes-and-removal-records.md#job-record the hired company’s job record', () => {
  const recordSchema = jobRecordSchema({ today });
  const validRecord = () => ({
    startedOn: '2026-11-23',
    finishedOn: '2026-11-25',
    roofAreas: [
      {
        name: 'Front slope',
        areaM2: 36,
        readings: [
          { percent: 14, where: 'Rafter 3, near the ridge' },
          { percent: 17.5, where: 'Rafter 7, at the eaves' },
        ],
        defectsFound: 'One split rafter',
        defectsRepaired: 'Rafter 5 sistered',
      },
    ] as Array<Record<string, unknown> & { readings: Array<Record<string, unknown>> }>,
    waste: { transferNoteReference: 'WTN-2026-0042', carrier: 'LoftClear Removals Ltd' },
    reinsulation: { material: 'wood_fibre', thicknessMm: 200, lambdaWPerMK: 0.038, areaM2: 60 } as Record<string, unknown> | null,
  });
  const recordErrorAt = (path: string, change: (record: ReturnType<typeof validRecord>) => void) => {
    const record = validRecord();
    change(record);
    const result = recordSchema.safeParse(record);
    return result.success ? undefined : fieldErrorsFrom(result.error).find((error) => error.path === path)?.message;
  };

  it('accepts a complete record, and one without re-insulation', () => {
    expect(recordSchema.safeParse(validRecord()).success).toBe(true);
    expect(recordSchema.parse({ ...validRecord(), reinsulation: null }).reinsulation).toBeNull();
  });

  it.each([
    [101, 'A moisture reading is a percentage from 0 to 100'],
    [-1, 'A moisture reading is a percentage from 0 to 100'],
    [undefined, 'Enter the moisture reading as a percentage, like 14'],
  ])('refuses a moisture reading of %s', (percent, message) => {
    expect(recordErrorAt('roofAreas.0.readings.1.percent', (r) => (r.roofAreas[0].readings[1].percent = percent))).toBe(message);
  });

  it('needs where each reading was taken', () => {
    expect(recordErrorAt('roofAreas.0.readings.0.where', (r) => (r.roofAreas[0].readings[0].where = ''))).toBe(
      'Enter where the reading was taken, like “rafter 3, north slope”',
    );
  });

  it('refuses a finish before the start, and dates in the future', () => {
    expect(recordErrorAt('finishedOn', (r) => (r.finishedOn = '2026-11-22'))).toBe('The finish date cannot be before the start date');
    expect(recordErrorAt('finishedOn', (r) => (r.finishedOn = '2026-11-29'))).toBe('The finish date cannot be in the future');
    expect(recordSchema.safeParse({ ...validRecord(), finishedOn: '2026-11-23' }).success).toBe(true); // a one-day job
  });

  it('needs the waste transfer note reference and the carrier', () => {
    expect(recordErrorAt('waste.transferNoteReference', (r) => (r.waste.transferNoteReference = ''))).toBe(
      'Enter the waste transfer note reference',
    );
    expect(recordErrorAt('waste.carrier', (r) => (r.waste.carrier = ''))).toBe('Enter the waste carrier’s name');
  });

  it('refuses re-insulation over 1,000 m²', () => {
    expect(recordErrorAt('reinsulation.areaM2', (r) => (r.reinsulation!.areaM2 = 1001))).toBe('Enter an area of 1,000 m² or less');
  });
});

describe('docs/requirements/quotes-and-removal-records.md#photographs photographs of the job', () => {
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0, 0, 0, 0, 0, 0, 0, 0]);
  const webp = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
  const pdf = new TextEncoder().encode('%PDF-1.7 xxxx');

  it('takes images by their bytes: JPEG, PNG, WebP; not a PDF', () => {
    expect(sniffPhotoType(jpeg)).toBe('image/jpeg');
    expect(sniffPhotoType(webp)).toBe('image/webp');
    expect(sniffPhotoType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffPhotoType(pdf)).toBeNull();
    expect(sniffPhotoType(Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45]))).toBeNull(); // RIFF…WAVE
  });

  it('refuses, naming the limit, a file that is not an image, one over 20 MB and a 41st photograph', () => {
    expect(MAX_JOB_PHOTO_BYTES).toBe(20 * 1024 * 1024);
    expect(jobPhotoRefusal({ bytes: MAX_JOB_PHOTO_BYTES, head: jpeg }, MAX_JOB_PHOTOS - 1)).toBeNull();
    expect(jobPhotoRefusal({ bytes: MAX_JOB_PHOTO_BYTES + 1, head: jpeg }, 0)).toBe(JOB_PHOTO_MESSAGES.tooLarge);
    expect(jobPhotoRefusal({ bytes: 1000, head: pdf }, 0)).toBe(JOB_PHOTO_MESSAGES.wrongType);
    expect(jobPhotoRefusal({ bytes: 1000, head: jpeg }, 40)).toBe(JOB_PHOTO_MESSAGES.tooMany);
    expect(JOB_PHOTO_MESSAGES.tooLarge).toMatch(/20 MB/);
    expect(JOB_PHOTO_MESSAGES.tooMany).toMatch(/40 photographs/);
  });
});
