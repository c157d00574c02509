import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from '../../ui/Link';
import type { AdminPostsQuery as PostsData, PublicationStatus } from '../../gql/graphql';
import { formatLondonDateTime } from '../../lib/dates';
import { connectionList, ListPage, useCursorPages } from '../../ui/admin/ListPage';
import { DataTable, type ColumnDef } from '../../ui/admin/DataTable';
import { FilterSelect } from '../../ui/admin/FilterSelect';
import { useUrlFilters } from '../../ui/admin/useUrlFilters';
import { AdminPostsQuery } from './blog.operations';
import { POST_STATUS_LABELS } from './postStatus';
import { paths } from '../../lib/paths';

type Row = PostsData['adminPosts']['nodes'][number];
const FILTER_KEYS = ['status', 'category', 'author', 'q'] as const;
const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 400;

/** /admin/blog: every post in any status, filters and search in the URL, with the total for the filter. */
export function AdminBlogPage() {
  const filters = useUrlFilters(FILTER_KEYS);
  const f = filters.values;
  const cursorPages = useCursorPages(filters);
  const [search, setSearch] = useState(f.q);
  const rawStatus = f.status.toUpperCase();
  const status = (rawStatus in POST_STATUS_LABELS ? rawStatus : null) as PublicationStatus | null;
  const { data, loading, error, refetch } = useQuery(AdminPostsQuery, {
    variables: {
      status,
      category: f.category || null,
      authorSlug: f.author || null,
      search: f.q.trim() || null,
      first: PAGE_SIZE,
      after: filters.after,
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.adminPosts;
  const rows = page?.nodes ?? [];
  const categories = useMemo(() => new Map((data?.postCategoryOptions ?? []).map((c) => [c.slug, c.name])), [data?.postCategoryOptions]);
  const authors = useMemo(() => new Map((data?.postAuthorOptions ?? []).map((a) => [a.slug, a.name])), [data?.postAuthorOptions]);

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

  const columns = useMemo<Array<ColumnDef<Row, unknown>>>(
    () => [
      {
        id: 'title',
        header: 'Title',
        cell: ({ row }) => (
          <>
            <Link to={paths.admin.post(row.original.id)}>{row.original.title}</Link>
            {row.original.aiAssisted && <span className="badge">AI-assisted</span>}
            <div className="muted">/blog/{row.original.slug}</div>
          </>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <>
            <span className={`badge post-status-${row.original.status.toLowerCase()}`}>{POST_STATUS_LABELS[row.original.status]}</span>
            {row.original.status === 'SCHEDULED' && row.original.scheduledAt && (
              <div className="muted">{formatLondonDateTime(row.original.scheduledAt)}</div>
            )}
            {row.original.status === 'PUBLISHED' && row.original.publishedAt && (
              <div className="muted">{formatLondonDateTime(row.original.publishedAt)}</div>
            )}
          </>
        ),
      },
      { id: 'category', header: 'Category', cell: ({ row }) => categories.get(row.original.category) ?? '—' },
      { id: 'author', header: 'Author', cell: ({ row }) => authors.get(row.original.authorSlug) ?? '—' },
      { id: 'updatedAt', header: 'Last changed', cell: ({ row }) => formatLondonDateTime(row.original.updatedAt) },
    ],
    [categories, authors],
  );

  return (
    <ListPage
      title="Blog posts"
      noun={{ one: 'post', many: 'posts' }}
      actions={
        <>
          <Link className="button" to={paths.admin.newPost}>
            New post
          </Link>
          <Link className="button secondary" to={paths.admin.indexNow}>
            IndexNow
          </Link>
        </>
      }
      filters={
        <>
          <label>
            Search
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              maxLength={100}
              autoComplete="off"
              placeholder="A title word or a slug"
            />
          </label>
          <FilterSelect
            label="Status"
            value={status ?? ''}
            options={Object.entries(POST_STATUS_LABELS)}
            onChange={(value) => change({ status: value.toLowerCase() })}
          />
          <FilterSelect
            label="Category"
            value={f.category}
            options={[...categories.entries()]}
            onChange={(value) => change({ category: value })}
          />
          <FilterSelect label="Author" value={f.author} options={[...authors.entries()]} onChange={(value) => change({ author: value })} />
        </>
      }
      {...connectionList(page, cursorPages, { loading, error, refetch })}
      empty="No posts match these filters."
    >
      <DataTable caption="Blog posts, most recently changed first" rows={rows} columns={columns} rowId={(row) => row.id} />
    </ListPage>
  );
}
