import { useMemo } from 'react';
import { Link } from '../../ui/Link';
import { ListPage } from '../../ui/admin/ListPage';
import { DataTable, type ColumnDef } from '../../ui/admin/DataTable';
import { KINDS, type ProfileKind } from './profileKinds';
import { useProfileList, type AdminProfileRow } from './useProfiles';
import { lastChange } from '../../ui/admin/history';

/** /admin/authors and /admin/partners: every profile, whether it is on the site, and a way to add or edit one. */
export function AdminProfilesPage({ kind }: { kind: ProfileKind }) {
  const words = KINDS[kind];
  const { rows, loading, error, refetch } = useProfileList(kind);

  const columns = useMemo<Array<ColumnDef<AdminProfileRow, unknown>>>(
    () => [
      {
        id: 'name',
        header: 'Name',
        cell: ({ row }) => (
          <>
            <Link to={words.edit(row.original.slug)}>{row.original.name}</Link>
            <div className="muted">{row.original.path}</div>
          </>
        ),
      },
      { id: 'role', header: 'Role', cell: ({ row }) => row.original.role },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <>
            <span className="badge">{row.original.status === 'RETIRED' ? 'Retired' : 'On the site'}</span>
            {row.original.demo && <div className="muted">Demonstration content</div>}
          </>
        ),
      },
      {
        id: 'changed',
        header: 'Last change',
        cell: ({ row }) => lastChange(row.original.history, row.original.updatedAt),
      },
    ],
    [words],
  );

  return (
    <ListPage
      title={words.title}
      noun={{ one: words.one, many: words.many }}
      actions={
        <Link className="button" to={words.create}>
          New {words.one}
        </Link>
      }
      totalCount={rows ? rows.length : null}
      shownCount={rows ? rows.length : null}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      empty={`No ${words.many} yet.`}
    >
      <DataTable caption={`${words.title}, by name`} rows={rows ?? []} columns={columns} rowId={(row) => row.slug} />
    </ListPage>
  );
}
