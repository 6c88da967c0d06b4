import '#domain/messages/load/customers';
import { type Customer, customerBody, customerFormFields } from '#domain/contracts/customers';
import { emptyFormValues, formValuesOf } from '#domain/contracts/form-values';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
import { useCreateCustomer, useUpdateCustomer } from '../api';

type CustomerFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  /** Given: Edit Customer for this customer; absent: Add Customer. */
  customer?: Customer | null | undefined;
};

/** Add Customer and Edit Customer: the same fields and the contract's messages as the server. */
export function CustomerFormDialog({ open, onOpenChange, companyId, customer }: CustomerFormDialogProps) {
  const create = useCreateCustomer(companyId);
  const update = useUpdateCustomer(companyId, customer?.id ?? 0, customer?.version);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="md:max-w-[600px]"
      title={customer ? t('customers:edit') : t('customers:add')}
      description={customer ? t('customers:editDescription') : t('customers:addDescription')}
      schema={customerBody}
      defaultValues={
        customer ? formValuesOf(customerFormFields, customer) : emptyFormValues(customerFormFields)
      }
      submitLabel={customer ? t('common:saveChanges') : t('customers:add')}
      pendingLabel={customer ? t('common:saving') : t('customers:adding')}
      onSubmit={(values) => (customer ? update : create).mutateAsync(values)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDialogField name="firstName" label={t('customers:fields.firstName')}>
          <Input autoComplete="off" />
        </FormDialogField>
        <FormDialogField name="lastName" label={t('customers:fields.lastName')}>
          <Input autoComplete="off" />
        </FormDialogField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDialogField name="email" label={t('customers:fields.email')}>
          <Input type="email" autoComplete="off" />
        </FormDialogField>
        <FormDialogField name="phone" label={t('customers:fields.phone')}>
          <Input type="tel" autoComplete="off" />
        </FormDialogField>
      </div>
      <FormDialogField name="address" label={t('customers:fields.address')}>
        <Textarea rows={2} autoComplete="off" />
      </FormDialogField>
      <FormDialogField name="notes" label={t('customers:fields.notes')}>
        <Textarea rows={3} />
      </FormDialogField>
    </FormDialog>
  );
}
