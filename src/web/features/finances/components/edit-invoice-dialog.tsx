import '#domain/messages/load/invoices';
import { useQuery } from '@tanstack/react-query';
import { formValuesOf } from '#domain/contracts/form-values';
import { createInvoiceBody, invoiceFormFields } from '#domain/contracts/invoices';
import { FormDialog } from '#web/components/ui/form-dialog';
import { t } from '#web/lib/i18n';
import { invoiceQuery, useUpdateInvoice } from '../api';
import { InvoiceFormFields, type InvoiceFormValues } from './invoice-form-fields';

type EditInvoiceDialogProps = {
  companyId: number;
  /** The invoice being edited; null closes the dialog. */
  invoiceId: number | null;
  onClose: () => void;
};

/**
 * Edit an invoice (docs/product.md#invoices) with the Create New Invoice fields and its lines. Every field
 * is sent (PATCH /api/invoices/{id}); lines replace the invoice's, none returns it to one amount.
 */
export function EditInvoiceDialog({ companyId, invoiceId, onClose }: EditInvoiceDialogProps) {
  const invoice = useQuery({ ...invoiceQuery(invoiceId ?? 0), enabled: invoiceId !== null });
  const update = useUpdateInvoice(companyId);
  const data = invoice.data;
  const values: InvoiceFormValues | undefined =
    data && !invoice.isFetching ? formValuesOf(invoiceFormFields, data) : undefined;
  return (
    <FormDialog
      open={invoiceId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="md:max-w-[600px]"
      title={t('invoices:edit.title')}
      description={data ? t('invoices:edit.description', { number: data.invoiceNumber }) : undefined}
      schema={createInvoiceBody}
      defaultValues={values}
      loadError={
        invoice.isError
          ? { title: t('invoices:edit.loadError'), error: invoice.error, retry: invoice.refetch }
          : null
      }
      submitLabel={t('common:saveChanges')}
      pendingLabel={t('common:saving')}
      onSubmit={(values) =>
        update.mutateAsync({
          id: invoiceId!,
          version: invoice.data?.version,
          // Cleared selectors are sent as null so that PATCH clears them, not leaves them alone.
          body: {
            ...values,
            projectId: values.projectId ?? null,
            customerId: values.customerId ?? null,
            lines: values.lines ?? [],
          },
        })
      }
    >
      {(form) => (
        <InvoiceFormFields form={form} companyId={companyId} milestone={data?.milestoneType != null} />
      )}
    </FormDialog>
  );
}
