import { useEffect, useMemo, useState } from 'react';
import { PhoneLink } from '../../ui/PhoneLink';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { UK_REGIONS } from '../../../../common/ukRegions';
import type { AdminCompaniesQuery as CompaniesData, CompanyStatus } from '../../gql/graphql';
import { formatLondonDate } from '../../lib/dates';
import { messageOf } from '../../lib/apollo';
import { connectionList, ListPage, useCursorPages } from '../../ui/admin/ListPage';
import { DataTable, type ColumnDef } from '../../ui/admin/DataTable';
import { fetchAllPages } from '../../ui/admin/allPages';
import { downloadText, toCsv } from '../../ui/admin/csv';
import { FilterSelect } from '../../ui/admin/FilterSelect';
import { labels } from '../../ui/admin/labels';
import { useToast } from '../../ui/admin/Toasts';
import { useUrlFilters } from '../../ui/admin/useUrlFilters';
import { AdminCompaniesQuery } from './companies.operations';
import { certificationLabel, STATUS_BADGE } from './companyLabels';
import { paths } from '../../lib/paths';

type Row = CompaniesData['adminCompanies']['nodes'][number];
const PAGE_SIZE = 25;
const STATUSES: CompanyStatus[] = ['ACTIVE', 'SUSPENDED'];
const CERTIFIED: ReadonlyArray<readonly [string, string]> = [
  ['yes', 'Certified'],
  ['no', 'Not certified'],
];
const ABOUT: ReadonlyArray<readonly [string, string]> = [['pending', 'Waiting for a check']];
const FILTER_KEYS = ['status', 'region', 'certified', 'about', 'q'] as const;
const SEARCH_DELAY_MS = 300;

/** /admin/companies: every removal company, filters and name search in the URL, CSV of all filtered rows. */
export function AdminCompaniesPage() {
  const filters = useUrlFilters(FILTER_KEYS);
  const f = filters.values;
  const cursorPages = useCursorPages(filters);
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [search, setSearch] = useState(f.q);

  const filter = useMemo(
    () => ({
      status: (STATUSES as string[]).includes(f.status) ? (f.status as CompanyStatus) : null,
      region: (UK_REGIONS as readonly string[]).includes(f.region) ? f.region : null,
      certified: f.certified === 'yes' ? true : f.certified === 'no' ? false : null,
      aboutPending: f.about === 'pending' ? true : null,
      search: f.q.trim() || null,
    }),
    [f.status, f.region, f.certified, f.about, f.q],
  );
  const { data, loading, error, refetch } = useQuery(AdminCompaniesQuery, {
    variables: { filter, first: PAGE_SIZE, after: filters.after },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.adminCompanies;
  const rows = page?.nodes ?? [];

  function change(changes: Partial<Record<(typeof FILTER_KEYS)[number], string>>) {
    cursorPages.reset();
    filters.set(changes);
  }

  // The search reaches the address (and the server) once typing pauses.
  useEffect(() => {
    if (search === f.q) return;
    const timer = window.setTimeout(() => change({ q: search }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  async function exportCsv() {
    try {
      const all = await fetchAllPages(async (after) => {
        const result = await client.query({
          query: AdminCompaniesQuery,
          variables: { filter, first: 100, after },
          fetchPolicy: 'network-only',
        });
        return result.data?.adminCompanies;
      }, 100);
      downloadText(
        `companies-${new Date().toISOString().slice(0, 10)}.csv`,
        toCsv(
          ['Id', 'Name', 'Status', 'Contact', 'Email', 'Phone', 'Postcode', 'Regions', 'Certification', 'Lead alerts', 'Joined'],
          all.map((row) => [
            row.id,
            row.name,
            labels.companyStatus(row.status),
            row.contactName,
            row.email,
            row.phone,
            row.postcode,
            row.regions.join('; '),
            certificationLabel(row),
            row.leadAlerts ? 'On' : 'Off',
            row.createdAt,
          ]),
        ),
      );
    } catch (problem) {
      toast.show(messageOf(problem, 'The export could not be made'), { tone: 'error' });
    }
  }

  const columns = useMemo<Array<ColumnDef<Row, unknown>>>(
    () => [
      {
        id: 'name',
        header: 'Company',
        cell: ({ row }) => (
          <>
            <Link to={paths.admin.company(row.original.id)}>{row.original.name}</Link>
            <br />
            <span className="muted">Joined {formatLondonDate(row.original.createdAt)}</span>
          </>
        ),
      },
      {
        id: 'contact',
        header: 'Contact',
        cell: ({ row }) => (
          <>
            {row.original.contactName}
            <br />
            <a href={`mailto:${row.original.email}`}>{row.original.email}</a>
            <br />
            <PhoneLink phone={row.original.phone} />
          </>
        ),
      },
      { id: 'regions', header: 'Regions', cell: ({ row }) => row.original.regions.join(', ') || '—' },
      { id: 'certification', header: 'Certification', cell: ({ row }) => certificationLabel(row.original) },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <span className={`badge ${STATUS_BADGE[row.original.status]}`}>{labels.companyStatus(row.original.status)}</span>
        ),
      },
    ],
    [],
  );

  return (
    <ListPage
      title="Companies"
      noun={{ one: 'company', many: 'companies' }}
      filters={
        <>
          <label>
            Name starts with
            <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} maxLength={100} autoComplete="off" />
          </label>
          <FilterSelect
            label="Status"
            value={f.status}
            options={STATUSES.map((status) => [status, labels.companyStatus(status)] as const)}
            onChange={(status) => change({ status })}
          />
          <FilterSelect
            label="Region"
            anyLabel="All regions"
            value={f.region}
            options={UK_REGIONS.map((region) => [region, region] as const)}
            onChange={(region) => change({ region })}
          />
          <FilterSelect label="Certification" value={f.certified} options={CERTIFIED} onChange={(certified) => change({ certified })} />
          <FilterSelect label="About text" value={f.about} options={ABOUT} onChange={(about) => change({ about })} />
        </>
      }
      {...connectionList(page, cursorPages, { loading, error, refetch })}
      onExport={() => void exportCsv()}
      empty="No companies match these filters."
    >
      <DataTable
        caption="Companies in name order"
        rows={rows}
        columns={columns}
        rowId={(row) => row.id}
        onRowOpen={(row) => navigate(paths.admin.company(row.id))}
      />
    </ListPage>
  );
}
