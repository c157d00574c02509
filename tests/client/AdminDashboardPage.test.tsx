import { screen, within } from '@testing-library/react';
import { fakeApi, renderWithProviders } from './render';
import { AdminDashboardPage } from '../../client/src/features/admin-dashboard/AdminDashboardPage';

const month = (name: string, quotesSent: number, quotesAccepted: number, jobsRecorded: number, removalRecordsIssued: number) => ({
  __typename: 'DashboardMonth',
  month: name,
  quotesSent,
  quotesAccepted,
  jobsRecorded,
  removalRecordsIssued,
});

const DASHBOARD = {
  __typename: 'Dashboard',
  today: '2026-11-28',
  newLeadsToday: 1,
  newLeads7Days: 4,
  newLeads30Days: 12,
  leadsSold30Days: 9,
  revenueThisMonthPence: 36_000,
  pendingApplications: 0,
  certificationAwaitingReview: 0,
  callbacksWaiting: 0,
  openDisputes: 0,
  reviewsWaiting: 0,
  outreachFollowUpsDue: 0,
  leadsPerDay: [],
  weeks: [],
  months: [month('2026-09', 3, 1, 1, 0), month('2026-10', 7, 2, 2, 2), month('2026-11', 5, 1, 3, 2)],
};

describe('the admin dashboard', () => {
  it('shows quotes sent and accepted, jobs recorded and removal records issued per month in a table', async () => {
    renderWithProviders(<AdminDashboardPage />, { link: fakeApi({ data: { adminDashboard: DASHBOARD } }).link });
    const table = await screen.findByRole('table', { name: /removal records issued per month/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Quotes sent', 'Quotes accepted', 'Jobs recorded', 'Removal records issued']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ]),
    ).toEqual([
      ['September 2026', '3', '1', '1', '0'],
      ['October 2026', '7', '2', '2', '2'],
      ['November 2026', '5', '1', '3', '2'],
    ]);
  });
});
