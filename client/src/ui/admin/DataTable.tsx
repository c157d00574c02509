import { useMemo, type ReactNode } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type RowSelectionState } from '@tanstack/react-table';

export type { ColumnDef } from '@tanstack/react-table';

export interface SortState {
  /** The column id the server sorts by. */
  id: string;
  desc: boolean;
}

/**
 * The admin table (TanStack Table, headless): the server sorts and pages (`manualSorting`); the table draws
 * the rows, the sort buttons in the headers and the selection checkboxes for bulk actions. On a phone the
 * stylesheet (admin.css) shows each row as a card, each cell named by its column's header (`data-label`);
 * on a wider screen the column with id `actions` stays in view at the right edge.
 */
export function DataTable<T>({
  caption,
  rows,
  columns,
  rowId,
  sort,
  sortable = [],
  onSort,
  selection,
  onSelection,
  onRowOpen,
  className,
}: {
  caption: string;
  rows: T[];
  columns: Array<ColumnDef<T, unknown>>;
  rowId(row: T): string;
  sort?: SortState | null;
  /** Columns the server can sort by. */
  sortable?: string[];
  onSort?(sort: SortState): void;
  selection?: RowSelectionState;
  onSelection?(selection: RowSelectionState): void;
  /** Opens a row's details (Enter on the focused row, or its "Details" button). */
  onRowOpen?(row: T): void;
  /** A class of the table's own, for a list that lays out its phone cards in its own way (e.g. `leads-table`). */
  className?: string;
}) {
  const selectable = Boolean(selection && onSelection);
  const allColumns = useMemo<Array<ColumnDef<T, unknown>>>(() => {
    if (!selectable) return columns;
    return [
      {
        id: '__select',
        header: ({ table }) => (
          <input
            type="checkbox"
            aria-label="Select every row on this page"
            checked={table.getIsAllRowsSelected()}
            ref={(input) => {
              if (input) input.indeterminate = table.getIsSomeRowsSelected();
            }}
            onChange={table.getToggleAllRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <input
            type="checkbox"
            aria-label={`Select row ${row.id}`}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      },
      ...columns,
    ];
  }, [columns, selectable]);
  const table = useReactTable({
    data: rows,
    columns: allColumns,
    getRowId: (row) => rowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableRowSelection: selectable,
    state: { rowSelection: selection ?? {} },
    onRowSelectionChange: (updater) => {
      if (!onSelection) return;
      onSelection(typeof updater === 'function' ? updater(selection ?? {}) : updater);
    },
  });
  return (
    <div className="table-scroll">
      <table className={`data-table cards${className ? ` ${className}` : ''}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const canSort = sortable.includes(header.column.id) && onSort;
                const active = sort?.id === header.column.id;
                const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={`col-${header.column.id}`}
                    aria-sort={active ? (sort!.desc ? 'descending' : 'ascending') : canSort ? 'none' : undefined}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        className="sort-button"
                        onClick={() => onSort!({ id: header.column.id, desc: active ? !sort!.desc : true })}
                      >
                        {content as ReactNode}
                        <span aria-hidden="true">{active ? (sort!.desc ? ' ▼' : ' ▲') : ' ↕'}</span>
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className={row.getIsSelected() ? 'selected' : undefined}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && event.target === event.currentTarget && onRowOpen) onRowOpen(row.original);
              }}
              tabIndex={onRowOpen ? 0 : undefined}
            >
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={`col-${cell.column.id}`} data-label={cellLabel(cell.column.columnDef.header, cell.column.id)}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A cell's column name for its card on a phone: the header when it is text ("Select" for the checkboxes). */
function cellLabel(header: unknown, columnId: string): string | undefined {
  if (columnId === '__select') return 'Select';
  return typeof header === 'string' ? header : undefined;
}
