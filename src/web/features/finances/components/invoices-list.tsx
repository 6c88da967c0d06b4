import '#domain/messages/load/invoices';
import { createColumnHelper } from '@tanstack/react-table';
import { Ban, Banknote, CircleCheck, FileText, Pencil, SearchX, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Invoice, InvoiceSort } from '#domain/contracts/invoices';
import { formatDate, formatMoney } from '#domain/format';
import { can } from '#domain/permissions';
import { href } from '#web/app/paths';
import { Card } from '#web/components/ui/card';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListPager, ListSearch } from '#web/components/ui/list-controls';
import { RowActionsMenu } from '#web/components/ui/row-actions';
import { Select } from '#web/components/ui/select';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';
import { usePagedList } from '#web/lib/paged-list';
import { Link } from '#web/lib/router';
import { useUser } from '../../auth/api';
import { invoicesPageQuery, useCancelInvoice, useDeleteInvoice } from '../api';
import { invoicesListState } from '../list-state';
import { InvoiceViewedNote, useInvoiceSendActions } from './invoice-send-actions';
import { InvoiceStatusBadge } from './invoice-status-badge';

// The row menu's dialogs (their forms, the form library and the schemas, with zod) load when first opened, not
// with the list.
const PaymentsDialog = lazy(() => import('./payments-dialog').then((m) => ({ default: m.PaymentsDialog })));
const EditInvoiceDialog = lazy(() =>
  import('./edit-invoice-dialog').then((m) => ({ default: m.EditInvoiceDialog })),
);
const MarkPaidDialog = lazy(() => import('./mark-paid-dialog').then((m) => ({ default: m.MarkPaidDialog })));

const column = createColumnHelper<Invoice>();
const dash = <span className="text-slate-500">—</span>;

/** A name that opens its record; on two lines at most in the table (the whole name on hover). */
function NameLink({ to, name }: { to: string; name: string }) {
  return (
    <Link
      to={to}
      title={name}
      className="line-clamp-2 break-words text-slate-900 hover:text-primary hover:underline"
    >
      {name}
    </Link>
  );
}

/**
 * The columns (docs/product.md#invoices): Invoice # (INV- plus the id), Invoice Number, Amount, Created Date, Due
 * Date, Status; and whom and what the invoice bills, the Customer and the Project, named by the server.
 */
const invoiceColumns = [
  column.accessor('id', {
    header: t('invoices:columns.id'),
    cell: ({ getValue }) => (
      <span className="font-medium text-slate-900">{t('invoices:columns.idValue', { id: getValue() })}</span>
    ),
    meta: { width: 'w-28', card: 'title' },
  }),
  column.accessor('invoiceNumber', {
    header: t('invoices:columns.number'),
    meta: { className: 'truncate', sort: { asc: 'number', desc: 'number-desc' } },
  }),
  column.accessor('customerName', {
    header: t('invoices:columns.customer'),
    cell: ({ row }) =>
      row.original.customerId !== null && row.original.customerName !== null ? (
        <NameLink
          to={href('/customers/:id', { id: row.original.customerId })}
          name={row.original.customerName}
        />
      ) : (
        <span className="text-slate-500">{t('invoices:noCustomer')}</span>
      ),
    meta: { sort: { asc: 'customer', desc: 'customer-desc' } },
  }),
  column.accessor('projectName', {
    id: 'project',
    header: t('invoices:columns.project'),
    cell: ({ row }) =>
      row.original.projectId !== null && row.original.projectName !== null ? (
        <NameLink
          to={href('/projects/:id', { id: row.original.projectId })}
          name={row.original.projectName}
        />
      ) : (
        <span className="text-slate-500">{t('invoices:noProject')}</span>
      ),
    meta: { sort: { asc: 'project', desc: 'project-desc' } },
  }),
  column.accessor('amount', {
    header: t('invoices:columns.amount'),
    cell: ({ row }) => (
      <>
        {formatMoney(row.original.amount)}
        {/* What is left of a partly paid invoice (decision 0267). */}
        {row.original.paymentStatus === 'partially_paid' ? (
          <span className="block text-slate-500 text-xs">
            {t('invoices:payments.balanceDue')} {formatMoney(row.original.balanceDue)}
          </span>
        ) : null}
      </>
    ),
    meta: { align: 'right', width: 'w-32', sort: { asc: 'amount', desc: 'amount-desc', first: 'desc' } },
  }),
  column.accessor('createdAt', {
    header: t('invoices:columns.createdDate'),
    cell: ({ getValue }) => formatDate(getValue()),
    meta: { width: 'w-28', sort: { asc: 'oldest', desc: 'newest', first: 'desc' } },
  }),
  column.accessor('dueDate', {
    header: t('invoices:columns.dueDate'),
    cell: ({ getValue }) => (getValue() ? formatDate(getValue()) : dash),
    meta: { width: 'w-28', sort: { asc: 'due', desc: 'due-desc' } },
  }),
  column.display({
    id: 'status',
    header: t('invoices:columns.status'),
    cell: ({ row }) => (
      <>
        <InvoiceStatusBadge invoice={row.original} />
        <InvoiceViewedNote invoice={row.original} />
      </>
    ),
    meta: { width: 'w-28', card: 'aside' },
  }),
];

