import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createPhaseBody } from '../../../../domain/contracts/phases';
import type { ProjectStage } from '../../../../domain/enums';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { stageOptions } from '../../projects/stages';

type Values = z.input<typeof createPhaseBody>;
export type PhaseFormValues = z.output<typeof createPhaseBody>;

/** What the dialog edits; a template has no dates. */
export type PhaseDraft = {
  name: string;
  description: string | null;
  stage: ProjectStage;
  startDate?: string | null;
  endDate?: string | null;
  dueDate?: string | null;
};

const fieldNames = ['name', 'description', 'stage', 'startDate', 'endDate', 'dueDate'] as const;

type PhaseDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The phase being edited; absent to add one. */
  phase?: PhaseDraft | undefined;
  /** Project phases have dates; phase templates do not. */
  withDates: boolean;
  pending: boolean;
  onSubmit: (
    values: PhaseFormValues,
    callbacks: { onSuccess: () => void; onError: (e: unknown) => void },
  ) => void;
};

/** Add or edit a phase (of a project, or a company template). */
export function PhaseDialog(props: PhaseDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.phase ? 'Edit Phase' : 'Add Phase'}</DialogTitle>
          <DialogDescription>
            {props.withDates
              ? 'Phases break the project into steps; completing them moves its progress.'
              : 'New projects start with a copy of these phases.'}
          </DialogDescription>
        </DialogHeader>
        {props.open ? <PhaseForm {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PhaseForm({ phase, withDates, pending, onSubmit, onOpenChange }: PhaseDialogProps) {
  const form = useForm<Values, unknown, PhaseFormValues>({
    resolver: zodResolver(createPhaseBody),
    mode: 'onTouched',
    defaultValues: {
      name: phase?.name ?? '',
      description: phase?.description ?? '',
      stage: phase?.stage ?? 'pre-production',
      startDate: phase?.startDate ?? '',
      endDate: phase?.endDate ?? '',
      dueDate: phase?.dueDate ?? '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    onSubmit(values, {
      onSuccess: () => onOpenChange(false),
      onError: (error) => applyServerFieldErrors(error, form.setError, fieldNames),
    }),
  );
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <FormField label="Phase name" error={errors.name?.message}>
        <Input placeholder="Demolition" {...form.register('name')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <FormField label="Stage" error={errors.stage?.message}>
        <Select {...form.register('stage')} options={stageOptions} />
      </FormField>
      {withDates ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Start date" error={errors.startDate?.message}>
            <Input type="date" {...form.register('startDate')} />
          </FormField>
          <FormField label="End date" error={errors.endDate?.message}>
            <Input type="date" {...form.register('endDate')} />
          </FormField>
          <FormField label="Due date" error={errors.dueDate?.message}>
            <Input type="date" {...form.register('dueDate')} />
          </FormField>
        </div>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} loadingText="Saving...">
          {phase ? 'Save Changes' : 'Add Phase'}
        </Button>
      </DialogFooter>
    </form>
  );
}
