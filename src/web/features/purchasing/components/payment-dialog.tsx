import '#domain/messages/load/purchasing';
import type { VendorBillSummary } from '#domain/contracts/vendor-bills';
import { vendorBillPaymentBody } from '#domain/contracts/vendor-bills';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { t } from '#web/lib/i18n';
import { usePayBill } from '../api';

/** Record payment: what was paid to the vendor against the bill (its balance at most), when and how. */
export function PaymentDialog({
  companyId,
  projectId,
  bill,
  onOpenChange,
}: {
  companyId: number;
  projectId: number | null;
  bill: VendorBillSummary;
  onOpenChange: (open: boolean) => void;
}) {
  const pay = usePayBill(companyId, projectId, bill.id);
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`${t('purchasing:ui.pay')}: ${bill.vendorName} ${bill.number}`}
      schema={vendorBillPaymentBody}
      defaultValues={{
        amount: bill.balance,
        date: new Date().toISOString().slice(0, 10),
        method: '',
        reference: '',
      }}
      submitLabel={t('purchasing:ui.save')}
      pendingLabel={t('purchasing:ui.saving')}
      onSubmit={(values) => pay.mutateAsync(values)}
    >
      <FormDialogField name="amount" label={t('purchasing:ui.amount')}>
        <Input inputMode="decimal" autoComplete="off" />
      </FormDialogField>
      <FormDialogField name="date" label={t('purchasing:ui.paymentDate')}>
        <Input type="date" />
      </FormDialogField>
      <FormDialogField name="method" label={t('purchasing:ui.method')}>
        <Input autoComplete="off" />
      </FormDialogField>
      <FormDialogField name="reference" label={t('purchasing:ui.reference')}>
        <Input autoComplete="off" />
      </FormDialogField>
    </FormDialog>
  );
}
