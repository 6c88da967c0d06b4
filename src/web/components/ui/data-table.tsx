import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type RowData,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '#web/lib/i18n';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Money and counts: right-aligned with tabular figures. */
    align?: 'right';
    /** Width class of the column's <col> (the table is fixed-layout: other columns share the rest). */
    width?: string;
    /** Extra classes of the column's cells. */
    className?: string;
    /** Server sort values of a sortable column; the first click sorts by `first` (default asc). */
    sort?: { asc: string; desc: string; first?: 'asc' | 'desc' };
    /**
     * The cell on a phone card: 'title' heads the card, 'aside' sits at its top right (a badge), 'hidden' is
     * left out, 'plain' is a line without its label; by default a line with the column's header as label.
     */
    card?: 'title' | 'aside' | 'hidden' | 'plain';
    /** The label on phone cards and of the skeleton when the header is not plain text. */
    label?: string;
  }
}

/** What the table reads of the list's query (TanStack Query's result has all of it). */
export type ListQueryState = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type DataTableProps<Row> = {
  /** The list's name for screen readers ('Customers'). */
  label: string;
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column, as in TanStack's own API.
  columns: ColumnDef<Row, any>[];
  /** The rows to show (one page of a paged list, or the whole list). */
  rows: Row[];
  getRowId: (row: Row) => string | number;
  /** The list's query, for its loading and error states; absent when the rows come from elsewhere. */
  query?: ListQueryState;
  /** Title of the error state ('Error loading customers'). */
  errorTitle: string;
  /**
   * The error's text when the answer carries no message of its own (the product's fallback, e.g. 'Failed to fetch
   * tasks').
   */
  errorFallback?: string;
  /** Shown when the list has nothing at all: the list's empty state (docs/product.md#lists). */
  empty: ReactNode;
  /** Shown instead of `empty` when a search or filter is on and nothing matches. */
  noResults?: ReactNode;
  filtered?: boolean;
  /** The row's actions (a RowActions menu); in the last column and at a card's top right. */
  rowActions?: (row: Row) => ReactNode;
  /** Width class of the actions column (default: one icon button). */
  actionsWidth?: string;
  /** Where a phone card shows the row actions: beside its title (a menu), or on a line of their own (buttons). */
  actionsOnCard?: 'top' | 'bottom';
  /** The current server sort value and its setter, for sortable headers. */
  sort?: string;
  onSortChange?: (sort: string) => void;
  /** Above the rows (search, filters) and below them (paging); shown whatever the state. */
  toolbar?: ReactNode;
  footer?: ReactNode;
  /** From which width the table shows; below it the rows are cards. */
  tableFrom?: 'sm' | 'lg' | 'xl';
};

const loaded: ListQueryState = { isPending: false, isError: false, error: null, refetch: () => undefined };
const headClass = 'px-4 py-3 text-left font-medium text-slate-500 text-xs uppercase tracking-wide';
const show = { sm: 'hidden sm:table', lg: 'hidden lg:table', xl: 'hidden xl:table' } as const;
const hideFrom = { sm: 'sm:hidden', lg: 'lg:hidden', xl: 'xl:hidden' } as const;

