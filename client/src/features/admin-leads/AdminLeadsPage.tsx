import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatPounds } from '../../../../common/calculator';
import { AdminList, Pager, pageSummary, StatusFilter, useCursorPages } from '../../ui/AdminList';
import type { LeadStatus } from '../../gql/graphql';
import { AdminLeadsQuery, PublishLeadMutation } from './leads.operations';
import { messageOf } from '../../lib/apollo';
import { formatLondonDateTime } from '../../lib/dates';
import { storedValue } from '../../lib/enums';

const PAGE_SIZE = 25;
const STATUSES: LeadStatus[] = ['NEW', 'AVAILABLE', 'SOLD_OUT', 'CLOSED', 'REJECTED'];
const statusText = (status: LeadStatus) => storedValue(status).replace('_', ' ');

export function AdminLeadsPage() {
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const pages = useCursorPages();
  const { data, loading, error, refetch } = useQuery(AdminLeadsQuery, {
    variables: { filter: status ? { status } : null, first: PAGE_SIZE, after: pages.after },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.leads;

  return (
    <AdminList
      title="Leads"
      noun="leads"
      onRefresh={() => refetch()}
      filters={
        <StatusFilter
          value={status}
          statuses={STATUSES}
          labelOf={statusText}
          onChange={(next) => {
            setStatus(next);
            pages.reset();
          }}
        />
      }
      summary={page && pageSummary(page.totalCount, { one: 'lead', many: 'leads' }, pages.pageNumber, PAGE_SIZE)}
      error={error}
      loading={loading}
      rowCount={page ? page.nodes.length : null}
      empty="No leads match this filter yet."
      footer={<Pager pages={pages} pageInfo={page?.pageInfo} />}
    >
      <table className="data-table">
        <caption className="visually-hidden">Leads, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Ref</th>
            <th scope="col">Received</th>
            <th scope="col">Homeowner</th>
            <th scope="col">Property</th>
            <th scope="col">Job</th>
            <th scope="col">Estimate</th>
            <th scope="col">Price</th>
            <th scope="col">Buyers</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {(page?.nodes ?? []).map((lead) => (
            <tr key={lead.id}>
              <td>{lead.ref}</td>
              <td>{formatLondonDateTime(lead.createdAt)}</td>
              <td>
                {lead.homeowner.name}
                <br />
                <a href={`mailto:${lead.homeowner.email}`}>{lead.homeowner.email}</a>
                <br />
                <a href={`tel:${lead.homeowner.phone}`}>{lead.homeowner.phone}</a>
              </td>
              <td>
                {lead.property.postcode}
                <br />
                {lead.property.region} · {lead.property.type}
              </td>
              <td>
                {lead.job.foamType} cell · {lead.job.urgency}
              </td>
              <td>
                {formatPounds(lead.estimate.lowPence)}–{formatPounds(lead.estimate.highPence)}
              </td>
              <td>{formatPounds(lead.pricePence)}</td>
              <td>
                {lead.buyerCount} / {lead.maxBuyers}
              </td>
              <td>
                <span className={`badge status-${storedValue(lead.status)}`}>{statusText(lead.status)}</span>
                {lead.status === 'NEW' && <PublishButton id={lead.id} leadRef={lead.ref} onPublished={() => refetch()} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminList>
  );
}

/** Puts a new lead on the marketplace after the admin has checked it; the region's companies are alerted. */
function PublishButton({ id, leadRef, onPublished }: { id: string; leadRef: string; onPublished(): void }) {
  const [publish, { loading }] = useMutation(PublishLeadMutation);
  const [problem, setProblem] = useState<string | null>(null);
  async function onClick() {
    setProblem(null);
    try {
      await publish({ variables: { id } });
      onPublished();
    } catch (error) {
      setProblem(messageOf(error, 'The lead could not be published'));
    }
  }
  return (
    <>
      <button
        type="button"
        className="button small"
        onClick={onClick}
        disabled={loading}
        aria-label={`Publish lead ${leadRef} to the marketplace`}
      >
        {loading ? 'Publishing…' : 'Publish'}
      </button>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
