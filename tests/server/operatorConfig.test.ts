import { loadConfig, sitePhone } from '../../server/platform/config';

const realProduction = {
  NODE_ENV: 'production',
  FIREBASE_PROJECT_ID: 'sprayfoam-prod',
  PAYMENTS_PROVIDER: 'local',
  PUBLIC_URL: 'https://www.example.co.uk',
};

describe('who runs the site', () => {
  it('is required in production on a real project, and the error says which variables and why', () => {
    expect(() => loadConfig(realProduction)).toThrow(/OPERATOR_LEGAL_NAME and OPERATOR_REGISTERED_ADDRESS: the site must say who runs it/);
  });

  it('takes the legal name, company number, registered address, ICO registration and e-mail from the environment', () => {
    const config = loadConfig({
      ...realProduction,
      OPERATOR_LEGAL_NAME: 'Foam Clear Ltd',
      OPERATOR_COMPANY_NUMBER: 'SC123456',
      OPERATOR_REGISTERED_ADDRESS: '1 High Street, Leeds LS1 1AA',
      OPERATOR_ICO_REGISTRATION: 'ZA123456',
      OPERATOR_EMAIL: 'privacy@foamclear.co.uk',
      OPERATOR_PHONE: '0113 496 0000',
      OPERATOR_VAT_NUMBER: 'GB123456789',
    });
    expect(config.operator).toEqual({
      legalName: 'Foam Clear Ltd',
      companyNumber: 'SC123456',
      registeredAddress: '1 High Street, Leeds LS1 1AA',
      icoRegistration: 'ZA123456',
      email: 'privacy@foamclear.co.uk',
      phone: '0113 496 0000',
      configured: true,
    });
  });

  it('refuses numbers that are not a Companies House or ICO number, naming the variable', () => {
    expect(() => loadConfig({ OPERATOR_COMPANY_NUMBER: '123' })).toThrow(/OPERATOR_COMPANY_NUMBER must be a Companies House number/);
    expect(() => loadConfig({ OPERATOR_ICO_REGISTRATION: 'ICO-1' })).toThrow(
      /OPERATOR_ICO_REGISTRATION must be an ICO registration number/,
    );
  });

  it('on the embedded demo, shows a number Ofcom keeps for drama unless OPERATOR_PHONE is set, and refuses one that is not a number', () => {
    expect(loadConfig({}).operator.phone).toBe('0808 157 0192');
    expect(sitePhone({})).toBe('0808 157 0192');
    expect(sitePhone({ OPERATOR_PHONE: '0113 496 0000' })).toBe('0113 496 0000');
    expect(() => loadConfig({ OPERATOR_PHONE: 'call us' })).toThrow(/OPERATOR_PHONE must be a phone number/);
  });

  it('requires the phone number in production on a real project, naming the variable and why', () => {
    const identified = {
      ...realProduction,
      OPERATOR_LEGAL_NAME: 'Foam Clear Ltd',
      OPERATOR_REGISTERED_ADDRESS: '1 High Street, Leeds LS1 1AA',
    };
    expect(() => loadConfig({ ...identified, OPERATOR_VAT_NUMBER: 'GB123456789' })).toThrow(
      /OPERATOR_PHONE: every page shows homeowners a number to call; set the number your team answers/,
    );
    expect(loadConfig({ ...identified, OPERATOR_VAT_NUMBER: 'GB123456789', OPERATOR_PHONE: '0113 496 0000' }).operator.phone).toBe(
      '0113 496 0000',
    );
  });

  it('on the embedded demo, says plainly that the operator has not been configured', () => {
    expect(loadConfig({}).operator).toMatchObject({
      configured: false,
      companyNumber: null,
      legalName: expect.stringMatching(/demonstration/),
    });
  });
});

describe('the supplier on VAT invoices', () => {
  const identified = {
    ...realProduction,
    OPERATOR_LEGAL_NAME: 'Foam Clear Ltd',
    OPERATOR_REGISTERED_ADDRESS: '1 High Street, Leeds LS1 1AA',
    OPERATOR_PHONE: '0113 496 0000',
  };

  it('refuses to start in production on a real project without a VAT registration number, saying which variable and why', () => {
    expect(() => loadConfig(identified)).toThrow(
      /OPERATOR_VAT_NUMBER \(and OPERATOR_INVOICE_ADDRESS or OPERATOR_REGISTERED_ADDRESS\): a VAT invoice must show the supplier’s VAT registration number/,
    );
  });

  it('takes the VAT number (spaces removed) and the invoice address, else the registered address', () => {
    expect(loadConfig({ ...identified, OPERATOR_VAT_NUMBER: 'gb 123 4567 89' }).invoicing).toEqual({
      supplierName: 'Foam Clear Ltd',
      supplierAddress: '1 High Street, Leeds LS1 1AA',
      vatNumber: 'GB123456789',
      configured: true,
    });
    expect(
      loadConfig({ ...identified, OPERATOR_VAT_NUMBER: 'GB123456789', OPERATOR_INVOICE_ADDRESS: 'Unit 2, Mill Lane, Leeds LS2 2BB' })
        .invoicing.supplierAddress,
    ).toBe('Unit 2, Mill Lane, Leeds LS2 2BB');
  });

  it('refuses a VAT number that is not a UK one, naming the variable', () => {
    expect(() => loadConfig({ OPERATOR_VAT_NUMBER: '12345' })).toThrow(/OPERATOR_VAT_NUMBER must be a UK VAT registration number/);
  });

  it('on the embedded demo, prints visible placeholders and says it is not configured', () => {
    expect(loadConfig({}).invoicing).toMatchObject({
      configured: false,
      vatNumber: expect.stringMatching(/^PLACEHOLDER/),
      supplierAddress: expect.stringMatching(/^PLACEHOLDER/),
    });
  });
});