/**
 * The one list of the application: columns in, table out. A fixed-layout table with a sticky header and
 * server-sorted headers on wide screens, cards on phones, and the loading, error, empty and no-results states.
 * Paging and search are the list's own controls, passed as toolbar and footer.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { toolbar, footer } = props;
  return (
    <div className="min-w-0">
      {toolbar}
      <DataTableBody {...props} />
      {footer}
    </div>
  );
}

function DataTableBody<Row>(props: DataTableProps<Row>) {
  const { query = loaded, rows, tableFrom = 'lg' } = props;
  const table = useReactTable({
    data: rows,
    columns: props.columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(props.getRowId(row)),
    manualSorting: true,
    manualPagination: true,
  });

  if (query.isError && rows.length === 0) {
    return (
      <div className="p-4">
        <ErrorState
          title={props.errorTitle}
          message={errorMessage(query.error, props.errorFallback ?? t('common:unexpectedError'))}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (!query.isPending && rows.length === 0) {
    return <div className="p-4">{props.filtered && props.noResults ? props.noResults : props.empty}</div>;
  }

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const actionsWidth = props.actionsWidth ?? 'w-16';
  return (
    <>
      {query.isPending ? (
        <span className="sr-only" role="status">
          {t('common:loadingWhat', { what: props.label.toLowerCase() })}
        </span>
      ) : null}
      <table aria-label={props.label} className={cn('w-full table-fixed text-sm', show[tableFrom])}>
        <colgroup>
          {headers.map((header) => (
            <col key={header.id} className={header.column.columnDef.meta?.width} />
          ))}
          {props.rowActions ? <col className={actionsWidth} /> : null}
        </colgroup>
        <thead className="sticky top-0 z-10 border-slate-200 border-b bg-slate-50">
          <tr>
            {headers.map((header) => (
              <HeaderCell
                key={header.id}
                header={header}
                sort={props.sort}
                onSortChange={props.onSortChange}
              />
            ))}
            {props.rowActions ? (
              <th scope="col" className={headClass}>
                <span className="sr-only">{t('common:actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100" aria-busy={query.isPending || undefined}>
          {query.isPending
            ? skeletonRows(headers.length + (props.rowActions ? 1 : 0))
            : table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="align-top hover:bg-slate-50/60">
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    return (
                      <td
                        key={cell.id}
                        className={cn(
                          'min-w-0 px-4 py-3 text-slate-700',
                          meta?.align === 'right' && 'text-right tabular-nums',
                          meta?.className,
                        )}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    );
                  })}
                  {props.rowActions ? (
                    <td className="px-4 py-2">
                      <div className="flex items-center justify-end gap-2">
                        {props.rowActions(row.original)}
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
        </tbody>
      </table>
      <ul aria-label={props.label} className={cn('divide-y divide-slate-100', hideFrom[tableFrom])}>
        {query.isPending
          ? skeletonCards()
          : table.getRowModel().rows.map((row) => {
              const cells = row.getVisibleCells();
              const byRole = (role: string | undefined) =>
                cells.filter((cell) => cell.column.columnDef.meta?.card === role);
              return (
                <li key={row.id} className="grid grid-cols-1 gap-2 px-4 py-3 text-sm">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0 flex-1">
                      {byRole('title').map((cell) => (
                        <div key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</div>
                      ))}
                    </div>
                    {byRole('aside').map((cell) => (
                      <div key={cell.id} className="shrink-0">
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </div>
                    ))}
                    {props.rowActions && props.actionsOnCard !== 'bottom' ? (
                      <div className="shrink-0">{props.rowActions(row.original)}</div>
                    ) : null}
                  </div>
                  {cells
                    .filter((cell) => {
                      const role = cell.column.columnDef.meta?.card;
                      return role === undefined || role === 'plain';
                    })
                    .map((cell) => {
                      const meta = cell.column.columnDef.meta;
                      const value = flexRender(cell.column.columnDef.cell, cell.getContext());
                      if (meta?.card === 'plain') return <div key={cell.id}>{value}</div>;
                      return (
                        <div key={cell.id} className="flex items-start justify-between gap-3">
                          <span className="shrink-0 text-slate-500 text-xs">
                            {columnLabel(cell.column.columnDef)}
                          </span>
                          <div className="min-w-0 text-right text-slate-700">{value}</div>
                        </div>
                      );
                    })}
                  {props.rowActions && props.actionsOnCard === 'bottom'
                    ? props.rowActions(row.original)
                    : null}
                </li>
              );
            })}
      </ul>
    </>
  );
}

/** A column's words for a card label: meta.label, else its header when that is plain text. */
// biome-ignore lint/suspicious/noExplicitAny: any column of any list.
function columnLabel(def: ColumnDef<any, any>): string {
  return def.meta?.label ?? (typeof def.header === 'string' ? def.header : '');
}

type HeaderCellProps<Row> = {
  header: Header<Row, unknown>;
  sort: string | undefined;
  onSortChange: ((sort: string) => void) | undefined;
};

/** A column header; a sortable one is a button that asks the server for the other order. */
function HeaderCell<Row>({ header, sort, onSortChange }: HeaderCellProps<Row>) {
  const meta = header.column.columnDef.meta;
  const content = header.isPlaceholder
    ? null
    : flexRender(header.column.columnDef.header, header.getContext());
  const align = meta?.align === 'right' ? 'text-right' : undefined;
  if (!meta?.sort || !onSortChange) {
    return (
      <th scope="col" className={cn(headClass, align)}>
        {content}
      </th>
    );
  }
  const direction = sort === meta.sort.asc ? 'asc' : sort === meta.sort.desc ? 'desc' : null;
  const next = direction === null ? (meta.sort.first ?? 'asc') : direction === 'asc' ? 'desc' : 'asc';
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ChevronsUpDown;
  return (
    <th
      scope="col"
      className={cn(headClass, align)}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
    >
      <button
        type="button"
        onClick={() => onSortChange(meta.sort?.[next] ?? '')}
        className={cn(
          'inline-flex items-center gap-1 rounded-sm uppercase tracking-wide hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary',
          direction && 'text-slate-900',
        )}
      >
        {content}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

function skeletonRows(columns: number) {
  return Array.from({ length: 6 }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
    <tr key={row}>
      {Array.from({ length: columns }, (_, cell) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <td key={cell} className="px-4 py-3">
          <Skeleton className="h-5" />
        </td>
      ))}
    </tr>
  ));
}

function skeletonCards() {
  return Array.from({ length: 6 }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
    <li key={row} className="grid gap-2 px-4 py-3" aria-hidden="true">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
    </li>
  ));
}
