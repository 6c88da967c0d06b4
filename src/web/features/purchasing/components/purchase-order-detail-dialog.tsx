import '#domain/messages/load/purchasing';
import { useQuery } from '@tanstack/react-query';
import { Download, Pencil } from 'lucide-react';
import { purchaseOrderCalls } from '#calls/purchase-orders';
import type { PurchaseOrderView } from '#domain/contracts/purchase-orders';
import { formatDate, formatMoney, formatQuantity } from '#domain/format';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { ErrorState } from '#web/components/ui/error-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/api';
import { callUrl } from '#web/lib/calls';
import { usePdfDownload } from '#web/lib/download';
import { t } from '#web/lib/i18n';
import { purchaseOrderQuery } from '../api';
import { poVariant } from './purchasing-tables';

/**
 * One purchase order as its vendor receives it: lines, totals, what is billed and still open, its PDF; a draft is
 * edited from here by admins and managers.
 */
export function PurchaseOrderDetailDialog({
  orderId,
  onEdit,
  onClose,
}: {
  orderId: number;
  onEdit: (order: PurchaseOrderView) => void;
  onClose: () => void;
}) {
  const order = useQuery(purchaseOrderQuery(orderId));
  const data = order.data;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="md:max-w-[720px]">
        <DialogHeader>
          <DialogTitle>{t('purchasing:ui.orderOf', { number: data?.number ?? '' })}</DialogTitle>
          <DialogDescription>
            {data
              ? t('purchasing:ui.orderSummary', {
                  vendor: data.vendorName,
                  issued: formatDate(data.issueDate),
                })
              : t('common:loading')}
          </DialogDescription>
        </DialogHeader>
        {order.isError ? (
          <ErrorState
            title={t('purchasing:ui.loadError')}
            message={errorMessage(order.error, t('common:unexpectedError'))}
            onRetry={() => void order.refetch()}
          />
        ) : !data ? (
          <Skeleton className="h-48" />
        ) : (
          <OrderBody order={data} onEdit={() => onEdit(data)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function OrderBody({ order, onEdit }: { order: PurchaseOrderView; onEdit: () => void }) {
  const pdf = usePdfDownload(
    callUrl(purchaseOrderCalls.pdf, { params: { id: order.id } }),
    `purchase-order-${order.number}.pdf`,
  );
  return (
    <div className="grid gap-4 text-sm">
      <div className="flex flex-wrap items-center gap-2 text-slate-600">
        <Badge variant={poVariant[order.status]}>{t(`purchasing:poStatuses.${order.status}`)}</Badge>
        {order.deliveryDate ? (
          <span>{t('purchasing:ui.deliveryOn', { date: formatDate(order.deliveryDate) })}</span>
        ) : null}
        {order.sentTo ? <span>{t('purchasing:ui.sentTo', { email: order.sentTo })}</span> : null}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[520px] text-left">
          <thead className="text-slate-500 text-xs uppercase">
            <tr className="border-slate-200 border-b">
              <th className="py-2 pr-3 font-medium">{t('purchasing:ui.description')}</th>
              <th className="py-2 pr-3 font-medium">{t('purchasing:ui.budgetLine')}</th>
              <th className="py-2 pr-3 text-right font-medium">{t('purchasing:ui.quantity')}</th>
              <th className="py-2 pr-3 text-right font-medium">{t('purchasing:ui.unitCost')}</th>
              <th className="py-2 text-right font-medium">{t('purchasing:ui.amount')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {order.lines.map((line) => (
              <tr key={line.id}>
                <td className="py-2 pr-3">{line.description}</td>
                <td className="py-2 pr-3 text-slate-600">{line.budgetItemName ?? ''}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatQuantity(line.quantity)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(line.unitCost)}</td>
                <td className="py-2 text-right tabular-nums">{formatMoney(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto grid grid-cols-[auto_auto] gap-x-6 gap-y-1 text-right tabular-nums">
        <dt className="text-slate-500">{t('purchasing:ui.total')}</dt>
        <dd className="font-semibold">{formatMoney(order.total)}</dd>
        <dt className="text-slate-500">{t('purchasing:ui.billed')}</dt>
        <dd>{formatMoney(order.billed)}</dd>
        <dt className="text-slate-500">{t('purchasing:ui.open')}</dt>
        <dd>{formatMoney(order.unbilled)}</dd>
      </dl>
      {order.notes ? <p className="whitespace-pre-wrap text-slate-700">{order.notes}</p> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="outline"
          loading={pdf.isPending}
          loadingText={t('purchasing:ui.preparingPdf')}
          onClick={() => pdf.mutate()}
        >
          <Download aria-hidden="true" />
          {t('purchasing:ui.downloadPdf')}
        </Button>
        {order.canManage && order.status === 'draft' ? (
          <Button onClick={onEdit}>
            <Pencil aria-hidden="true" />
            {t('purchasing:ui.edit')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
