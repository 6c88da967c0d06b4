import { createInvoiceBody } from '#domain/contracts/invoices';
import { toDateOnly } from '#domain/format';
import { FormDialog } from '#web/components/ui/form-dialog';
import { useCreateInvoice } from '../api';
import { InvoiceFormFields, type InvoiceFormValues } from './invoice-form-fields';

/** A number to start from: INV- and the last six digits of the time (the user may type their own). */
export const suggestedNumber = () => `INV-${String(Date.now()).slice(-6)}`;

/** The empty Create New Invoice form; `preset` preselects a project or a customer. */
export function newInvoiceValues(preset: Partial<InvoiceFormValues> = {}): InvoiceFormValues {
  return {
    invoiceNumber: suggestedNumber(),
    title: '',
    description: '',
    amount: '',
    // docs/product.md#invoices: the issue date defaults to now.
    issueDate: toDateOnly(new Date()),
    dueDate: '',
    lines: [],
    ...preset,
  };
}

type CreateInvoiceDialogProps = { companyId: number; open: boolean; onOpenChange: (open: boolean) => void };

/** Create New Invoice (docs/product.md#invoices) in a dialog: the fields of InvoiceFormFields. */
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
      defaultValues={newInvoiceValues()}
      submitLabel="Create Invoice"
      pendingLabel="Creating..."
      onSubmit={(values) => create.mutateAsync(values)}
    >
      {(form) => <InvoiceFormFields form={form} companyId={companyId} />}
    </FormDialog>
  );
}
