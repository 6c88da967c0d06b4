import '#domain/messages/load/payments';
import { paymentMethods } from '#domain/enums';
import { paymentMethodLabels } from '#domain/payment-labels';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';

const methodOptions = paymentMethods.map((value) => ({ value, label: paymentMethodLabels[value] }));

/** A payment's fields (amount, date, method, reference, note): an invoice's payment and a deposit on account. */
export function PaymentFields() {
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormDialogField name="amount" label={t('payments:fields.amountDollars')}>
          <Input inputMode="decimal" />
        </FormDialogField>
        <FormDialogField name="date" label={t('payments:fields.date')}>
          <Input type="date" />
        </FormDialogField>
        <FormDialogField name="method" label={t('payments:fields.method')}>
          <Select options={methodOptions} />
        </FormDialogField>
        <FormDialogField name="reference" label={t('payments:fields.reference')}>
          <Input />
        </FormDialogField>
      </div>
      <FormDialogField name="note" label={t('payments:fields.note')}>
        <Textarea rows={2} />
      </FormDialogField>
    </>
  );
}
