import '#domain/messages/load/projects';
import { useController } from 'react-hook-form';
import type { Customer } from '#domain/contracts/customers';
import { emptyFormValues } from '#domain/contracts/form-values';
import { createProjectBody, newProjectFormFields } from '#domain/contracts/projects';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Textarea } from '#web/components/ui/textarea';
import { useContractForm } from '#web/lib/contract-form';
import { t } from '#web/lib/i18n';
import { useNavigate } from '#web/lib/router';
import { useCreateProject } from '../api';
import { projectTypeOptions, stageOptions } from '../stages';
import { CustomerSelect, customerName } from './customer-select';

type NewProjectFormProps = {
  companyId: number;
  /** From ?customerId=: preselected and locked. */
  lockedCustomer?: Customer | undefined;
};

/** Customer, name, type, stage and description; on success the new project's page opens. */
export function NewProjectForm({ companyId, lockedCustomer }: NewProjectFormProps) {
  const navigate = useNavigate();
  const create = useCreateProject(companyId);
  // The new project's page opens once it is saved (while the save runs, so nothing is left unsaved).
  const { form, onSubmit } = useContractForm({
    schema: createProjectBody,
    defaultValues: {
      ...emptyFormValues(newProjectFormFields),
      customerId: lockedCustomer?.id,
      // New projects start in pre-production (docs/product.md#projects); the type offered first is other.
      type: 'other',
      stage: 'pre-production',
    },
    save: async (values) => {
      const project = await create.mutateAsync(values);
      navigate(href('/projects/:id', { id: project.id }));
    },
  });
  const { errors } = form.formState;
  // Not a Controller element: FormField hands its id and aria attributes to its direct child.
  const { field: customerField } = useController({ control: form.control, name: 'customerId' });

  return (
    <form noValidate className="grid gap-5" onSubmit={onSubmit}>
      <FormField
        label={t('projects:fields.customer')}
        error={errors.customerId?.message}
        hint={lockedCustomer ? t('projects:new.lockedCustomer') : undefined}
      >
        {lockedCustomer ? (
          <Input value={customerName(lockedCustomer)} disabled readOnly />
        ) : (
          <CustomerSelect
            companyId={companyId}
            value={customerField.value === undefined ? undefined : Number(customerField.value)}
            onChange={(customer) => customerField.onChange(customer.id)}
            onBlur={customerField.onBlur}
          />
        )}
      </FormField>
      <FormField label={t('projects:fields.name')} error={errors.name?.message}>
        <Input placeholder={t('projects:new.namePlaceholder')} {...form.register('name')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('projects:fields.type')} error={errors.type?.message}>
          <Select {...form.register('type')} options={projectTypeOptions} />
        </FormField>
        <FormField label={t('projects:fields.stage')} error={errors.stage?.message}>
          <Select {...form.register('stage')} options={stageOptions} />
        </FormField>
      </div>
      <FormField label={t('projects:fields.description')} error={errors.description?.message}>
        <Textarea
          rows={4}
          placeholder={t('projects:new.descriptionPlaceholder')}
          {...form.register('description')}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => navigate(-1)} disabled={create.isPending}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" loading={create.isPending} loadingText={t('projects:new.creating')}>
          {t('projects:new.submit')}
        </Button>
      </div>
    </form>
  );
}
