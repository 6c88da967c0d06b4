import '#domain/messages/load/payments';
import type { Invoice } from '#domain/contracts/invoices';
import { type Payment, recordPaymentBody } from '#domain/contracts/payments';
import { FormDialog } from '#web/components/ui/form-dialog';
import { t } from '#web/lib/i18n';
import { useUpdatePayment } from '../payments-api';
import { PaymentFields } from './payment-fields';

/**
 * Corrects a payment recorded with the wrong amount, date, method or reference (PATCH on its version): a changed
 * amount must still fit the invoice, and a payment changed meanwhile by someone else is not overwritten (409).
 */
export function EditPaymentDialog({
  companyId,
  invoice,
  payment,
  onClose,
}: {
  companyId: number;
  invoice: Invoice;
  payment: Payment;
  onClose: () => void;
}) {
  const update = useUpdatePayment(companyId, invoice);
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="md:max-w-[560px]"
      title={t('payments:editTitle')}
      schema={recordPaymentBody}
      defaultValues={{
        amount: payment.amount,
        date: payment.date,
        method: payment.method,
        reference: payment.reference ?? '',
        note: payment.note ?? '',
      }}
      submitLabel={t('payments:save')}
      pendingLabel={t('payments:saving')}
      onSubmit={(values) => update.mutateAsync({ payment, body: values })}
    >
      <PaymentFields />
    </FormDialog>
  );
}
