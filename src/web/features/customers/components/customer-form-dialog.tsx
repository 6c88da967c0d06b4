import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormSetError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Customer, customerBody } from '../../../../domain/contracts/customers';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useCreateCustomer, useUpdateCustomer } from '../api';

type Values = z.input<typeof customerBody>;
type Output = z.output<typeof customerBody>;
const fieldNames = ['firstName', 'lastName', 'email', 'phone', 'address', 'notes'] as const;

type CustomerFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  /** Given: Edit Customer for this customer; absent: Add Customer. */
  customer?: Customer | null | undefined;
  /** Called with the saved customer after the dialog closes itself. */
  onSaved?: (customer: Customer) => void;
};

/** Add Customer and Edit Customer: the same fields and the contract's messages as the server. */
export function CustomerFormDialog({
  open,
  onOpenChange,
  companyId,
  customer,
  onSaved,
}: CustomerFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-[600px]">
        <DialogHeader>
          <DialogTitle>{customer ? 'Edit Customer' : 'Add Customer'}</DialogTitle>
          <DialogDescription>
            {customer
              ? "Update the customer's contact details."
              : 'Enter the contact details of the new customer.'}
          </DialogDescription>
        </DialogHeader>
        {/* Content unmounts when the dialog closes, so each opening starts from the customer's values. */}
        {customer ? (
          <EditCustomerForm
            companyId={companyId}
            customer={customer}
            onDone={(saved) => {
              onOpenChange(false);
              onSaved?.(saved);
            }}
          />
        ) : (
          <AddCustomerForm
            companyId={companyId}
            onDone={(saved) => {
              onOpenChange(false);
              onSaved?.(saved);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

type FormProps = { companyId: number; onDone: (customer: Customer) => void };

function AddCustomerForm({ companyId, onDone }: FormProps) {
  const create = useCreateCustomer(companyId);
  return (
    <CustomerFields
      defaults={{ firstName: '', lastName: '', email: '', phone: '', address: '', notes: '' }}
      pending={create.isPending}
      submitLabel="Add Customer"
      pendingLabel="Adding..."
      onSubmit={(values, setError) =>
        create.mutate(values, {
          onSuccess: onDone,
          onError: (error) => applyServerFieldErrors(error, setError, fieldNames),
        })
      }
    />
  );
}

function EditCustomerForm({ companyId, customer, onDone }: FormProps & { customer: Customer }) {
  const update = useUpdateCustomer(companyId, customer.id);
  return (
    <CustomerFields
      defaults={{
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email ?? '',
        phone: customer.phone ?? '',
        address: customer.address ?? '',
        notes: customer.notes ?? '',
      }}
      pending={update.isPending}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      onSubmit={(values, setError) =>
        update.mutate(values, {
          onSuccess: onDone,
          onError: (error) => applyServerFieldErrors(error, setError, fieldNames),
        })
      }
    />
  );
}

type FieldsProps = {
  defaults: Values;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (values: Output, setError: UseFormSetError<Values>) => void;
};

function CustomerFields({ defaults, pending, submitLabel, pendingLabel, onSubmit }: FieldsProps) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(customerBody),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="grid grid-cols-1 gap-4"
      onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="off" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="off" {...form.register('lastName')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="off" {...form.register('phone')} />
        </FormField>
      </div>
      <FormField label="Address" error={errors.address?.message}>
        <Textarea rows={2} autoComplete="off" {...form.register('address')} />
      </FormField>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} {...form.register('notes')} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={pending} loadingText={pendingLabel}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
