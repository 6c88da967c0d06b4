import '#domain/messages/load/invoices';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import type { createInvoiceBody } from '#domain/contracts/invoices';
import { formatMoney } from '#domain/format';
import { linesTotalSoFar } from '#domain/invoice-lines';
import type { FormOf } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
import { customerQuery, projectQuery } from '../../projects/api';
import { CustomerSelect, customerName } from '../../projects/components/customer-select';
import { ProjectSelect } from '../../projects/components/project-select';
import { InvoiceLinesField } from './invoice-lines-field';

export type InvoiceFormValues = z.input<typeof createInvoiceBody>;
export type InvoiceFormOutput = z.output<typeof createInvoiceBody>;
export type InvoiceForm = FormOf<InvoiceFormValues, InvoiceFormOutput>;

type InvoiceFormFieldsProps = {
  form: InvoiceForm;
  companyId: number;
  /** A milestone invoice: its amount is its share of the project, so no lines and no project change. */
  milestone?: boolean;
};

/** The names of the project and customer the form starts with (preselected, or the edited invoice's). */
function useStartingNames(form: InvoiceForm) {
  const { projectId, customerId } = form.formState.defaultValues ?? {};
  const project = useQuery({
    ...projectQuery(Number(projectId ?? 0)),
    enabled: typeof projectId === 'number',
  });
  const customer = useQuery({
    ...customerQuery(Number(customerId ?? 0)),
    enabled: typeof customerId === 'number',
  });
  return {
    projectLabel: project.data?.name,
    customerLabel: customer.data ? customerName(customer.data) : undefined,
  };
}

/**
 * The Create New Invoice fields (docs/product.md#invoices), shared by the Add Invoice dialog, the
 * /finances/invoices/new page and the edit dialog: number, amount or lines, title, description, dates, and a project
 * or a customer (the customer selector only while no project is chosen: the project's customer is the invoice's).
 * With lines the amount is their sum, shown read only as it is typed.
 */
export function InvoiceFormFields({ form, companyId, milestone = false }: InvoiceFormFieldsProps) {
  const { projectLabel, customerLabel } = useStartingNames(form);
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const typedLines = form.watch('lines') ?? [];
  const hasLines = lines.fields.length > 0;
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormDialogField name="invoiceNumber" label={t('invoices:fields.invoiceNumber')}>
          <Input autoComplete="off" />
        </FormDialogField>
        {hasLines || milestone ? (
          <FormField
            label={t('invoices:fields.amountDollars')}
            hint={milestone ? t('invoices:fields.milestoneShare') : t('invoices:fields.linesSum')}
          >
            <Input
              readOnly
              aria-readonly="true"
              className="bg-slate-50 tabular-nums"
              value={
                milestone
                  ? formatMoney(String(form.getValues('amount') ?? '0'))
                  : formatMoney(linesTotalSoFar(typedLines))
              }
            />
          </FormField>
        ) : (
          <FormDialogField name="amount" label={t('invoices:fields.amountDollars')}>
            <Input inputMode="decimal" autoComplete="off" placeholder="0.00" />
          </FormDialogField>
        )}
      </div>
      <FormDialogField name="title" label={t('invoices:fields.title')}>
        <Input autoComplete="off" />
      </FormDialogField>
      <FormDialogField name="description" label={t('invoices:fields.description')}>
        <Textarea rows={2} />
      </FormDialogField>
      <InvoiceDateFields />
      {milestone ? null : <InvoiceLinesField form={form} lines={lines} />}
      {milestone ? null : (
        <Controller
          control={form.control}
          name="projectId"
          render={({ field, fieldState }) => (
            <FormField label={t('invoices:fields.project')} error={fieldState.error?.message}>
              <ProjectSelect
                value={typeof field.value === 'number' ? field.value : undefined}
                valueLabel={projectLabel}
                onChange={(project) => {
                  field.onChange(project.id);
                  form.setValue('customerId', undefined);
                }}
              />
            </FormField>
          )}
        />
      )}
      {form.watch('projectId') == null ? (
        <Controller
          control={form.control}
          name="customerId"
          render={({ field, fieldState }) => (
            <FormField label={t('invoices:fields.customer')} error={fieldState.error?.message}>
              <CustomerSelect
                companyId={companyId}
                value={typeof field.value === 'number' ? field.value : undefined}
                valueLabel={customerLabel}
                onChange={(customer) => field.onChange(customer.id)}
              />
            </FormField>
          )}
        />
      ) : null}
    </>
  );
}

/** Issue date and due date side by side: every invoice form, the milestone one too. */
export function InvoiceDateFields() {
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <FormDialogField name="issueDate" label={t('invoices:fields.issueDate')}>
        <Input type="date" />
      </FormDialogField>
      <FormDialogField name="dueDate" label={t('invoices:fields.dueDate')}>
        <Input type="date" />
      </FormDialogField>
    </div>
  );
}
