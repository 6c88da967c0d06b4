import '#domain/messages/load/selections';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, get, useFieldArray } from 'react-hook-form';
import { type CreateSelectionBody, createSelectionBody, type Selection } from '#domain/contracts/selections';
import { Button } from '#web/components/ui/button';
import { FormDialog, type FormOf } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
import { VendorSelector } from '../../vendors/components/vendor-selector';
import { allowanceLinesQuery, useCreateSelection, useUpdateSelection } from '../api';

type Values = CreateSelectionBody;
type Form = FormOf<Values, unknown>;

const emptyOption = { name: '', description: '', price: '' };

function valuesOf(selection: Selection | undefined): Values {
  if (!selection) {
    return { title: '', description: '', dueDate: '', allowanceItemId: null, options: [emptyOption] };
  }
  return {
    title: selection.title,
    description: selection.description ?? '',
    dueDate: selection.dueDate ?? '',
    allowanceItemId: selection.allowanceItemId,
    options: selection.options.map((o) => ({
      id: o.id,
      name: o.name,
      description: o.description ?? '',
      price: o.price,
      catalogItemId: o.catalogItemId,
      vendorId: o.vendorId,
    })),
  };
}

/** New Selection and Edit Selection: title, decision due date, allowance line and the options to choose from. */
export function SelectionDialog({
  projectId,
  selection,
  open,
  onOpenChange,
}: {
  projectId: number;
  /** The selection edited; a new one without. */
  selection?: Selection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateSelection(projectId);
  const update = useUpdateSelection(projectId, selection);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={selection ? t('selections:form.editTitle') : t('selections:form.newTitle')}
      schema={createSelectionBody}
      defaultValues={valuesOf(selection)}
      submitLabel={t('selections:form.submit')}
      pendingLabel={t('selections:form.pending')}
      className="md:max-w-[680px]"
      onSubmit={(values) => (selection ? update.mutateAsync(values) : create.mutateAsync(values))}
    >
      {(form) => (
        <>
          <FormDialogField name="title" label={t('selections:form.title')}>
            <Input autoComplete="off" placeholder={t('selections:form.titlePlaceholder')} />
          </FormDialogField>
          <FormDialogField name="description" label={t('selections:form.description')}>
            <Textarea rows={2} />
          </FormDialogField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormDialogField name="dueDate" label={t('selections:form.dueDate')}>
              <Input type="date" />
            </FormDialogField>
            <AllowanceField form={form as unknown as Form} projectId={projectId} />
          </div>
          <OptionsField form={form as unknown as Form} vendorNames={vendorNamesOf(selection)} />
        </>
      )}
    </FormDialog>
  );
}

function AllowanceField({ form, projectId }: { form: Form; projectId: number }) {
  const lines = useQuery({
    ...allowanceLinesQuery(projectId),
    select: (items) => items.filter((i) => i.isAllowance),
  });
  return (
    <Controller
      control={form.control}
      name="allowanceItemId"
      render={({ field, fieldState }) => (
        <FormField label={t('selections:form.allowance')} error={fieldState.error?.message}>
          <Select
            value={field.value == null ? '' : String(field.value)}
            onChange={(event) =>
              field.onChange(event.target.value === '' ? null : Number(event.target.value))
            }
            onBlur={field.onBlur}
            options={(lines.data ?? []).map((line) => ({
              value: line.id,
              label: t('selections:form.allowanceOption', { name: line.name, amount: line.totalPrice }),
            }))}
          >
            <option value="">{t('selections:form.noAllowance')}</option>
          </Select>
        </FormField>
      )}
    />
  );
}

/** The vendors the saved options name, so the selector shows their names. */
const vendorNamesOf = (selection: Selection | undefined) =>
  new Map(
    (selection?.options ?? []).flatMap((o) =>
      o.vendorId !== null && o.vendorName !== null ? [[o.vendorId, o.vendorName] as const] : [],
    ),
  );

/** The options as rows of inputs: name, price, a description and a vendor; at least one. */
function OptionsField({ form, vendorNames }: { form: Form; vendorNames: Map<number, string> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'options' });
  // The names of the vendors chosen here (the form keeps only their ids).
  const [names] = useState(() => new Map(vendorNames));
  const errorOf = (path: string) =>
    (get(form.formState.errors, path) as { message?: string } | undefined)?.message;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium text-slate-900 text-sm">{t('selections:form.options')}</legend>
      {errorOf('options') ? <p className="text-destructive text-sm">{errorOf('options')}</p> : null}
      {fields.map((field, index) => {
        const n = index + 1;
        return (
          <div key={field.id} className="grid gap-2 rounded-md border border-slate-200 p-3">
            <div className="grid grid-cols-[1fr_8rem_2.5rem] items-start gap-2">
              <FormField
                label={t('selections:form.optionName', { n })}
                error={errorOf(`options.${index}.name`)}
              >
                <Input autoComplete="off" {...form.register(`options.${index}.name`)} />
              </FormField>
              <FormField
                label={t('selections:form.optionPrice', { n })}
                error={errorOf(`options.${index}.price`)}
              >
                <Input inputMode="decimal" placeholder="0.00" {...form.register(`options.${index}.price`)} />
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-6"
                aria-label={t('selections:form.removeOption', { n })}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              <FormField
                label={t('selections:form.optionDescription', { n })}
                error={errorOf(`options.${index}.description`)}
              >
                <Input autoComplete="off" {...form.register(`options.${index}.description`)} />
              </FormField>
              <Controller
                control={form.control}
                name={`options.${index}.vendorId`}
                render={({ field, fieldState }) => (
                  <FormField
                    label={t('selections:form.optionVendor', { n })}
                    error={fieldState.error?.message}
                  >
                    <VendorSelector
                      value={
                        typeof field.value === 'number'
                          ? { id: field.value, name: names.get(field.value) ?? '' }
                          : null
                      }
                      onChange={(vendor) => {
                        if (vendor) names.set(vendor.id, vendor.name);
                        field.onChange(vendor?.id ?? null);
                      }}
                    />
                  </FormField>
                )}
              />
            </div>
          </div>
        );
      })}
      <div>
        <Button type="button" variant="outline" onClick={() => append(emptyOption)}>
          <Plus aria-hidden="true" />
          {t('selections:form.addOption')}
        </Button>
      </div>
    </fieldset>
  );
}
