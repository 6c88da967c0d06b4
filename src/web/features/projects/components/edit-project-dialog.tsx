import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ProjectDetail, updateProjectBody } from '../../../../domain/contracts/projects';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { projectQuery, useUpdateProject } from '../api';
import { projectTypeOptions, stageOptions } from '../stages';
import { CustomerSelect, customerName } from './customer-select';

type EditProjectDialogProps = { projectId: number; open: boolean; onOpenChange: (open: boolean) => void };

/** Edit Project (project header, dashboard card): every field of the project (RULINGS). */
export function EditProjectDialog({ projectId, open, onOpenChange }: EditProjectDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Project</DialogTitle>
          <DialogDescription>Change the project's details, dates, budget and progress.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the project as it is now. */}
        {open ? <EditProjectBody projectId={projectId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditProjectBody({ projectId, onDone }: { projectId: number; onDone: () => void }) {
  const project = useQuery(projectQuery(projectId));
  if (project.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (project.isError) {
    return (
      <ErrorState
        title="Could not load the project"
        message={errorMessage(project.error, 'Something went wrong')}
        onRetry={() => void project.refetch()}
      />
    );
  }
  return <EditProjectForm project={project.data} onDone={onDone} />;
}

type Values = z.input<typeof updateProjectBody>;
type Output = z.output<typeof updateProjectBody>;

const fieldNames = [
  'name',
  'customerId',
  'type',
  'stage',
  'description',
  'budget',
  'progress',
  'startDate',
  'endDate',
  'targetCompletionDate',
] as const;

// Emptied number fields mean "none" (budget) or "leave alone" (progress), not an invalid value.
const emptyToNull = (value: unknown) => (value === '' ? null : value);
const emptyToUndefinedNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

function EditProjectForm({ project, onDone }: { project: ProjectDetail; onDone: () => void }) {
  const update = useUpdateProject(project.id);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(updateProjectBody),
    mode: 'onTouched',
    defaultValues: {
      name: project.name,
      customerId: project.customerId,
      type: project.type,
      stage: project.stage,
      description: project.description ?? '',
      budget: project.budget ?? '',
      progress: project.progress,
      startDate: project.startDate ?? '',
      endDate: project.endDate ?? '',
      targetCompletionDate: project.targetCompletionDate ?? '',
    },
  });
  const { errors } = form.formState;
  // Not a Controller element: FormField hands its id and aria attributes to its direct child.
  const { field: customerField } = useController({ control: form.control, name: 'customerId' });

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: onDone,
      onError: (error) => applyServerFieldErrors(error, form.setError, fieldNames),
    }),
  );

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Project name" error={errors.name?.message} className="sm:col-span-2">
          <Input {...form.register('name')} />
        </FormField>
        <FormField label="Customer" error={errors.customerId?.message}>
          <CustomerSelect
            companyId={project.companyId}
            value={customerField.value == null ? undefined : Number(customerField.value)}
            valueLabel={project.customer ? customerName(project.customer) : undefined}
            onChange={(customer) => customerField.onChange(customer.id)}
            onBlur={customerField.onBlur}
          />
        </FormField>
        <FormField label="Project type" error={errors.type?.message}>
          <Select {...form.register('type')} options={projectTypeOptions} />
        </FormField>
        <FormField label="Stage" error={errors.stage?.message}>
          <Select {...form.register('stage')} options={stageOptions} />
        </FormField>
        <FormField label="Budget ($)" error={errors.budget?.message}>
          <Input
            inputMode="decimal"
            placeholder="0.00"
            {...form.register('budget', { setValueAs: emptyToNull })}
          />
        </FormField>
        <FormField label="Progress (%)" error={errors.progress?.message}>
          <Input
            type="number"
            min={0}
            max={100}
            step={1}
            {...form.register('progress', { setValueAs: emptyToUndefinedNumber })}
          />
        </FormField>
        <FormField label="Start date" error={errors.startDate?.message}>
          <Input type="date" {...form.register('startDate')} />
        </FormField>
        <FormField label="End date" error={errors.endDate?.message}>
          <Input type="date" {...form.register('endDate')} />
        </FormField>
        <FormField label="Target completion" error={errors.targetCompletionDate?.message}>
          <Input type="date" {...form.register('targetCompletionDate')} />
        </FormField>
        <FormField label="Description" error={errors.description?.message} className="sm:col-span-2">
          <Textarea rows={3} {...form.register('description')} />
        </FormField>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending} loadingText="Saving...">
          Save Changes
        </Button>
      </DialogFooter>
    </form>
  );
}
