import { estimateRemoval } from '../../common/calculator';
import { removalRequestSchema } from '../../common/validation/removalRequest';
import {
  EMPTY_QUOTE_FORM,
  companyErrors,
  firstStepWithError,
  quoteEstimate,
  regionFromLink,
  stepOf,
  toRemovalRequestInput,
  valuesFromLink,
  type ChosenCompany,
  type QuoteFormValues,
} from '../../client/src/features/removal-request/quoteForm';

const ANSWERED: QuoteFormValues = {
  ...EMPTY_QUOTE_FORM,
  name: 'Jane Tester',
  email: 'jane@example.com',
  phone: '07700 900123',
  postcode: 'SW1A 1AA',
  propertyType: 'semi',
  bedrooms: '3',
  foamType: 'open',
  locations: ['loft', 'walls'],
  areaM2: '',
  urgency: 'asap',
  reason: 'selling',
  extras: ['membrane'],
  terms: true,
};

describe('the quote form model', () => {
  it('reads the job details from the calculator’s link, dropping extras it does not know', () => {
    const params = new URLSearchParams(
      'type=bungalow&foam=closed&area=120&access=difficult&locations=walls,floor&extras=membrane,gold_taps&region=London',
    );
    expect(valuesFromLink(params)).toEqual({
      propertyType: 'bungalow',
      foamType: 'closed',
      areaM2: '120',
      access: 'difficult',
      locations: ['walls', 'floor'],
      extras: ['membrane'],
    });
    expect(valuesFromLink(new URLSearchParams(''))).toEqual({});
    expect(regionFromLink(params)).toBe('London');
    expect(regionFromLink(new URLSearchParams('region=Atlantis'))).toBeNull();
  });

  it('shows no estimate until the property and the foam are chosen, then the calculator’s, in the postcode’s region or else the link’s', () => {
    expect(quoteEstimate(EMPTY_QUOTE_FORM, null)).toBeNull();
    expect(quoteEstimate({ ...ANSWERED, foamType: 'spray-on cheese' }, null)).toBeNull();
    expect(quoteEstimate(ANSWERED, 'Scotland')).toEqual(
      estimateRemoval({
        propertyType: 'semi',
        foamType: 'open',
        areaM2: null,
        locations: ['loft', 'walls'],
        access: 'easy',
        region: 'London',
        extras: ['membrane'],
      }),
    );
    const noPostcode = { ...ANSWERED, postcode: '', areaM2: '90' };
    expect(quoteEstimate(noPostcode, 'Scotland')).toEqual(
      estimateRemoval({
        propertyType: 'semi',
        foamType: 'open',
        areaM2: 90,
        locations: ['loft', 'walls'],
        access: 'easy',
        region: 'Scotland',
        extras: ['membrane'],
      }),
    );
    // An area outside 5–2,000 m² is not used: the typical area is.
    expect(quoteEstimate({ ...noPostcode, areaM2: '3' }, null)!.areaIsDefault).toBe(true);
  });

  it('sends the answers as the API’s input, which the shared rules accept', () => {
    const input = toRemovalRequestInput(ANSWERED, null);
    expect(input).toEqual({
      homeowner: { name: 'Jane Tester', email: 'jane@example.com', phone: '07700 900123' },
      property: { postcode: 'SW1A 1AA', type: 'semi', bedrooms: 3 },
      job: {
        foamType: 'open',
        locations: ['loft', 'walls'],
        areaM2: null,
        access: 'easy',
        urgency: 'asap',
        reason: 'selling',
        extras: ['membrane'],
        notes: '',
      },
      consent: { terms: true, marketing: false },
      form: 'quote',
      targetCompanyId: null,
    });
    expect(removalRequestSchema.safeParse(input).success).toBe(true);
    expect(toRemovalRequestInput(ANSWERED, { id: 'demo-loftclear' })).toMatchObject({
      form: 'single_company',
      targetCompanyId: 'demo-loftclear',
    });
  });

  it('puts each error on its step, and goes back to the first step with one', () => {
    expect(stepOf('property.postcode')).toBe(0);
    expect(stepOf('job.locations.0')).toBe(1);
    expect(stepOf('homeowner.phone')).toBe(2);
    expect(stepOf('consent.terms')).toBe(2);
    expect(stepOf('targetCompanyId')).toBe(2);
    expect(stepOf('somethingElse')).toBe(-1);
    expect(firstStepWithError(['homeowner.name', 'job.urgency'])).toBe(1);
    expect(firstStepWithError(['somethingElse'])).toBeNull();
  });

  it('checks that the chosen company covers the postcode’s region, once the postcode is valid', () => {
    const company: ChosenCompany = {
      id: 'demo-loftclear',
      name: 'LoftClear',
      ref: 'loftclear-removals',
      regionsText: 'London',
      problemIn: (region) => (region === 'London' ? null : { path: 'property.postcode', message: `Not in ${region}` }),
    };
    expect(companyErrors('SW1A 1AA', company)).toEqual([]);
    expect(companyErrors('CF10 1AA', company)).toEqual([{ path: 'property.postcode', message: 'Not in Wales' }]);
    expect(companyErrors('NOPE', company)).toEqual([]);
    expect(companyErrors('CF10 1AA', null)).toEqual([]);
  });
});
