import { createColumnHelper } from '@tanstack/react-table';
import { Paperclip, Receipt, SearchX } from 'lucide-react';
import type { Expense } from '../../../../domain/contracts/expenses';
import { expenseCategoryLabels } from '../../../../domain/enums';
import { formatDate, formatMoney } from '../../../../domain/format';
import { Card } from '../../../components/ui/card';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager, ListSearch } from '../../../components/ui/list-controls';
import { usePagedList } from '../../../lib/paged-list';
import { expensesListState, expensesPageQuery } from '../api';

const column = createColumnHelper<Expense>();
const dash = <span className="text-slate-500">—</span>;

/** The spec's columns: Date, Category, Amount, Description (truncated), Vendor, Receipt (its file, when attached). */
const expenseColumns = [
  column.accessor('date', {
    header: 'Date',
    cell: ({ getValue }) => formatDate(getValue()),
    meta: { width: 'w-28' },
  }),
  column.accessor('category', {
    header: 'Category',
    cell: ({ getValue }) => expenseCategoryLabels[getValue()],
    meta: { width: 'w-36' },
  }),
  column.accessor('amount', {
    header: 'Amount',
    cell: ({ getValue }) => formatMoney(getValue()),
    meta: { align: 'right', width: 'w-32', card: 'aside' },
  }),
  column.accessor('description', {
    header: 'Description',
    cell: ({ row }) => (
      <span className="block truncate" title={row.original.description}>
        {row.original.description}
        {row.original.projectName ? (
          <span className="block truncate text-slate-500 text-xs">{row.original.projectName}</span>
        ) : null}
      </span>
    ),
    meta: { card: 'title' },
  }),
  column.accessor('vendor', { header: 'Vendor', cell: ({ getValue }) => getValue() ?? dash }),
  column.accessor('receiptUrl', {
    header: 'Receipt',
    cell: ({ row }) =>
      row.original.receiptUrl ? (
        <a
          href={`${row.original.receiptUrl}?inline=1`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-primary hover:underline"
          aria-label={`Receipt of ${row.original.description}`}
        >
          <Paperclip className="size-4" aria-hidden="true" />
          View
        </a>
      ) : (
        dash
      ),
    meta: { width: 'w-24' },
  }),
];

/** The Finances page's expenses, newest first, searched and paged on the server. */
export function ExpensesList({ companyId, projectId }: { companyId: number; projectId?: number }) {
  const list = usePagedList(expensesListState, (state) => expensesPageQuery(companyId, state, projectId));
  return (
    <Card>
      <DataTable
        label="Expenses"
        columns={expenseColumns}
        rows={list.rows}
        getRowId={(expense) => expense.id}
        query={list.query}
        errorTitle="Error loading expenses"
        filtered={list.state.search !== ''}
        noResults={
          <EmptyState icon={SearchX} title="No expenses found">
            No expenses match your search.
          </EmptyState>
        }
        empty={<EmptyState icon={Receipt} title="No expenses found" />}
        toolbar={<ListSearch label="Search expenses" placeholder="Search expenses..." {...list.search} />}
        footer={<ListPager inCard noun="expenses" {...list.pager} />}
      />
    </Card>
  );
}
