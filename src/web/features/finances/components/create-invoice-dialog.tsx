import '#domain/messages/load/invoices';
import { createInvoiceBody } from '#domain/contracts/invoices';
import { FormDialog } from '#web/components/ui/form-dialog';
import { t } from '#web/lib/i18n';
import { useCreateInvoice } from '../api';
import { newInvoiceValues } from '../new-invoice-values';
import { InvoiceFormFields } from './invoice-form-fields';

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
