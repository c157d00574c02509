import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi, renderWithProviders, type SentOperation } from './render';
import { JobRecordForm, JobRecordSection } from '../../client/src/features/job-records/JobRecordSection';
import { HomeownerJobRecords } from '../../client/src/features/job-records/HomeownerJobRecords';

const TODAY = '2026-03-20';

const PHOTOS = [
  { __typename: 'JobPhoto', id: 'photo-a', url: 'https://storage.test/a.jpg', width: 64, height: 48 },
  { __typename: 'JobPhoto', id: 'photo-b', url: 'https://storage.test/b.jpg', width: 64, height: 48 },
] as const;

const SAVED = {
  __typename: 'JobRecord',
  id: 'job1',
  leadId: 'lead1',
  companyId: 'co1',
  companyName: 'Loft Clear Ltd',
  status: 'SUBMITTED',
  startedOn: '2026-03-10',
  finishedOn: '2026-03-12',
  roofAreas: [
    {
      __typename: 'JobRoofArea',
      name: 'Rear slope',
      areaM2: 32.5,
      beforePhotoIds: ['photo-a'],
      afterPhotoIds: ['photo-b'],
      readings: [
        { __typename: 'MoistureReading', percent: 12, where: 'rafter 1' },
        { __typename: 'MoistureReading', percent: 17.5, where: 'rafter 4' },
      ],
      defectsFound: 'One split rafter',
      defectsRepaired: 'Rafter sistered',
    },
  ],
  waste: { __typename: 'JobWaste', transferNoteReference: 'WTN-2026-0042', carrier: 'Clearway Waste' },
  reinsulation: null,
  rejectionReason: null,
  removalRecordNumber: null,
  submissions: 1,
  submittedAt: '2026-03-13T10:00:00.000Z',
  confirmedAt: null,
  updatedAt: '2026-03-13T10:00:00.000Z',
};

