import { applicationSchema, normaliseCompaniesHouseNumber, parsePounds } from '../../common/validation/application';
import { slugBase } from '../../server/modules/companies/companies.repository';

const valid = {
  companyName: 'Attic Clear Ltd',
  contactName: 'Morag Test',
  email: 'Morag@Example.com',
  phone: '07700 900123',
  website: null,
  companiesHouseNumber: '01234567',
  yearsTrading: 3,
  regions: ['Scotland'],
  services: ['loft'],
  publicLiabilityCoverPounds: 1_000_000,
  consent: { terms: true },
};

describe('company application rules', () => {
  it.each([
    ['01234567', '01234567'],
    ['sc123456', 'SC123456'],
    [' NI 012 345 ', 'NI012345'],
    ['oc301234', 'OC301234'],
    ['r0123456', 'R0123456'],
    ['1234567', null],
    ['XY123456', null],
    ['SC12345', null],
    ['SC1234567', null],
    ['12345678 9', null],
  ])('reads the Companies House number %p as %p', (input, expected) => {
    expect(normaliseCompaniesHouseNumber(input)).toBe(expected);
  });

  it('reads pounds typed with £, commas and spaces', () => {
    expect(parsePounds('£2,000,000')).toBe(2_000_000);
    expect(parsePounds(' 1 500 000 ')).toBe(1_500_000);
    expect(parsePounds('')).toBeNaN();
    expect(parsePounds('two million')).toBeNaN();
  });

  it('stores the cover in pence, at exactly £1,000,000 too, and the lists without duplicates', () => {
    const data = applicationSchema.parse({ ...valid, regions: ['Scotland', 'Scotland', 'Wales'] });
    expect(data.publicLiabilityCoverPence).toBe(100_000_000);
    expect(data).not.toHaveProperty('publicLiabilityCoverPounds');
    expect(data.regions).toEqual(['Scotland', 'Wales']);
    expect(data.email).toBe('morag@example.com');
    expect(data.accreditations).toEqual([]);
    expect(data.message).toBe('');
  });

  it.each([
    ['example.co.uk', 'https://example.co.uk/'],
    ['http://www.example.com/about', 'http://www.example.com/about'],
    ['', null],
  ])('reads the website %p as %p', (website, expected) => {
    expect(applicationSchema.parse({ ...valid, website }).website).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'mailto:me@example.com', 'https://localhost', 'https://user:pw@example.com'])(
    'refuses the website %p',
    (website) => {
      expect(applicationSchema.safeParse({ ...valid, website }).success).toBe(false);
    },
  );

  it.each([
    ['LoftClear Removals Ltd', 'loftclear-removals'],
    ['Smith & Sons (Insulation) Limited', 'smith-and-sons-insulation'],
    ['Ćelik’s Foam PLC', 'celiks-foam'],
    ['***', 'company'],
  ])('makes the slug of %p', (name, slug) => {
    expect(slugBase(name)).toBe(slug);
  });
});
