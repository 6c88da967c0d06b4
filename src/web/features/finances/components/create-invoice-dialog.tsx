import { Controller } from 'react-hook-form';
import { createInvoiceBody } from '../../../../domain/contracts/invoices';
import { FormDialog, FormDialogField } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { CustomerSelect } from '../../projects/components/customer-select';
import { ProjectSelect } from '../../projects/components/project-select';
import { useCreateInvoice } from '../api';

/** A number to start from: INV- and the last six digits of the time (the user may type their own). */
const suggestedNumber = () => `INV-${String(Date.now()).slice(-6)}`;

type CreateInvoiceDialogProps = { companyId: number; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Create New Invoice (spec part 2): number, title, description, amount, dates, and a project or a customer (the
 * customer selector only while no project is chosen: the project's customer is the invoice's).
 */
export function CreateInvoiceDialog({ companyId, open, onOpenChange }: CreateInvoiceDialogProps) {
  const create = useCreateInvoice(companyId);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="md:max-w-[600px]"
      title="Create New Invoice"
      description="Bill a customer for a project or any work."
      schema={createInvoiceBody}
      defaultValues={{
        invoiceNumber: suggestedNumber(),
        title: '',
        description: '',
        amount: '',
        issueDate: '',
        dueDate: '',
      }}
      submitLabel="Create Invoice"
      pendingLabel="Creating..."
      onSubmit={(values) => create.mutateAsync(values)}
    >
      {(form) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormDialogField name="invoiceNumber" label="Invoice number">
              <Input autoComplete="off" />
            </FormDialogField>
            <FormDialogField name="amount" label="Amount ($)">
              <Input inputMode="decimal" autoComplete="off" placeholder="0.00" />
            </FormDialogField>
          </div>
          <FormDialogField name="title" label="Title">
            <Input autoComplete="off" />
          </FormDialogField>
          <FormDialogField name="description" label="Description">
            <Textarea rows={2} />
          </FormDialogField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormDialogField name="issueDate" label="Issue date">
              <Input type="date" />
            </FormDialogField>
            <FormDialogField name="dueDate" label="Due date">
              <Input type="date" />
            </FormDialogField>
          </div>
          <Controller
            control={form.control}
            name="projectId"
            render={({ field, fieldState }) => (
              <FormField label="Project" error={fieldState.error?.message}>
                <ProjectSelect
                  value={typeof field.value === 'number' ? field.value : undefined}
                  onChange={(project) => {
                    field.onChange(project.id);
                    form.setValue('customerId', undefined);
                  }}
                />
              </FormField>
            )}
          />
          {form.watch('projectId') == null ? (
            <Controller
              control={form.control}
              name="customerId"
              render={({ field, fieldState }) => (
                <FormField label="Customer" error={fieldState.error?.message}>
                  <CustomerSelect
                    companyId={companyId}
                    value={typeof field.value === 'number' ? field.value : undefined}
                    onChange={(customer) => field.onChange(customer.id)}
                  />
                </FormField>
              )}
            />
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
