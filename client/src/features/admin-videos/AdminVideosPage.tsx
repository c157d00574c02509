import { useMemo } from 'react';
import { Link } from '../../ui/Link';
import type { AdminVideosQuery as VideosData } from '../../gql/graphql';
import { ListPage } from '../../ui/admin/ListPage';
import { DataTable, type ColumnDef } from '../../ui/admin/DataTable';
import { useUrlStatusList } from '../../ui/admin/statusList';
import { AdminVideosQuery } from './adminVideos.operations';
import { clockFromSeconds, VIDEO_STATUS_LABELS, videoStatusLabel } from './videoForm';
import { paths } from '../../lib/paths';
import { lastChange } from '../../ui/admin/history';

type Row = VideosData['adminVideos']['nodes'][number];

/** /admin/videos: every video, whether it is on the site, and a way to add or edit one. */
export function AdminVideosPage() {
  const { rows, listProps } = useUrlStatusList(VIDEO_STATUS_LABELS, {
    query: AdminVideosQuery,
    connection: (data) => data.adminVideos,
  });

  const columns = useMemo<Array<ColumnDef<Row, unknown>>>(
    () => [
      {
        id: 'title',
        header: 'Video',
        cell: ({ row }) => (
          <>
            <Link to={paths.admin.video(row.original.id)}>{row.original.title}</Link>
            <div className="muted">/videos/{row.original.slug}</div>
          </>
        ),
      },
      { id: 'length', header: 'Length', cell: ({ row }) => clockFromSeconds(row.original.durationSeconds) },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <>
            <span className="badge">{videoStatusLabel(row.original.status)}</span>
            <div className="muted">
              {row.original.onSite ? 'On the site' : row.original.demo ? 'Placeholder: needs a real YouTube video' : 'Not on the site'}
            </div>
          </>
        ),
      },
      {
        id: 'changed',
        header: 'Last change',
        cell: ({ row }) => lastChange(row.original.history, row.original.updatedAt),
      },
    ],
    [],
  );

  return (
    <ListPage
      title="Videos"
      noun={{ one: 'video', many: 'videos' }}
      actions={
        <Link className="button" to={paths.admin.newVideo}>
          New video
        </Link>
      }
      {...listProps}
      empty="No videos match this filter."
    >
      <DataTable caption="Videos, newest first" rows={rows} columns={columns} rowId={(row) => row.id} />
    </ListPage>
  );
}
