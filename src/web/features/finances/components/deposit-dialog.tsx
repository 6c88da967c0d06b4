import '#domain/messages/load/payments';
import { recordPaymentBody } from '#domain/contracts/payments';
import { toDateOnly } from '#domain/format';
import { FormDialog } from '#web/components/ui/form-dialog';
import { t } from '#web/lib/i18n';
import { useRecordDeposit } from '../payments-api';
import { PaymentFields } from './payment-fields';

/** Record Deposit: a payment on account of the project, taken by its next invoice (decision 0267). */
export function DepositDialog({
  companyId,
  projectId,
  onClose,
}: {
  companyId: number;
  projectId: number;
  onClose: () => void;
}) {
  const record = useRecordDeposit(companyId, projectId);
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="md:max-w-[560px]"
      title={t('payments:deposits.record')}
      description={t('payments:deposits.dialogDescription')}
      schema={recordPaymentBody}
      defaultValues={{ amount: '', date: toDateOnly(new Date()), method: 'check', reference: '', note: '' }}
      submitLabel={t('payments:deposits.record')}
      pendingLabel={t('payments:recording')}
      onSubmit={(values) => record.mutateAsync(values)}
    >
      <PaymentFields />
    </FormDialog>
  );
}
