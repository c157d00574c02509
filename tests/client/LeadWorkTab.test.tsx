import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders, type SentOperation } from './render';
import { LeadWorkTab } from '../../client/src/features/admin-leads/LeadWorkTab';
import { ConfirmProvider } from '../../client/src/ui/admin/ConfirmDialog';
import { ToastProvider } from '../../client/src/ui/admin/Toasts';

const revision = (netPence: number, vatPence: number) => ({
  __typename: 'QuoteRevision',
  netPence,
  vatPence,
  totalPence: netPence + vatPence,
});

const QUOTES = [
  {
    __typename: 'AdminLeadQuote',
    id: 'lead1_c1',
    companyId: 'c1',
    companyName: 'Clear Loft Ltd',
    status: 'accepted',
    declineReason: null,
    decidedAt: '2026-11-20T10:00:00.000Z',
    revisionCount: 2,
    firstSentAt: '2026-11-10T09:00:00.000Z',
    lastSentAt: '2026-11-12T15:30:00.000Z',
    latest: revision(725_000, 101_000),
  },
  {
    __typename: 'AdminLeadQuote',
    id: 'lead1_c2',
    companyId: 'c2',
    companyName: 'Second Quote Ltd',
    status: 'not_chosen',
    declineReason: null,
    decidedAt: '2026-11-20T10:00:00.000Z',
    revisionCount: 1,
    firstSentAt: '2026-11-11T09:00:00.000Z',
    lastSentAt: '2026-11-11T09:00:00.000Z',
    latest: revision(600_000, 120_000),
  },
];

const JOB = {
  __typename: 'JobRecord',
  id: 'lead1__c1',
  companyName: 'Clear Loft Ltd',
  status: 'CONFIRMED',
  startedOn: '2026-11-23',
  finishedOn: '2026-11-25',
  roofAreas: [
    {
      __typename: 'JobRoofArea',
      name: 'Rear slope',
      areaM2: 42.5,
      readings: [14, 11.5, 17].map((percent) => ({ __typename: 'MoistureReading', percent })),
    },
  ],
  waste: { __typename: 'JobWaste', transferNoteReference: 'WTN-2026-118', carrier: 'Clearway Waste Ltd' },
  reinsulation: { __typename: 'JobReinsulation', material: 'mineral_wool', thicknessMm: 270, areaM2: 82.5 },
  submittedAt: '2026-11-25T18:00:00.000Z',
  confirmedAt: '2026-11-26T09:00:00.000Z',
  rejectionReason: null,
  updatedAt: '2026-11-26T09:00:00.000Z',
};

const record = (number: string, version: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'AdminRemovalRecord',
  number,
  version,
  issuedAt: '2026-11-26T09:00:00.000Z',
  supersededBy: null,
  withdrawn: null,
  ...extra,
});

function renderTab(answer: (operation: SentOperation) => Record<string, unknown> | undefined) {
  const api = fakeApi(answer);
  renderWithProviders(
    <ToastProvider>
      <ConfirmProvider>
        <LeadWorkTab leadId="lead1" />
      </ConfirmProvider>
    </ToastProvider>,
    { link: api.link },
  );
  return api;
}

const work = {
  data: {
    adminLeadQuotes: QUOTES,
    adminLeadJobRecords: [
      {
        __typename: 'AdminLeadJobRecord',
        jobRecord: JOB,
        removalRecords: [
          record('SFR-REM-2026-00007-2', 2),
          record('SFR-REM-2026-00007', 1, {
            supersededBy: 'SFR-REM-2026-00007-2',
            withdrawn: {
              __typename: 'AdminRemovalRecordWithdrawal',
              reason: 'Readings copied from another job',
              at: '2026-11-27T10:00:00.000Z',
              by: 'admin@example.com',
            },
          }),
        ],
      },
    ],
  },
};

describe('the quotes and job tab of a lead’s details', () => {
  it('shows each quote’s totals, status and revisions, the accepted one, the job record and its removal records', async () => {
    renderTab(() => work);
    const table = await screen.findByRole('table', { name: 'Quotes on this request' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      // Before VAT, VAT, with VAT, status, revisions, sent, last changed.
      ['£7,250', '£1,010', '£8,260', 'Accepted, 20 Nov 2026, 10:00', '2', '10 Nov 2026, 09:00', '12 Nov 2026, 15:30'],
      ['£6,000', '£1,200', '£7,200', 'Not chosen, 20 Nov 2026, 10:00', '1', '11 Nov 2026, 09:00', 'Not changed'],
    ]);
    expect(screen.getByText('Accepted: Clear Loft Ltd.')).toBeInTheDocument();

    const job = screen.getByRole('region', { name: 'Job record of Clear Loft Ltd' });
    expect(within(job).getByText('Rear slope: 42.5 m², readings 11.5–17 %')).toBeInTheDocument();
    expect(within(job).getByText('WTN-2026-118 (Clearway Waste Ltd)')).toBeInTheDocument();
    expect(within(job).getByText('Mineral wool (glass or rock), 270 mm, 82.5 m²')).toBeInTheDocument();
    expect(within(job).getByRole('link', { name: 'SFR-REM-2026-00007-2' })).toHaveAttribute('href', '/verify-removal/SFR-REM-2026-00007-2');
    const old = within(job).getByRole('link', { name: 'SFR-REM-2026-00007' }).closest('li')!;
    expect(old).toHaveTextContent('superseded by SFR-REM-2026-00007-2');
    expect(old).toHaveTextContent('by admin@example.com: “Readings copied from another job”');
    // Only the record still standing can be withdrawn.
    expect(within(job).getAllByRole('button', { name: 'Withdraw this record' })).toHaveLength(1);
  });

  it('withdraws a record only after a confirmation with a reason, sending that reason', async () => {
    const user = userEvent.setup();
    const api = renderTab((operation) =>
      operation.operationName === 'WithdrawRemovalRecord'
        ? {
            data: {
              withdrawRemovalRecord: {
                __typename: 'RemovalRecord',
                number: operation.variables.number,
                withdrawn: { __typename: 'RemovalRecordWithdrawal', reason: operation.variables.reason, at: '2026-11-28T10:00:00.000Z' },
              },
            },
          }
        : work,
    );
    await user.click(await screen.findByRole('button', { name: 'Withdraw this record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw removal record SFR-REM-2026-00007-2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw this record' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give a reason');
    expect(api.sent.filter((operation) => operation.operationName === 'WithdrawRemovalRecord')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The company was struck off');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw this record' }));
    await waitFor(() =>
      expect(api.sent.filter((operation) => operation.operationName === 'WithdrawRemovalRecord')).toEqual([
        { operationName: 'WithdrawRemovalRecord', variables: { number: 'SFR-REM-2026-00007-2', reason: 'The company was struck off' } },
      ]),
    );
    expect(await screen.findByText('Removal record SFR-REM-2026-00007-2 withdrawn')).toBeInTheDocument();
  });

  it('says so when there are no quotes and no job record', async () => {
    renderTab(() => ({ data: { adminLeadQuotes: [], adminLeadJobRecords: [] } }));
    expect(await screen.findByText('No company has sent a quote.')).toBeInTheDocument();
    expect(screen.getByText('No company has recorded the job.')).toBeInTheDocument();
  });
});
