import { type Customer, customerBody } from '#domain/contracts/customers';
import { FormDialog, FormDialogField } from '#web/components/ui/form-dialog';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
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
      title={customer ? 'Edit Customer' : 'Add Customer'}
      description={
        customer ? "Update the customer's contact details." : 'Enter the contact details of the new customer.'
      }
      schema={customerBody}
      defaultValues={{
        firstName: customer?.firstName ?? '',
        lastName: customer?.lastName ?? '',
        email: customer?.email ?? '',
        phone: customer?.phone ?? '',
        address: customer?.address ?? '',
        notes: customer?.notes ?? '',
      }}
      submitLabel={customer ? 'Save Changes' : 'Add Customer'}
      pendingLabel={customer ? 'Saving...' : 'Adding...'}
      onSubmit={(values) => (customer ? update : create).mutateAsync(values)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDialogField name="firstName" label="First name">
          <Input autoComplete="off" />
        </FormDialogField>
        <FormDialogField name="lastName" label="Last name">
          <Input autoComplete="off" />
        </FormDialogField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDialogField name="email" label="Email">
          <Input type="email" autoComplete="off" />
        </FormDialogField>
        <FormDialogField name="phone" label="Phone">
          <Input type="tel" autoComplete="off" />
        </FormDialogField>
      </div>
      <FormDialogField name="address" label="Address">
        <Textarea rows={2} autoComplete="off" />
      </FormDialogField>
      <FormDialogField name="notes" label="Notes">
        <Textarea rows={3} />
      </FormDialogField>
    </FormDialog>
  );
}
