import '#domain/messages/load/projects';
import { useQuery } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import type { z } from 'zod';
import { formValuesOf } from '#domain/contracts/form-values';
import { type ProjectDetail, updateProjectBody } from '#domain/contracts/projects';
import { FormDialog, type FormOf } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
import { projectQuery, useUpdateProject } from '../api';
import { projectTypeOptions, stageOptions } from '../stages';
import { CustomerSelect, customerName } from './customer-select';

type EditProjectDialogProps = { projectId: number; open: boolean; onOpenChange: (open: boolean) => void };

// Emptied number fields mean "none" (budget) or "leave alone" (progress), not an invalid value.
const emptyToNull = (value: unknown) => (value === '' ? null : value);
const emptyToUndefinedNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** Edit Project (project header, dashboard card): every field of the project (docs/product.md#projects). */
export function EditProjectDialog({ projectId, open, onOpenChange }: EditProjectDialogProps) {
  // Each opening starts from the project as it is now (the form mounts with the dialog).
  const project = useQuery({ ...projectQuery(projectId), enabled: open });
  const data = project.data;
  const update = useUpdateProject(projectId, data?.version);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="md:max-w-2xl"
      title={t('projects:edit.title')}
      description={t('projects:edit.description')}
      schema={updateProjectBody}
      loadError={
        project.isError && !data
          ? { title: t('projects:edit.loadError'), error: project.error, retry: () => void project.refetch() }
          : null
      }
      defaultValues={data && formValuesOf(updateProjectBody, data)}
      submitLabel={t('common:saveChanges')}
      pendingLabel={t('common:saving')}
      onSubmit={(values) => update.mutateAsync(values)}
    >
      {(form) =>
        data ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormDialogField name="name" label={t('projects:fields.name')} className="sm:col-span-2">
              <Input />
            </FormDialogField>
            <CustomerField form={form} project={data} />
            <FormDialogField name="type" label={t('projects:fields.type')}>
              <Select options={projectTypeOptions} />
            </FormDialogField>
            <FormDialogField name="stage" label={t('projects:fields.stage')}>
              <Select options={stageOptions} />
            </FormDialogField>
            <FormField
              label={t('projects:fields.budget')}
              error={form.formState.errors.budget?.message}
              // The typed figure is the fallback of the project's budget figure (docs/decisions/README.md).
              hint={t('projects:fields.budgetHint')}
            >
              <Input
                inputMode="decimal"
                placeholder="0.00"
                {...form.register('budget', { setValueAs: emptyToNull })}
              />
            </FormField>
            <FormField label={t('projects:fields.progress')} error={form.formState.errors.progress?.message}>
              <Input
                type="number"
                min={0}
                max={100}
                step={1}
                {...form.register('progress', { setValueAs: emptyToUndefinedNumber })}
              />
            </FormField>
            <FormDialogField name="startDate" label={t('projects:fields.startDate')}>
              <Input type="date" />
            </FormDialogField>
            <FormDialogField name="endDate" label={t('projects:fields.endDate')}>
              <Input type="date" />
            </FormDialogField>
            <FormDialogField name="targetCompletionDate" label={t('projects:fields.targetCompletion')}>
              <Input type="date" />
            </FormDialogField>
            <FormDialogField
              name="description"
              label={t('projects:fields.description')}
              className="sm:col-span-2"
            >
              <Textarea rows={3} />
            </FormDialogField>
          </div>
        ) : null
      }
    </FormDialog>
  );
}

/** The searchable customer select, bound to the form as a controlled field. */
function CustomerField({
  form,
  project,
}: {
  form: FormOf<z.input<typeof updateProjectBody>, z.output<typeof updateProjectBody>>;
  project: ProjectDetail;
}) {
  // Not a Controller element: FormField hands its id and aria attributes to its direct child.
  const { field } = useController({ control: form.control, name: 'customerId' });
  return (
    <FormField label={t('projects:fields.customer')} error={form.formState.errors.customerId?.message}>
      <CustomerSelect
        companyId={project.companyId}
        value={field.value == null ? undefined : Number(field.value)}
        valueLabel={project.customer ? customerName(project.customer) : undefined}
        onChange={(customer) => field.onChange(customer.id)}
        onBlur={field.onBlur}
      />
    </FormField>
  );
}
