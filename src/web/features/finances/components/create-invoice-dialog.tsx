import '#domain/messages/load/invoices';
import { emptyFormValues } from '#domain/contracts/form-values';
import { createInvoiceBody, invoiceFormFields } from '#domain/contracts/invoices';
import { toDateOnly } from '#domain/format';
import { FormDialog } from '#web/components/ui/form-dialog';
import { t } from '#web/lib/i18n';
import { useCreateInvoice } from '../api';
import { InvoiceFormFields, type InvoiceFormValues } from './invoice-form-fields';

/** A number to start from: INV- and the last six digits of the time (the user may type their own). */
export const suggestedNumber = () => `INV-${String(Date.now()).slice(-6)}`;

/** The empty Create New Invoice form; `preset` preselects a project or a customer. */
export function newInvoiceValues(preset: Partial<InvoiceFormValues> = {}): InvoiceFormValues {
  return {
    ...emptyFormValues(invoiceFormFields),
    invoiceNumber: suggestedNumber(),
    // docs/product.md#invoices: the issue date defaults to now.
    issueDate: toDateOnly(new Date()),
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
      title={t('invoices:create.title')}
      description={t('invoices:create.description')}
      schema={createInvoiceBody}
      defaultValues={newInvoiceValues()}
      submitLabel={t('invoices:create.submit')}
      pendingLabel={t('invoices:create.creating')}
      onSubmit={(values) => create.mutateAsync(values)}
    >
      {(form) => <InvoiceFormFields form={form} companyId={companyId} />}
    </FormDialog>
  );
}