function renderForm(answer: (operation: SentOperation) => Record<string, unknown> | undefined = () => undefined) {
  const api = fakeApi(answer);
  renderWithProviders(<JobRecordForm leadId="lead1" record={null} photos={PHOTOS} onPhotoUploaded={() => {}} today={TODAY} />, {
    link: api.link,
  });
  return api;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValid() {
  type('Day the job started', '2026-03-10');
  type('Day the job finished', '2026-03-12');
  type('Area 1: name', 'Rear slope');
  type('Area 1: size in m²', '32.5');
  type('Area 1, reading 1: moisture %', '12');
  type('Area 1, reading 1: where taken', 'rafter 1');
  type('Waste transfer note reference', 'WTN-2026-0042');
  type('Waste carrier', 'Clearway Waste');
}

describe('docs/requirements/quotes-and-removal-records.md#job-record: the company’s job record form', () => {
  it('adds roof areas and readings, and sends them in the API’s shape with the chosen photographs', async () => {
    const api = renderForm((op) =>
      op.operationName === 'SaveJobRecord'
        ? { data: { saveJobRecord: { ...SAVED, status: 'DRAFT' } } }
        : op.operationName === 'SubmitJobRecord'
          ? { data: { submitJobRecord: SAVED } }
          : undefined,
    );
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Add a reading to area 1' }));
    type('Area 1, reading 2: moisture %', '17.5');
    type('Area 1, reading 2: where taken', 'rafter 4');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Area 1: before photographs: photograph 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Area 1: after photographs: photograph 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a roof area' }));
    const second = screen.getByTestId('roof-area-2');
    expect(within(second).getByLabelText('Area 2: name')).toHaveValue('');
    type('Area 2: name', 'Front slope');
    type('Area 2: size in m²', '20');
    type('Area 2, reading 1: moisture %', '14');
    type('Area 2, reading 1: where taken', 'purlin');

    fireEvent.click(screen.getByRole('button', { name: 'Send to the homeowner' }));
    expect(await screen.findByText('Sent to the homeowner: we have e-mailed them to review it.')).toBeInTheDocument();
    expect(api.sent.map((op) => op.operationName)).toEqual(['SaveJobRecord', 'SubmitJobRecord']);
    const input = api.sent[0].variables.input;
    expect(input.roofAreas).toHaveLength(2);
    expect(input.roofAreas[0]).toMatchObject({
      name: 'Rear slope',
      areaM2: 32.5,
      beforePhotoIds: ['photo-a'],
      afterPhotoIds: ['photo-b'],
      readings: [
        { percent: 12, where: 'rafter 1' },
        { percent: 17.5, where: 'rafter 4' },
      ],
    });
    expect(input.roofAreas[1]).toMatchObject({ name: 'Front slope', readings: [{ percent: 14, where: 'purlin' }] });
    expect(input.reinsulation).toBeNull();
    expect(screen.getByTestId('job-record-status')).toHaveTextContent('Sent to the homeowner: waiting for their answer');

    fireEvent.click(screen.getByRole('button', { name: 'Remove roof area 2' }));
    expect(screen.queryByTestId('roof-area-2')).toBeNull();
  });

  it('refuses a reading of 101 % on its field before anything is sent', async () => {
    const api = renderForm();
    fillValid();
    type('Area 1, reading 1: moisture %', '101');
    fireEvent.click(screen.getByRole('button', { name: 'Send to the homeowner' }));
    const field = screen.getByLabelText('Area 1, reading 1: moisture %');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('A moisture reading is a percentage from 0 to 100');
    expect(field).toHaveValue('101');
    expect(api.sent).toEqual([]);
  });

  it('shows the server’s field error on its field and keeps everything typed', async () => {
    renderForm((op) =>
      op.operationName === 'SaveJobRecord'
        ? {
            errors: [
              {
                message: 'Some fields need your attention',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fieldErrors: [{ path: 'waste.transferNoteReference', message: 'This reference is used by another job' }],
                },
              },
            ],
          }
        : undefined,
    );
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const field = screen.getByLabelText('Waste transfer note reference');
    await waitFor(() => expect(field).toHaveAccessibleDescription('This reference is used by another job'));
    expect(field).toHaveValue('WTN-2026-0042');
    expect(screen.getByLabelText('Area 1: name')).toHaveValue('Rear slope');
    expect(screen.getByLabelText('Area 1, reading 1: moisture %')).toHaveValue('12');
    expect(screen.getByLabelText('Day the job started')).toHaveValue('2026-03-10');
  });

  it('tells a viewer why it cannot record the job, and asks nothing of the API', () => {
    const api = fakeApi();
    renderWithProviders(<JobRecordSection leadId="lead1" refusal="A viewer cannot work on leads: ask the owner." />, { link: api.link });
    expect(screen.getByText('A viewer cannot work on leads: ask the owner.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to the homeowner' })).toBeNull();
    expect(api.sent).toEqual([]);
  });

  it('shows R for the re-insulation typed', () => {
    renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: /No re-insulation went in/ }));
    type('Thickness in mm', '270');
    type('Thermal conductivity λ in W/m·K', '0.044');
    expect(screen.getByTestId('reinsulation-r')).toHaveTextContent('6.14 m²·K/W');
  });
});

const entry = (jobRecord: Record<string, unknown>, shares: unknown[] = [], survey: unknown = null) => ({
  __typename: 'HomeownerJobRecord',
  jobRecord: { ...SAVED, ...jobRecord },
  shares,
  photos: [],
  survey,
});

function renderHomeowner(answer: (operation: SentOperation) => Record<string, unknown> | undefined) {
  const api = fakeApi(answer);
  renderWithProviders(<HomeownerJobRecords id="req1" token="tok" />, { link: api.link });
  return api;
}

