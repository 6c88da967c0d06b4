import '#domain/messages/load/invoices';
import '#domain/messages/load/payments';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Invoice } from '#domain/contracts/invoices';
import { type Payment, recordPaymentBody } from '#domain/contracts/payments';
import { formatDate, formatMoney, toDateOnly } from '#domain/format';
import { Button } from '#web/components/ui/button';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { FormDialog } from '#web/components/ui/form-dialog';
import { t } from '#web/lib/i18n';
import { invoicePaymentsQuery, useDeletePayment, useRecordPayment } from '../payments-api';
import { EditPaymentDialog } from './edit-payment-dialog';
import { PaymentFields } from './payment-fields';
import { PaymentRows } from './payment-rows';

type PaymentsDialogProps = {
  companyId: number;
  invoice: Invoice;
  onClose: () => void;
};

/**
 * An invoice's payments (decision 0267): what came in so far, each removable, and the form that records the next
 * one, its amount the balance due to start with. Loaded when opened, with its schema, so the list loads no zod.
 */
export function PaymentsDialog({ companyId, invoice, onClose }: PaymentsDialogProps) {
  const record = useRecordPayment(companyId, invoice);
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="md:max-w-[560px]"
      title={t('payments:title')}
      description={t('payments:description', {
        number: invoice.invoiceNumber,
        total: formatMoney(invoice.amount),
        balance: formatMoney(invoice.balanceDue),
      })}
      schema={recordPaymentBody}
      defaultValues={{
        amount: invoice.balanceDue,
        date: toDateOnly(new Date()),
        method: 'check',
        reference: '',
        note: '',
      }}
      submitLabel={t('payments:record')}
      pendingLabel={t('payments:recording')}
      onSubmit={(values) => record.mutateAsync(values)}
    >
      <PaymentList companyId={companyId} invoice={invoice} />
      <PaymentFields />
    </FormDialog>
  );
}

/** The payments received, oldest first, with the totals the balance comes from. */
function PaymentList({ companyId, invoice }: { companyId: number; invoice: Invoice }) {
  const payments = useQuery(invoicePaymentsQuery(invoice.id));
  const remove = useDeletePayment(companyId, invoice);
  const [deleting, setDeleting] = useState<Payment | null>(null);
  const [editing, setEditing] = useState<Payment | null>(null);
  if (payments.isError) return <p className="text-red-700 text-sm">{t('payments:loadError')}</p>;
  const rows = payments.data ?? [];
  return (
    <section aria-label={t('payments:title')} className="grid gap-2 text-sm">
      {rows.length === 0 ? (
        <p className="text-slate-500">{payments.isPending ? t('common:loading') : t('payments:none')}</p>
      ) : (
        <PaymentRows
          payments={rows}
          actions={(payment) => (
            <>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('payments:edit', {
                  amount: formatMoney(payment.amount),
                  day: formatDate(payment.date),
                })}
                onClick={() => setEditing(payment)}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('payments:remove', {
                  amount: formatMoney(payment.amount),
                  day: formatDate(payment.date),
                })}
                onClick={() => setDeleting(payment)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </>
          )}
        />
      )}
      <dl className="ml-auto grid grid-cols-[auto_auto] gap-x-4 text-right tabular-nums">
        <dt className="text-slate-500">{t('payments:paid')}</dt>
        <dd>{formatMoney(invoice.amountPaid)}</dd>
        <dt className="text-slate-500">{t('payments:balanceDue')}</dt>
        <dd className="font-semibold">{formatMoney(invoice.balanceDue)}</dd>
      </dl>
      {editing ? (
        <EditPaymentDialog
          companyId={companyId}
          invoice={invoice}
          payment={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        item={t('payments:removeItem')}
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </section>
  );
}
