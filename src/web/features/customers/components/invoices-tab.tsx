import '#domain/messages/load/customers';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Plus, Receipt } from 'lucide-react';
import type { Invoice } from '#domain/contracts/invoices';
import { formatDateMedium, formatMoney } from '#domain/format';
import { href } from '#web/app/paths';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { customerInvoicesQuery } from '../api';

type InvoicesTabProps = { companyId: number; customerId: number; canCreate: boolean };

const column = createColumnHelper<Invoice>();

/** Customer detail shows only paid or unpaid (docs/product.md#customers), whatever the status. */
function PaidBadge({ isPaid }: { isPaid: boolean }) {
  return isPaid ? (
    <Badge variant="green">{t('customers:invoices.paid')}</Badge>
  ) : (
    <Badge variant="amber">{t('customers:invoices.unpaid')}</Badge>
  );
}

/** Number, description, amount, Paid or Unpaid, due date. */
const invoiceColumns = [
  column.accessor('invoiceNumber', {
    header: t('customers:invoices.columns.number'),
    cell: ({ getValue }) => <span className="font-medium text-slate-900">{getValue()}</span>,
    meta: { width: 'w-40', card: 'title' },
  }),
  column.display({
    id: 'description',
    header: t('customers:invoices.columns.description'),
    cell: ({ row }) => {
      const text = row.original.description || row.original.title || '—';
      return (
        <span className="block truncate text-slate-600" title={text}>
          {text}
        </span>
      );
    },
    meta: { card: 'plain' },
  }),
  column.accessor('amount', {
    header: t('customers:invoices.columns.amount'),
    cell: ({ getValue }) => <span className="text-slate-900">{formatMoney(getValue())}</span>,
    meta: { width: 'w-32', align: 'right' },
  }),
  column.accessor('isPaid', {
    header: t('customers:invoices.columns.status'),
    cell: ({ getValue }) => <PaidBadge isPaid={getValue()} />,
    meta: { width: 'w-24', card: 'aside' },
  }),
  column.accessor('dueDate', {
    header: t('customers:invoices.columns.dueDate'),
    cell: ({ getValue }) => formatDateMedium(getValue(), '—'),
    meta: { width: 'w-32', className: 'whitespace-nowrap' },
  }),
];

/** The customer's invoices: number, description, amount, Paid or Unpaid, due date. */
export function InvoicesTab({ companyId, customerId, canCreate }: InvoicesTabProps) {
  const invoices = useQuery(customerInvoicesQuery(companyId, customerId));
  const generate = canCreate ? (
    <Button asChild size="sm">
      <Link to={href('/finances/invoices/new', { customerId })}>
        <Plus aria-hidden="true" />
        {t('customers:actions.generateInvoice')}
      </Link>
    </Button>
  ) : null;

  const rows = invoices.data ?? [];
  return (
    <div className="grid grid-cols-1 gap-4">
      {rows.length > 0 ? (
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-semibold text-lg text-slate-900">{t('customers:invoices.title')}</h2>
          {generate}
        </div>
      ) : null}
      <Card>
        <DataTable
          label={t('customers:invoices.title')}
          tableFrom="sm"
          columns={invoiceColumns}
          rows={rows}
          getRowId={(invoice) => invoice.id}
          query={invoices}
          errorTitle={t('customers:invoices.loadError')}
          empty={
            <EmptyState icon={Receipt} title={t('customers:invoices.emptyTitle')} action={generate}>
              {t('customers:invoices.empty')}
            </EmptyState>
          }
        />
      </Card>
    </div>
  );
}