describe('docs/requirements/quotes-and-removal-records.md#job-record: the homeowner’s review', () => {
  it('asks nothing again for the records the page was opened with, and asks after a navigation', async () => {
    // A record sent back to the company: no part of the section loads code of its own.
    const rejected = entry({ status: 'REJECTED', rejectionReason: 'The dates are wrong' });
    const api = fakeApi((op) => (op.operationName === 'HomeownerJobRecords' ? { data: { homeownerJobRecords: [rejected] } } : undefined));
    const asked = () => api.sent.filter((op) => op.operationName === 'HomeownerJobRecords').length;
    // The first render fills the cache, as the server's render fills the page's.
    const first = renderWithProviders(<HomeownerJobRecords id="req1" token="tok" />, { link: api.link });
    expect(await screen.findByText(/12 % to 17.5 %/)).toBeInTheDocument();
    expect(asked()).toBe(1);
    first.unmount();
    const withCache = (initialIndex: number) => (
      <ApolloProvider client={first.client}>
        <MemoryRouter initialEntries={['/my-request/req1?token=tok', '/my-request/req1?token=tok']} initialIndex={initialIndex}>
          <HomeownerJobRecords id="req1" token="tok" />
        </MemoryRouter>
      </ApolloProvider>
    );
    // The page as the visitor opened it (the router's first entry): the answers it came with, nothing asked.
    const opened = render(withCache(0));
    expect(await screen.findByText(/12 % to 17.5 %/)).toBeInTheDocument();
    expect(asked()).toBe(1);
    opened.unmount();
    // Reached by a navigation: shown from the cache and asked again.
    render(withCache(1));
    expect(await screen.findByText(/12 % to 17.5 %/)).toBeInTheDocument();
    await waitFor(() => expect(asked()).toBe(2));
  });

  it('confirms only through the dialog that says a numbered record is issued, then shows the record', async () => {
    let confirmed = false;
    const api = renderHomeowner((op) => {
      if (op.operationName === 'ConfirmJobRecord') {
        confirmed = true;
        return { data: { confirmJobRecord: [entry({ status: 'CONFIRMED', removalRecordNumber: 'SFR-REM-2026-00001' })] } };
      }
      if (op.operationName === 'HomeownerJobRecords')
        return {
          data: {
            homeownerJobRecords: [confirmed ? entry({ status: 'CONFIRMED', removalRecordNumber: 'SFR-REM-2026-00001' }) : entry({})],
          },
        };
      return undefined;
    });
    expect(await screen.findByText(/12 % to 17.5 %/)).toBeInTheDocument();
    expect(screen.getByText('WTN-2026-0042')).toBeInTheDocument();
    // The review's code is a chunk of its own, loaded for a record sent for review: its loading state shows meanwhile.
    expect(screen.getByRole('status')).toHaveTextContent('Loading the review…');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm the job record' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm the job record?' });
    expect(dialog).toHaveTextContent('numbered removal record');
    expect(api.sent.some((op) => op.operationName === 'ConfirmJobRecord')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, confirm and issue the record' }));
    expect(await screen.findByTestId('removal-record-number')).toHaveTextContent('SFR-REM-2026-00001');
    expect(api.sent.find((op) => op.operationName === 'ConfirmJobRecord')?.variables).toEqual({
      id: 'req1',
      token: 'tok',
      jobRecordId: 'job1',
    });
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('href', '/removal-records/SFR-REM-2026-00001.pdf');
    expect(screen.getByRole('link', { name: 'Open the removal record' })).toHaveAttribute('href', '/verify-removal/SFR-REM-2026-00001');
  });

  it('needs a reason to say something is wrong, and sends it', async () => {
    const api = renderHomeowner((op) => {
      if (op.operationName === 'RejectJobRecord')
        return { data: { rejectJobRecord: [entry({ status: 'REJECTED', rejectionReason: op.variables.reason })] } };
      if (op.operationName === 'HomeownerJobRecords') return { data: { homeownerJobRecords: [entry({})] } };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Something is wrong' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send to the company' }));
    expect(await screen.findByText('Say what is wrong, so the company can correct it')).toBeInTheDocument();
    expect(api.sent.some((op) => op.operationName === 'RejectJobRecord')).toBe(false);
    fireEvent.change(screen.getByLabelText('What is wrong?'), { target: { value: 'The front slope was not done' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to the company' }));
    await waitFor(() =>
      expect(api.sent.find((op) => op.operationName === 'RejectJobRecord')?.variables).toEqual({
        id: 'req1',
        token: 'tok',
        jobRecordId: 'job1',
        reason: 'The front slope was not done',
      }),
    );
  });

  it('says when no record was sent yet', async () => {
    renderHomeowner(() => ({ data: { homeownerJobRecords: [] } }));
    expect(await screen.findByText(/has not sent a record of the job yet/)).toBeInTheDocument();
  });

  it('revokes a share link only after asking', async () => {
    const share = { __typename: 'RemovalRecordShare', id: 'share1', number: 'SFR-REM-2026-00001', createdAt: '2026-03-14T09:00:00.000Z' };
    const confirmedEntry = (shares: unknown[]) => entry({ status: 'CONFIRMED', removalRecordNumber: 'SFR-REM-2026-00001' }, shares);
    let revoked = false;
    const api = renderHomeowner((op) => {
      if (op.operationName === 'RevokeRemovalRecordShare') {
        revoked = true;
        return { data: { revokeRemovalRecordShare: [confirmedEntry([])] } };
      }
      if (op.operationName === 'HomeownerJobRecords') return { data: { homeownerJobRecords: [confirmedEntry(revoked ? [] : [share])] } };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Revoke the share link made/ }));
    expect(api.sent.some((op) => op.operationName === 'RevokeRemovalRecordShare')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, revoke it' }));
    expect(await screen.findByText('No share links yet.')).toBeInTheDocument();
    expect(api.sent.find((op) => op.operationName === 'RevokeRemovalRecordShare')?.variables).toEqual({
      id: 'req1',
      token: 'tok',
      shareId: 'share1',
    });
  });

  it('asks for a post-removal survey with what the homeowner adds, keeping it when a field is refused', async () => {
    const confirmed = { status: 'CONFIRMED', removalRecordNumber: 'SFR-REM-2026-00001' };
    const survey = {
      __typename: 'RemovalSurvey',
      reference: 'RS-3F9A2C',
      number: 'SFR-REM-2026-00001',
      requestedAt: '2026-03-15T10:00:00.000Z',
      surveyorName: null,
      surveyorFirm: null,
      linkSentAt: null,
      reportUploadedAt: null,
      reportUrl: null,
      outcome: null,
    };
    let tries = 0;
    const api = renderHomeowner((op) => {
      if (op.operationName === 'RequestRemovalSurvey') {
        tries += 1;
        if (tries === 1)
          return {
            errors: [
              {
                message: 'Some fields need your attention',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fieldErrors: [{ path: 'preferredDate', message: 'Choose a date from today onwards' }],
                },
              },
            ],
          };
        return { data: { requestRemovalSurvey: [entry(confirmed, [], survey)] } };
      }
      if (op.operationName === 'HomeownerJobRecords')
        return { data: { homeownerJobRecords: [entry(confirmed, [], tries > 1 ? survey : null)] } };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for a post-removal survey' }));
    expect(screen.getByText(/about removal record SFR-REM-2026-00001/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Preferred day (optional)'), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText('Mortgage lender (optional)'), { target: { value: 'Nationwide' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Pass my name, phone, e-mail and address/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send the survey request' }));
    const date = screen.getByLabelText('Preferred day (optional)');
    await waitFor(() => expect(date).toHaveAccessibleDescription('Choose a date from today onwards'));
    expect(screen.getByLabelText('Mortgage lender (optional)')).toHaveValue('Nationwide');
    fireEvent.change(date, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the survey request' }));
    expect(await screen.findByText(/You asked for a survey on .* \(reference RS-3F9A2C\)/)).toBeInTheDocument();
    expect(api.sent.filter((op) => op.operationName === 'RequestRemovalSurvey').map((op) => op.variables)).toEqual([
      {
        id: 'req1',
        token: 'tok',
        jobRecordId: SAVED.id,
        input: { preferredDate: '2020-01-01', lender: 'Nationwide', notes: '', consent: true },
      },
      { id: 'req1', token: 'tok', jobRecordId: SAVED.id, input: { preferredDate: '', lender: 'Nationwide', notes: '', consent: true } },
    ]);
  });
});
