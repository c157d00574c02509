import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithProviders } from './render';
import { CompanyProfilePage } from '../../client/src/features/company-profile/CompanyProfilePage';

/** The company says on its profile whether it is VAT-registered: its quotes add VAT only when it is. */
const COMPANY = {
  __typename: 'Company',
  id: 'company1',
  name: 'Loft Clear Ltd',
  slug: 'loft-clear',
  status: 'ACTIVE',
  email: 'office@loftclear.example',
  contactName: 'Dan Hughes',
  phone: '01632 960001',
  website: null,
  address: '4 Mill Lane, Reading',
  postcode: 'RG1 2AB',
  description: '',
  aboutSubmission: null,
  services: ['loft'],
  regions: ['London'],
  leadAlerts: true,
  certified: false,
  certificateNumber: null,
  certifiedUntil: null,
  vatRegistered: null,
  myRole: 'OWNER',
};

it('asks "Are you VAT-registered?" until answered, says what it decides, and saves the answer', async () => {
  const api = fakeApi((operation) =>
    operation.operationName === 'SetCompanyVatRegistration'
      ? { data: { setMyCompanyVatRegistration: { __typename: 'Company', id: 'company1', vatRegistered: true } } }
      : { data: { myCompany: COMPANY } },
  );
  renderWithProviders(<CompanyProfilePage />, { link: api.link });
  const group = await screen.findByRole('group', { name: 'Are you VAT-registered?' });
  expect(group).toHaveTextContent('This decides whether your quotes add VAT');
  expect(screen.getByText(/until then quotes cannot be sent/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save VAT registration' }));
  expect(await screen.findByText('Saved: your quotes add VAT.')).toBeInTheDocument();
  expect(api.sent.find((operation) => operation.operationName === 'SetCompanyVatRegistration')!.variables).toEqual({ vatRegistered: true });
});
