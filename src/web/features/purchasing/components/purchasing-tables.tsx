import '#domain/messages/load/purchasing';
import { createColumnHelper } from '@tanstack/react-table';
import { Ban, CreditCard, Eye, Pencil, Send } from 'lucide-react';
import { vendorBillCalls } from '#calls/vendor-bills';
import type { PurchaseOrderSummary } from '#domain/contracts/purchase-orders';
import type { VendorBillSummary } from '#domain/contracts/vendor-bills';
import type { PurchaseOrderStatus, VendorBillStatus } from '#domain/enums';
import { formatDate, formatMoney } from '#domain/format';
import { Badge } from '#web/components/ui/badge';
import { RowActionsMenu } from '#web/components/ui/row-actions';
import { callUrl } from '#web/lib/calls';
import { t } from '#web/lib/i18n';

export const poVariant = {
  draft: 'grey',
  sent: 'blue',
  partially_billed: 'amber',
  billed: 'green',
  void: 'grey',
} as const satisfies Record<PurchaseOrderStatus, string>;
const billVariant = { unpaid: 'red', partially_paid: 'amber', paid: 'green' } as const satisfies Record<
  VendorBillStatus,
  string
>;

export type OrderActions = {
  canManage: boolean;
  view: (order: PurchaseOrderSummary) => void;
  edit: (order: PurchaseOrderSummary) => void;
  send: (order: PurchaseOrderSummary) => void;
  void: (order: PurchaseOrderSummary) => void;
};

const po = createColumnHelper<PurchaseOrderSummary>();

/**
 * The purchase orders' columns: number (opens the order), vendor, status, total, billed, open, and View, and Edit,
 * Send and Void for managers.
 */
export function orderColumns(actions: OrderActions) {
  return [
    po.accessor('number', {
      header: t('purchasing:ui.number'),
      cell: ({ row, getValue }) => (
        <button
          type="button"
          className="text-primary hover:underline"
          aria-label={t('purchasing:ui.openOrder', { number: getValue() })}
          onClick={() => actions.view(row.original)}
        >
          {getValue()}
        </button>
      ),
      meta: { width: 'w-24', card: 'title' },
    }),
    po.accessor('vendorName', { header: t('purchasing:ui.vendor') }),
    po.accessor('status', {
      header: t('purchasing:ui.status'),
      cell: ({ getValue }) => (
        <Badge variant={poVariant[getValue()]}>{t(`purchasing:poStatuses.${getValue()}`)}</Badge>
      ),
      meta: { width: 'w-32', card: 'aside' },
    }),
    po.accessor('total', {
      header: t('purchasing:ui.total'),
      cell: ({ getValue }) => formatMoney(getValue()),
      meta: { width: 'w-28', align: 'right' },
    }),
    po.accessor('billed', {
      header: t('purchasing:ui.billed'),
      cell: ({ getValue }) => formatMoney(getValue()),
      meta: { width: 'w-28', align: 'right' },
    }),
    po.accessor('unbilled', {
      header: t('purchasing:ui.open'),
      cell: ({ getValue }) => formatMoney(getValue()),
      meta: { width: 'w-28', align: 'right' },
    }),
    po.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('common:actions')}</span>,
      cell: ({ row }) => {
        const order = row.original;
        const open = order.status === 'sent' || order.status === 'partially_billed';
        return (
          <RowActionsMenu
            name={order.number}
            actions={[
              { label: t('purchasing:ui.view'), icon: Eye, onSelect: () => actions.view(order) },
              {
                label: t('purchasing:ui.edit'),
                icon: Pencil,
                onSelect: () => actions.edit(order),
                hidden: !actions.canManage || order.status !== 'draft',
              },
              {
                label: t('purchasing:ui.send'),
                icon: Send,
                onSelect: () => actions.send(order),
                hidden: !actions.canManage || order.status !== 'draft',
              },
              {
                label: t('purchasing:ui.void'),
                icon: Ban,
                destructive: true,
                onSelect: () => actions.void(order),
                hidden: !actions.canManage || !(open || order.status === 'draft'),
              },
            ]}
          />
        );
      },
      meta: { width: 'w-14', align: 'right' },
    }),
  ];
}

const bill = createColumnHelper<VendorBillSummary>();

/** The bills' columns: number (its document when uploaded), vendor, order, dates, total, balance, status, Pay. */
export function billColumns(actions: {
  canManage: boolean;
  pay: (bill: VendorBillSummary) => void;
  /** The company's list names each bill's project; a project's own list does not. */
  withProject?: boolean;
}) {
  const project = bill.accessor('projectName', {
    header: t('purchasing:ui.project'),
    cell: ({ getValue }) => getValue() ?? '',
  });
  return [
    bill.accessor('number', {
      header: t('purchasing:ui.number'),
      cell: ({ row, getValue }) =>
        row.original.fileName ? (
          <a
            className="text-primary hover:underline"
            href={callUrl(vendorBillCalls.document, {
              params: { id: row.original.id },
              query: { inline: '1' },
            })}
            target="_blank"
            rel="noreferrer"
          >
            {getValue()}
          </a>
        ) : (
          getValue()
        ),
      meta: { width: 'w-28', card: 'title' },
    }),
    bill.accessor('vendorName', { header: t('purchasing:ui.vendor') }),
    ...(actions.withProject ? [project] : []),
    bill.accessor('purchaseOrderNumber', {
      header: t('purchasing:ui.purchaseOrder'),
      cell: ({ getValue }) => getValue() ?? '',
      meta: { width: 'w-24' },
    }),
    bill.accessor('billDate', {
      header: t('purchasing:ui.billDate'),
      cell: ({ getValue }) => formatDate(getValue()),
      meta: { width: 'w-28' },
    }),
    bill.accessor('total', {
      header: t('purchasing:ui.total'),
      cell: ({ getValue }) => formatMoney(getValue()),
      meta: { width: 'w-28', align: 'right' },
    }),
    bill.accessor('balance', {
      header: t('purchasing:ui.balance'),
      cell: ({ getValue }) => formatMoney(getValue()),
      meta: { width: 'w-28', align: 'right' },
    }),
    bill.accessor('status', {
      header: t('purchasing:ui.status'),
      cell: ({ getValue }) => (
        <Badge variant={billVariant[getValue()]}>{t(`purchasing:billStatuses.${getValue()}`)}</Badge>
      ),
      meta: { width: 'w-32', card: 'aside' },
    }),
    bill.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('common:actions')}</span>,
      cell: ({ row }) => (
        <RowActionsMenu
          name={`${row.original.vendorName} ${row.original.number}`}
          actions={[
            {
              label: t('purchasing:ui.pay'),
              icon: CreditCard,
              onSelect: () => actions.pay(row.original),
              hidden: !actions.canManage || row.original.status === 'paid',
            },
          ]}
        />
      ),
      meta: { width: 'w-14', align: 'right' },
    }),
  ];
}
