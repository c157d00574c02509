import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { IndexNowStatus, IndexNowSubmissionsQuery as SubmissionsData, IndexNowTrigger } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { formatLondonDateTime } from '../../lib/dates';
import { FormAlert, TextAreaField } from '../../ui/Field';
import { connectionList, ListPage, useCursorPages } from '../../ui/admin/ListPage';
import { DataTable, type ColumnDef } from '../../ui/admin/DataTable';
import { useToast } from '../../ui/admin/Toasts';
import { useUrlFilters } from '../../ui/admin/useUrlFilters';
import { IndexNowSubmissionsQuery, SubmitIndexNowUrlsMutation } from './indexNow.operations';

type Row = SubmissionsData['indexNowSubmissions']['nodes'][number];
const STATUS_LABELS: Record<IndexNowStatus, string> = {
  QUEUED: 'Sending',
  SENT: 'Accepted',
  FAILED: 'Failed',
  NOT_CONFIGURED: 'Not sent (no endpoint set)',
};
const TRIGGER_LABELS: Record<IndexNowTrigger, string> = { MANUAL: 'By hand', PUBLISH: 'Post published' };
const NO_FILTERS = [] as const;

/** /admin/indexnow: tell search engines about changed pages by hand, and every submission's answer. */
export function AdminIndexNowPage() {
  const filters = useUrlFilters(NO_FILTERS);
  const cursorPages = useCursorPages(filters);
  const toast = useToast();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { data, loading, error, refetch } = useQuery(IndexNowSubmissionsQuery, {
    variables: { first: 25, after: filters.after },
    fetchPolicy: 'cache-and-network',
  });
  const [submitUrls, submitting] = useMutation(SubmitIndexNowUrlsMutation);
  const page = data?.indexNowSubmissions;
  const rows = page?.nodes ?? [];
  const settings = data?.indexNowSettings;
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

  async function submit() {
    try {
      const result = await submitUrls({ variables: { urls: lines } });
      const answer = result.data!.submitIndexNowUrls;
      setErrors({});
      setText('');
      toast.show(`${STATUS_LABELS[answer.status]}${answer.httpStatus ? ` (HTTP ${answer.httpStatus})` : ''}`, {
        tone: answer.status === 'FAILED' ? 'error' : 'success',
      });
      await refetch();
    } catch (failure) {
      // Field errors name the line (urls.N): show them against the box, each with its URL.
      const byField = fieldErrorsOf(failure);
      setErrors({ urls: Object.values(byField).join(' ') || messageOf(failure, 'The URLs could not be submitted') });
    }
  }

  const columns = useMemo<Array<ColumnDef<Row, unknown>>>(
    () => [
      { id: 'at', header: 'When', cell: ({ row }) => formatLondonDateTime(row.original.at) },
      { id: 'trigger', header: 'Sent by', cell: ({ row }) => `${TRIGGER_LABELS[row.original.trigger]} (${row.original.by})` },
      {
        id: 'urls',
        header: 'URLs',
        cell: ({ row }) => (
          <ul className="plain-list">
            {row.original.urls.map((url) => (
              <li key={url}>{url}</li>
            ))}
          </ul>
        ),
      },
      {
        id: 'status',
        header: 'Answer',
        cell: ({ row }) => (
          <>
            <span className="badge">{STATUS_LABELS[row.original.status]}</span>
            {row.original.httpStatus !== null && row.original.httpStatus !== undefined && <div>HTTP {row.original.httpStatus}</div>}
            {row.original.response && <div className="muted">{row.original.response}</div>}
          </>
        ),
      },
    ],
    [],
  );

  return (
    <ListPage
      title="IndexNow"
      noun={{ one: 'submission', many: 'submissions' }}
      stats={
        settings && (
          <FormAlert tone="info">
            {settings.endpoint
              ? `Submissions go to ${settings.endpoint}.`
              : 'No endpoint is set (INDEXNOW_ENDPOINT): submissions are recorded but not sent.'}{' '}
            {settings.keyLocation ? `Key file: ${settings.keyLocation}.` : 'No key is set (INDEXNOW_KEY).'}
          </FormAlert>
        )
      }
      filters={
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextAreaField
            label="URLs to submit"
            hint={`One per line, on this site${settings?.host ? ` (${settings.host})` : ''}. Published posts are submitted automatically.`}
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={errors.urls}
          />
          <button type="submit" className="button" disabled={submitting.loading || lines.length === 0}>
            Submit {lines.length || ''} URL{lines.length === 1 ? '' : 's'}
          </button>
        </form>
      }
      {...connectionList(page, cursorPages, { loading, error, refetch })}
      empty="Nothing has been submitted yet."
    >
      <DataTable caption="IndexNow submissions, newest first" rows={rows} columns={columns} rowId={(row) => row.id} />
    </ListPage>
  );
}
