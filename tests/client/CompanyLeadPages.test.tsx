import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { companyWithRole, fakeApi, renderWithProviders } from './render';
import { LeadPage } from '../../client/src/features/company-leads/LeadPage';
import { LeadPaymentPage } from '../../client/src/features/company-leads/LeadPaymentPage';

const LEAD = {
  __typename: 'MarketplaceLead',
  id: 'lead1',
  ref: 'SFR-000042',
  district: 'SW15',
  region: 'London',
  propertyType: 'semi',
  bedrooms: 3,
  foamType: 'open',
  locations: ['loft'],
  areaM2: 60,
  access: 'easy',
  urgency: 'asap',
  reason: 'selling',
  estimateLowPence: 300000,
  estimateHighPence: 420000,
  createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000 - 60_000).toISOString(),
  ageDays: 3,
  pricePence: 4000,
  vatPence: 800,
  totalPence: 4800,
  maxBuyers: 3,
  placesLeft: 2,
  exclusive: false,
  purchasedByMe: false,
  declinedByMe: false,
  buyable: true,
  unavailableReason: null,
  story: { __typename: 'LeadStory', stage: 'ON_SALE', sentence: 'On sale: 2 of 3 places left' },
};

const PURCHASE = {
  __typename: 'PurchasedLead',
  paymentId: 'pay1',
  purchasedAt: '2026-03-10T10:00:00.000Z',
  refunded: false,
  disputeUntil: '2026-03-24T10:00:00.000Z',
  canDispute: true,
  contact: {
    __typename: 'LeadContact',
    name: 'Helen Marsh',
    email: 'helen@example.com',
    phone: '07700900101',
    postcode: 'SW15 2PA',
    notes: 'Gate code 1234',
  },
  dispute: null,
  pipeline: {
    __typename: 'LeadPipeline',
    status: 'CONTACTED',
    lostReason: null,
    lostNote: null,
    nextActionDate: '2026-03-12',
    closed: false,
    updatedAt: '2026-03-10T11:00:00.000Z',
  },
  hiredByHomeowner: true,
  jobDoneByHomeowner: false,
  pipelineHistory: { __typename: 'LeadPipelineEventConnection', nodes: [] },
};

function renderAt(
  path: string,
  element: ReactElement,
  route: string,
  detail: Record<string, unknown>,
  balancePence = 0,
  myRole: 'OWNER' | 'BUYER' | 'VIEWER' = 'OWNER',
) {
  return renderWithProviders(element, {
    route: path,
    path: route,
    link: fakeApi({
      data: {
        marketplaceLead: { __typename: 'MarketplaceLeadDetail', ...detail },
        myBalance: { __typename: 'CompanyBalance', balancePence },
        myCompany: companyWithRole(myRole),
      },
    }).link,
  });
}

describe('company lead pages', () => {
  it('shows the redacted lead with price, VAT, places left and age, and a Buy button', async () => {
    renderAt('/company/lead/lead1', <LeadPage />, '/company/lead/:id', { lead: LEAD, purchase: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead SFR-000042: SW15, London' })).toBeInTheDocument();
    // The card checkout opens from the lead page itself: no page in between.
    expect(screen.getByRole('button', { name: 'Buy this lead: pay £48 by card' })).toBeEnabled();
    expect(screen.getByText('2 of 3 left')).toBeInTheDocument();
    expect(screen.getByText(/3 days ago/)).toBeInTheDocument();
    expect(screen.getByText('£48')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not interested' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact details' })).not.toBeInTheDocument();
  });

  it('offers one click from a balance that covers the price, with the card still offered', async () => {
    renderAt('/company/lead/lead1', <LeadPage />, '/company/lead/:id', { lead: LEAD, purchase: null }, 10_000);
    expect(await screen.findByRole('button', { name: 'Buy now for £40 from your balance (£100 → £60)' })).toBeInTheDocument();
    expect(screen.getByText(/Your balance is £100: buying deducts £40, leaving £60\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay £48 by card instead' })).toBeEnabled();
  });

  it('shows the contact details once bought, without a Buy button', async () => {
    renderAt('/company/lead/lead1', <LeadPage />, '/company/lead/:id', {
      lead: { ...LEAD, purchasedByMe: true, buyable: false, unavailableReason: 'You already bought this lead' },
      purchase: PURCHASE,
    });
    expect(await screen.findByRole('heading', { name: 'Contact details' })).toBeInTheDocument();
    expect(screen.getByText('Helen Marsh')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'helen@example.com' })).toHaveAttribute('href', 'mailto:helen@example.com');
    expect(screen.getByText('SW15 2PA')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy this lead/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your pipeline' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('CONTACTED');
    expect(screen.getByLabelText('Next action on')).toHaveValue('2026-03-12');
    expect(screen.getByText('The homeowner marked you hired')).toBeInTheDocument();
  });

  it('says why a bought lead is closed instead of counting its places', async () => {
    renderAt('/company/lead/lead1', <LeadPage />, '/company/lead/:id', {
      lead: {
        ...LEAD,
        purchasedByMe: true,
        buyable: false,
        unavailableReason: 'You already bought this lead',
        placesLeft: 1,
        story: { __typename: 'LeadStory', stage: 'CLOSED', sentence: 'Closed: the homeowner stopped further sales on 3 Nov' },
      },
      purchase: PURCHASE,
    });
    expect(await screen.findByText('Closed: the homeowner stopped further sales on 3 Nov')).toBeInTheDocument();
    expect(screen.queryByText(/of 3 left/)).not.toBeInTheDocument();
  });

  it('offers "Pay £48" on the payment page, and a clear message instead when the lead sold out', async () => {
    const first = renderAt('/company/lead/lead1/payment', <LeadPaymentPage />, '/company/lead/:id/payment', { lead: LEAD, purchase: null });
    expect(await screen.findByRole('button', { name: 'Pay £48' })).toBeInTheDocument();
    first.unmount();
    renderAt('/company/lead/lead1/payment', <LeadPaymentPage />, '/company/lead/:id/payment', {
      lead: { ...LEAD, placesLeft: 0, buyable: false, unavailableReason: 'This lead has sold out' },
      purchase: null,
    });
    expect(await screen.findByText(/This lead has sold out/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('tells a viewer why they cannot pay, instead of a "Pay £48" button the server would refuse', async () => {
    renderAt('/company/lead/lead1/payment', <LeadPaymentPage />, '/company/lead/:id/payment', { lead: LEAD, purchase: null }, 0, 'VIEWER');
    expect(await screen.findByText(/Your role is viewer: only owners and buyers can buy leads/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});
