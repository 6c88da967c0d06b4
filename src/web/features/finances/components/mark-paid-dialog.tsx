import '#domain/messages/load/invoices';
import { type Invoice, markPaidBody } from '#domain/contracts/invoices';
import { formatMoney, toDateOnly } from '#domain/format';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { t } from '#web/lib/i18n';
import { useMarkInvoicePaid } from '../api';

type MarkPaidDialogProps = {
  companyId: number;
  /** The invoice being marked paid; null closes the dialog. */
  invoice: Invoice | null;
  onClose: () => void;
};

/** Mark as Paid (docs/product.md#invoices): the date the invoice was paid, today unless changed. */
export function MarkPaidDialog({ companyId, invoice, onClose }: MarkPaidDialogProps) {
  const markPaid = useMarkInvoicePaid(companyId);
  return (
    <FormDialog
      open={invoice !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('invoices:markPaid.title')}
      description={
        invoice
          ? t('invoices:markPaid.description', {
              number: invoice.invoiceNumber,
              amount: formatMoney(invoice.balanceDue),
            })
          : undefined
      }
      schema={markPaidBody}
      defaultValues={{ paidDate: toDateOnly(new Date()) }}
      submitLabel={t('invoices:markPaid.submit')}
      pendingLabel={t('common:saving')}
      onSubmit={(values) => markPaid.mutateAsync({ id: invoice!.id, paidDate: values.paidDate })}
    >
      <FormDialogField name="paidDate" label={t('invoices:markPaid.paymentDate')}>
        <Input type="date" />
      </FormDialogField>
    </FormDialog>
  );
}
