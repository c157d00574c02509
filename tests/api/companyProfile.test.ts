import { adminDb, createUser, gql } from '../support/api';
import { createCompany, createLead } from '../support/marketplace';

const UPDATE = `mutation Update($input: CompanyProfileInput!) {
  updateMyCompanyProfile(input: $input) { id name regions contactName phone website description services leadAlerts }
}`;

const valid = (overrides: Record<string, unknown> = {}) => ({
  contactName: 'Dee Profile',
  phone: '07700 900 321',
  website: 'www.deeprofile.example.co.uk',
  services: ['loft', 'walls', 'loft'],
  leadAlerts: false,
  ...overrides,
});

describe('a company’s profile', () => {
  it('saves contact, website, services and lead alerts, normalised; name, regions and the published about text stay as they are', async () => {
    const company = await createCompany({ regions: ['London'] });
    const { body } = await gql(UPDATE, { input: valid() }, { token: company.token });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateMyCompanyProfile).toEqual({
      id: company.id,
      name: company.name,
      regions: ['London'],
      contactName: 'Dee Profile',
      phone: '07700900321',
      website: 'https://www.deeprofile.example.co.uk/',
      description: '',
      services: ['loft', 'walls'],
      leadAlerts: false,
    });
    expect((await adminDb().collection('companies').doc(company.id).get()).get('leadAlerts')).toBe(false);
  });

  it('sends no new-lead e-mail to a company that turned alerts off', async () => {
    const on = await createCompany({ regions: ['North West'] });
    const off = await createCompany({ regions: ['North West'] });
    expect((await gql(UPDATE, { input: valid({ leadAlerts: false }) }, { token: off.token })).body.errors).toBeUndefined();
    const lead = await createLead({ region: 'North West' });
    const alerts = (await adminDb().collection('mail').where('related', 'array-contains', `leads/${lead.leadId}`).get()).docs.filter(
      (m) => m.get('template') === 'new_lead_alert',
    );
    const recipients = alerts.map((m) => m.get('to'));
    expect(recipients).toContain(on.email);
    expect(recipients).not.toContain(off.email);
  });

  it('refuses bad answers field by field and changes nothing', async () => {
    const company = await createCompany({ regions: ['London'] });
    const before = (await adminDb().collection('companies').doc(company.id).get()).data();
    const { body } = await gql(
      UPDATE,
      { input: valid({ phone: '123', services: [], website: 'javascript:alert(1)', contactName: '<b>x</b>' }) },
      { token: company.token },
    );
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const fields = Object.fromEntries(
      (body.errors![0].extensions!.fieldErrors as Array<{ path: string; message: string }>).map((e) => [e.path, e.message]),
    );
    expect(fields).toMatchObject({
      phone: 'Enter a valid UK phone number, like 07700 900123',
      services: 'Choose at least one service you offer',
      website: 'Enter your website address, like https://www.example.co.uk',
      contactName: 'The name of a contact contains characters we cannot accept',
    });
    expect((await adminDb().collection('companies').doc(company.id).get()).data()).toEqual(before);
  });

  it('is for company users only', async () => {
    expect((await gql(UPDATE, { input: valid() })).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const admin = await createUser({ claims: { admin: true } });
    expect((await gql(UPDATE, { input: valid() }, { token: admin.token })).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
