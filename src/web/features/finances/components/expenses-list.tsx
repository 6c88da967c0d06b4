import '#domain/messages/load/expenses';
import { createColumnHelper } from '@tanstack/react-table';
import { Paperclip, Pencil, Plus, Receipt, SearchX, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Expense, ExpenseSort } from '#domain/contracts/expenses';
import { expenseCategoryLabels } from '#domain/enums';
import { formatDate, formatMoney } from '#domain/format';
import { can } from '#domain/permissions';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListPager, ListSearch } from '#web/components/ui/list-controls';
import { RowActionsMenu } from '#web/components/ui/row-actions';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';
import { usePagedList } from '#web/lib/paged-list';
import { useUser } from '../../auth/api';
import { expensesPageQuery, useDeleteExpense } from '../api';
import { expensesListState } from '../list-state';

// The expense form (the form library, the expense's schema, the vendor and project selects) loads when it is
// first opened, not with the list.
const ExpenseFormDialog = lazy(() =>
  import('./expense-form-dialog').then((m) => ({ default: m.ExpenseFormDialog })),
);

const column = createColumnHelper<Expense>();
const dash = <span className="text-slate-500">—</span>;

/**
 * The columns (docs/product.md#expenses): Date, Category, Amount, Description (truncated), Vendor, Budget Item (only
 * within a project), Receipt (its file, when attached).
 */
const expenseColumns = [
  column.accessor('date', {
    header: t('expenses:columns.date'),
    cell: ({ getValue }) => formatDate(getValue()),
    meta: { width: 'w-28', sort: { asc: 'oldest', desc: 'newest', first: 'desc' } },
  }),
  column.accessor('category', {
    header: t('expenses:columns.category'),
    cell: ({ getValue }) => expenseCategoryLabels[getValue()],
    meta: { width: 'w-36' },
  }),
  column.accessor('amount', {
    header: t('expenses:columns.amount'),
    cell: ({ getValue }) => formatMoney(getValue()),
    meta: {
      align: 'right',
      width: 'w-32',
      card: 'aside',
      sort: { asc: 'amount', desc: 'amount-desc', first: 'desc' },
    },
  }),
  column.accessor('description', {
    header: t('expenses:columns.description'),
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
  column.accessor('vendor', {
    header: t('expenses:columns.vendor'),
    cell: ({ getValue }) => getValue() ?? dash,
  }),
  column.accessor('budgetItemName', {
    id: 'budgetItem',
    header: t('expenses:columns.budgetItem'),
    cell: ({ getValue }) => getValue() ?? dash,
  }),
  column.accessor('receiptUrl', {
    header: t('expenses:columns.receipt'),
    cell: ({ row }) =>
      row.original.receiptUrl ? (
        <a
          href={`${row.original.receiptUrl}?inline=1`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-primary hover:underline"
          aria-label={t('expenses:receiptOf', { description: row.original.description })}
        >
          <Paperclip className="size-4" aria-hidden="true" />
          {t('expenses:viewReceipt')}
        </a>
      ) : (
        dash
      ),
    meta: { width: 'w-24' },
  }),
];

const companyColumns = expenseColumns.filter((c) => c.id !== 'budgetItem');

type ExpensesListProps = {
  companyId: number;
  /** One project's expenses (its Financials tab): the Budget Item column shows, new ones are the project's. */
  projectId?: number;
};

/** The Finances page's (or a project's) expenses, newest first, searched and paged on the server. */
export function ExpensesList({ companyId, projectId }: ExpensesListProps) {
  const { user } = useUser();
  const list = usePagedList(expensesListState, (state) => expensesPageQuery(companyId, state, projectId));
  const remove = useDeleteExpense(companyId);
  const [editing, setEditing] = useState<Expense | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  // Stay mounted after the first opening so closing can animate and hand focus back.
  const addMounted = useOpenedOnce(adding);
  const editMounted = useOpenedOnce(editing !== null);
  // Everyone records expenses (docs/product.md#expenses); changing one is for its author, managers and admins.
  const mayChange = (expense: Expense) =>
    can(user, 'manageOthersExpenses') || (!!user && expense.createdBy === user.id);
  return (
    <>
      <Card>
        <DataTable
          label={t('expenses:title')}
          columns={projectId === undefined ? companyColumns : expenseColumns}
          rows={list.rows}
          getRowId={(expense) => expense.id}
          query={list.query}
          errorTitle={t('expenses:loadError')}
          sort={list.state.sort}
          onSortChange={(sort) => list.setState({ sort: sort as ExpenseSort })}
          filtered={list.state.search !== ''}
          noResults={
            <EmptyState icon={SearchX} title={t('expenses:emptyTitle')}>
              {t('expenses:noResults')}
            </EmptyState>
          }
          empty={<EmptyState icon={Receipt} title={t('expenses:emptyTitle')} />}
          rowActions={(expense) => (
            <RowActionsMenu
              name={t('expenses:rowName', { description: expense.description })}
              actions={[
                {
                  label: t('expenses:actions.viewReceipt'),
                  icon: Paperclip,
                  onSelect: () => window.open(`${expense.receiptUrl}?inline=1`, '_blank', 'noopener'),
                  hidden: !expense.receiptUrl,
                },
                {
                  label: t('common:edit'),
                  icon: Pencil,
                  onSelect: () => setEditing(expense),
                  hidden: !mayChange(expense),
                },
                {
                  label: t('common:delete'),
                  icon: Trash2,
                  destructive: true,
                  onSelect: () => setDeleting(expense),
                  hidden: !mayChange(expense),
                },
              ]}
            />
          )}
          toolbar={
            <ListSearch
              label={t('expenses:search')}
              placeholder={t('expenses:searchPlaceholder')}
              {...list.search}
            >
              <Button onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" />
                {t('expenses:add')}
              </Button>
            </ListSearch>
          }
          footer={<ListPager inCard noun={t('expenses:noun')} {...list.pager} />}
        />
      </Card>
      {addMounted ? (
        <Suspense fallback={null}>
          <ExpenseFormDialog
            companyId={companyId}
            projectId={projectId}
            open={adding}
            onOpenChange={setAdding}
          />
        </Suspense>
      ) : null}
      {editMounted ? (
        <Suspense fallback={null}>
          <ExpenseFormDialog
            companyId={companyId}
            expense={editing}
            open={editing !== null}
            onOpenChange={(open) => (open ? undefined : setEditing(null))}
          />
        </Suspense>
      ) : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        item={t('expenses:item')}
        description={t('expenses:deleteDescription', { description: deleting?.description ?? '' })}
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
