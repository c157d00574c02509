import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { DataTable, type ColumnDef } from './DataTable';
import { FilterSelect } from './FilterSelect';
import { connectionList, ListPage, useCursorPages, type ConnectionPage } from './ListPage';
import { useUrlFilters } from './useUrlFilters';

const STATUS_FILTER = ['status'] as const;

/**
 * A list filtered by one status kept in the URL (`?status=new`, docs/requirements/admin-console.md#lists):
 * the status (null for all, or an unknown value), the page cursor, the pager's state and the filter to show.
 */
function useUrlStatusFilter<Status extends string>(statusLabels: Record<Status, string>) {
  const filters = useUrlFilters(STATUS_FILTER);
  const raw = filters.values.status.toUpperCase();
  const status = (raw in statusLabels ? raw : null) as Status | null;
  const pages = useCursorPages(filters);
  const filter = (
    <FilterSelect
      label="Status"
      value={status ?? ''}
      options={Object.entries(statusLabels)}
      onChange={(value) => {
        pages.reset();
        filters.set({ status: value.toLowerCase() });
      }}
    />
  );
  return { status, after: filters.after, pages, filter };
}

interface StatusListVariables<Status> {
  status?: Status | null;
  first: number;
  after?: string | null;
}

/** A list query that takes `status`, `first` and `after`, and where its connection sits in the answer. */
interface StatusListQuery<Status extends string, Data, Row> {
  query: TypedDocumentNode<Data, StatusListVariables<Status>>;
  connection(data: Data): ConnectionPage<Row>;
}

/** One page of a status-filtered list: the page, its rows, and the query's state for ListPage. */
function useStatusListPage<Status extends string, Data, Row>(
  { query, connection }: StatusListQuery<Status, Data, Row>,
  status: Status | null,
  after: string | null,
  pageSize: number,
) {
  const result = useQuery(query as TypedDocumentNode<Data, StatusListVariables<string>>, {
    variables: { status, first: pageSize, after },
    fetchPolicy: 'cache-and-network',
  });
  const page = result.data ? connection(result.data as Data) : undefined;
  return { result, page, rows: page?.nodes ?? [] };
}

/**
 * A list filtered by a status kept in the URL, with its query: the status, the rows, `refetch`, and
 * `listProps` to spread onto ListPage (the filter, the count, the states and the pager).
 */
export function useUrlStatusList<Status extends string, Data, Row>(
  statusLabels: Record<Status, string>,
  list: StatusListQuery<Status, Data, Row>,
  pageSize = 25,
) {
  const { status, after, pages, filter } = useUrlStatusFilter(statusLabels);
  const { result, page, rows } = useStatusListPage(list, status, after, pageSize);
  return { status, rows, refetch: result.refetch, listProps: { filters: filter, ...connectionList(page, pages, result) } };
}

/**
 * An admin queue filtered by status, opening on the status that needs work (applications, disputes,
 * reviews): its query takes `status`, `first` and `after`; `connection` picks the list out of the answer.
 */
export function StatusListPage<Status extends string, Data, Row extends { id: string }>({
  title,
  noun,
  statusLabels,
  initialStatus,
  query,
  connection,
  columns,
  caption,
  empty,
  children,
}: StatusListQuery<Status, Data, Row> & {
  title: string;
  noun: { one: string; many: string };
  statusLabels: Record<Status, string>;
  initialStatus: Status;
  columns: Array<ColumnDef<Row, unknown>>;
  caption: string;
  /** What an empty list says: for all statuses (`all`), and for a status other than "No <status> <noun.many>." */
  empty: { all: string } & Partial<Record<Status, string>>;
  /** Shown above the table. */
  children?: ReactNode;
}) {
  const [status, setStatus] = useState<Status | ''>(initialStatus);
  const pages = useCursorPages();
  const { result, page, rows } = useStatusListPage({ query, connection }, status || null, pages.after, 50);
  return (
    <ListPage
      title={title}
      noun={noun}
      onRefresh={() => result.refetch()}
      filters={
        <FilterSelect
          label="Status"
          value={status}
          options={Object.entries(statusLabels)}
          onChange={(next) => {
            setStatus(next as Status | '');
            pages.reset();
          }}
        />
      }
      {...connectionList(page, pages, result)}
      empty={status ? (empty[status] ?? `No ${statusLabels[status].toLowerCase()} ${noun.many}.`) : empty.all}
    >
      {children}
      <DataTable caption={caption} rows={rows} columns={columns} rowId={(row) => row.id} />
    </ListPage>
  );
}
