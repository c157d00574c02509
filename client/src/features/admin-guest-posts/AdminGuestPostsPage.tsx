import { useMemo } from 'react';
import { Link } from '../../ui/Link';
import type { AdminGuestPostsQuery as GuestPostsData } from '../../gql/graphql';
import { formatLondonDateTime } from '../../lib/dates';
import { ListPage } from '../../ui/admin/ListPage';
import { DataTable, type ColumnDef } from '../../ui/admin/DataTable';
import { useUrlStatusList } from '../../ui/admin/statusList';
import { AdminGuestPostsQuery } from './adminGuestPosts.operations';
import { GUEST_POST_STATUS_LABELS } from './guestPostLabels';
import { paths } from '../../lib/paths';
import { StatusCell } from '../../ui/admin/history';

type Row = GuestPostsData['adminGuestPosts']['nodes'][number];

/** /admin/guest-posts: the review queue of guest posts sent through /guest-post. */
export function AdminGuestPostsPage() {
  const { rows, listProps } = useUrlStatusList(GUEST_POST_STATUS_LABELS, {
    query: AdminGuestPostsQuery,
    connection: (data) => data.adminGuestPosts,
  });

  const columns = useMemo<Array<ColumnDef<Row, unknown>>>(
    () => [
      { id: 'createdAt', header: 'Received', cell: ({ row }) => formatLondonDateTime(row.original.createdAt) },
      {
        id: 'title',
        header: 'Guest post',
        cell: ({ row }) => (
          <>
            <Link to={paths.admin.guestPost(row.original.id)}>{row.original.title}</Link>
            <div className="muted">{row.original.reference}</div>
          </>
        ),
      },
      {
        id: 'author',
        header: 'Author',
        cell: ({ row }) => (
          <>
            {row.original.authorName}
            <br />
            <a href={`mailto:${row.original.authorEmail}`}>{row.original.authorEmail}</a>
          </>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => <StatusCell label={GUEST_POST_STATUS_LABELS[row.original.status]} history={row.original.history} showAction />,
      },
    ],
    [],
  );

  return (
    <ListPage
      title="Guest posts"
      noun={{ one: 'guest post', many: 'guest posts' }}
      {...listProps}
      empty="No guest posts match this filter."
    >
      <DataTable caption="Guest posts, newest first" rows={rows} columns={columns} rowId={(row) => row.id} />
    </ListPage>
  );
}