const statusOptions = [
  { value: 'all', label: t('invoices:statuses.all') },
  { value: 'draft', label: t('invoices:statuses.draft') },
  { value: 'sent', label: t('invoices:statuses.sent') },
  { value: 'paid', label: t('invoices:statuses.paid') },
  { value: 'overdue', label: t('invoices:statuses.overdue') },
  { value: 'cancelled', label: t('invoices:statuses.cancelled') },
];

/**
 * The Finances page's invoices, or one project's (its Financials tab): searched, filtered by the status shown and
 * paged on the server.
 */
export function InvoicesList({ companyId, projectId }: { companyId: number; projectId?: number }) {
  const { user } = useUser();
  const list = usePagedList(invoicesListState, (state) => invoicesPageQuery(companyId, state, projectId));
  // Inside a project every row is that project's: its column would say the same name on every line.
  const columns = projectId === undefined ? invoiceColumns : invoiceColumns.filter((c) => c.id !== 'project');
  const cancel = useCancelInvoice(companyId);
  const remove = useDeleteInvoice(companyId);
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [cancelling, setCancelling] = useState<Invoice | null>(null);
  const [deleting, setDeleting] = useState<Invoice | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [paymentsOf, setPaymentsOf] = useState<Invoice | null>(null);
  // Stay mounted after the first opening so closing can animate and hand focus back.
  const payingMounted = useOpenedOnce(paying !== null);
  const editMounted = useOpenedOnce(editing !== null);
  // Employees read invoices and change none (docs/product.md#invoices).
  const manages = can(user, 'manageInvoices');
  const sendActions = useInvoiceSendActions(companyId, manages);
  return (
    <>
      <Card>
        <DataTable
          label={t('invoices:title')}
          columns={columns}
          // Eight columns need the room of a wide screen; narrower ones get a card per invoice.
          tableFrom="xl"
          rows={list.rows}
          getRowId={(invoice) => invoice.id}
          query={list.query}
          errorTitle={t('invoices:loadError')}
          sort={list.state.sort}
          onSortChange={(sort) => list.setState({ sort: sort as InvoiceSort })}
          filtered={list.state.search !== '' || list.state.status !== 'all'}
          noResults={
            <EmptyState icon={SearchX} title={t('invoices:emptyTitle')}>
              {t('invoices:noResults')}
            </EmptyState>
          }
          empty={
            <EmptyState icon={FileText} title={t('invoices:emptyTitle')}>
              {projectId === undefined ? t('invoices:empty') : t('invoices:emptyProject')}
            </EmptyState>
          }
          // Everyone who reads invoices downloads their PDF; sending and changing them is for admins and managers.
          rowActions={(invoice) => (
            <RowActionsMenu
              name={t('invoices:rowName', { number: invoice.invoiceNumber })}
              actions={[
                ...sendActions(invoice),
                {
                  label: t('common:edit'),
                  icon: Pencil,
                  onSelect: () => setEditing(invoice.id),
                  hidden: !manages || invoice.status === 'cancelled',
                },
                {
                  label: t('invoices:payments.action'),
                  icon: Banknote,
                  onSelect: () => setPaymentsOf(invoice),
                  hidden: !manages || invoice.status === 'cancelled',
                },
                {
                  label: t('invoices:actions.markPaid'),
                  icon: CircleCheck,
                  onSelect: () => setPaying(invoice),
                  hidden: !manages || invoice.isPaid || invoice.status === 'cancelled',
                },
                {
                  label: t('invoices:actions.cancel'),
                  icon: Ban,
                  onSelect: () => setCancelling(invoice),
                  hidden: !manages || invoice.isPaid || invoice.status === 'cancelled',
                },
                {
                  label: t('common:delete'),
                  icon: Trash2,
                  destructive: true,
                  onSelect: () => setDeleting(invoice),
                  hidden: !manages,
                },
              ]}
            />
          )}
          toolbar={
            <ListSearch
              label={t('invoices:search')}
              placeholder={t('invoices:searchPlaceholder')}
              {...list.search}
            >
              <Select
                aria-label={t('invoices:columns.status')}
                className="sm:w-44"
                value={list.state.status}
                onChange={(e) => list.setState({ status: e.target.value as typeof list.state.status })}
                options={statusOptions}
              />
            </ListSearch>
          }
          footer={<ListPager inCard noun={t('invoices:noun')} {...list.pager} />}
        />
      </Card>
      {payingMounted ? (
        <Suspense fallback={null}>
          <MarkPaidDialog companyId={companyId} invoice={paying} onClose={() => setPaying(null)} />
        </Suspense>
      ) : null}
      {editMounted ? (
        <Suspense fallback={null}>
          <EditInvoiceDialog companyId={companyId} invoiceId={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      {paymentsOf !== null ? (
        <Suspense fallback={null}>
          <PaymentsDialog
            companyId={companyId}
            // The row as the list shows it now: a recorded payment refetches the list and so the balance.
            invoice={list.rows?.find((row) => row.id === paymentsOf.id) ?? paymentsOf}
            onClose={() => setPaymentsOf(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmDeleteDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        item={t('invoices:item')}
        description={t('invoices:cancelDialog.description', { number: cancelling?.invoiceNumber ?? '' })}
        confirmLabel={t('invoices:actions.cancel')}
        pendingLabel={t('invoices:cancelDialog.cancelling')}
        pending={cancel.isPending}
        onConfirm={() => {
          if (cancelling) cancel.mutate(cancelling.id, { onSettled: () => setCancelling(null) });
        }}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        item={t('invoices:item')}
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
