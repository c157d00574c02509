import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Link } from '../../ui/Link';
import { ListPage } from '../../ui/admin/ListPage';
import { DataTable } from '../../ui/admin/DataTable';
import { StatCard } from '../../ui/admin/StatCard';
import { StatCards } from '../../ui/admin/AdminStates';
import { labels } from '../../ui/admin/labels';
import { exportLeadsCsv } from './leadsCsv';
import { LeadFilters } from './LeadFilters';
import { LeadModals, type LeadModalKind, type OpenModal } from './LeadModals';
import { useLeadColumns } from './leadColumns';
import { useLeadList } from './useLeadList';
import { paths } from '../../lib/paths';

/**
 * The requests area (docs/requirements/admin-console.md#requests-area): each homeowner's request with its lead, one
 * screen at /admin/leads (/admin/removal-requests, which showed the same list, redirects here).
 */
export function AdminLeadsPage() {
  const title = 'Leads';
  const list = useLeadList();
  const { page, rows, selectedRows, refetch } = list;
  const [modal, setModal] = useState<OpenModal>(null);
  const open = (kind: LeadModalKind, id: string) => setModal({ kind, id });
  const client = useApolloClient();
  const columns = useLeadColumns(list, open);

  return (
    <>
      <ListPage
        title={title}
        noun={{ one: 'lead', many: 'leads' }}
        actions={
          <Link className="button small" to={paths.admin.newRequest}>
            New request
          </Link>
        }
        stats={
          page && (
            <StatCards>
              <StatCard label="Match these filters" value={page.totalCount} />
              <StatCard label="On this page" value={rows.length} />
              <StatCard label="Waiting to be checked" value={rows.filter((row) => row.status === 'NEW').length} hint="on this page" />
              <StatCard label="Sold out" value={rows.filter((row) => row.status === 'SOLD_OUT').length} hint="on this page" />
            </StatCards>
          )
        }
        filters={<LeadFilters list={list} />}
        totalCount={page?.totalCount ?? null}
        shownCount={page ? rows.length : null}
        onExport={() => void exportLeadsCsv(client, list.variables)}
        selectedCount={selectedRows.length}
        bulkActions={
          <>
            <button type="button" className="button small" onClick={() => void list.archive(selectedRows, list.values.archived !== 'yes')}>
              {list.values.archived === 'yes' ? 'Unarchive selected' : 'Archive selected'}
            </button>
            <button type="button" className="button secondary small" onClick={() => list.setSelection({})}>
              Clear selection
            </button>
          </>
        }
        loading={list.loading}
        error={list.error}
        onRetry={() => refetch()}
        empty="No leads match these filters."
        pager={list.pager}
      >
        <DataTable
          className="leads-table"
          caption={`${title}, ${labels.any(list.sort)}`}
          rows={rows}
          columns={columns}
          rowId={(row) => row.id}
          sort={list.sortState}
          sortable={['createdAt', 'pricePence']}
          onSort={list.onSort}
          selection={list.selection}
          onSelection={list.setSelection}
          onRowOpen={(row) => open('details', row.id)}
        />
      </ListPage>
      <LeadModals modal={modal} setModal={setModal} onSent={() => void refetch()} />
    </>
  );
}
