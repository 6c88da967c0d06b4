import '#domain/messages/load/phases';
import type { z } from 'zod';
import { emptyFormValues, formValuesOf } from '#domain/contracts/form-values';
import { createPhaseBody, phaseTemplateBody } from '#domain/contracts/phases';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
import { stageOptions } from '../../projects/stages';
import type { PhaseDraft, PhaseFormValues } from './phase-dialog';

type PhaseDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The phase being edited; absent to add one. */
  phase?: PhaseDraft | undefined;
  /** Project phases have dates; phase templates do not. */
  withDates: boolean;
  /** Saves (a mutation's mutateAsync): resolving closes the dialog, server field errors land on the fields. */
  onSubmit: (values: PhaseFormValues) => Promise<unknown>;
};

/** Add or edit a phase (of a project, or a company template). */
export function PhaseDialog({ open, onOpenChange, phase, withDates, onSubmit }: PhaseDialogProps) {
  // A template has no dates: its form holds only the fields a template has.
  const form = withDates ? createPhaseBody : phaseTemplateBody;
  const values: z.input<typeof createPhaseBody> = phase
    ? formValuesOf(form, phase)
    : // A new phase starts in pre-production, the stage the server gives one sent without it.
      { ...emptyFormValues(form), stage: 'pre-production' };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={phase ? t('phases:dialog.editTitle') : t('phases:add')}
      description={withDates ? t('phases:dialog.projectDescription') : t('phases:dialog.templateDescription')}
      schema={createPhaseBody}
      defaultValues={values}
      submitLabel={phase ? t('common:saveChanges') : t('phases:add')}
      pendingLabel={t('common:saving')}
      onSubmit={onSubmit}
    >
      <FormDialogField name="name" label={t('phases:fields.name')}>
        <Input placeholder={t('phases:fields.namePlaceholder')} />
      </FormDialogField>
      <FormDialogField name="description" label={t('phases:fields.description')}>
        <Textarea rows={3} />
      </FormDialogField>
      <FormDialogField name="stage" label={t('phases:fields.stage')}>
        <Select options={stageOptions} />
      </FormDialogField>
      {withDates ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <FormDialogField name="startDate" label={t('phases:fields.startDate')}>
            <Input type="date" />
          </FormDialogField>
          <FormDialogField name="endDate" label={t('phases:fields.endDate')}>
            <Input type="date" />
          </FormDialogField>
          <FormDialogField name="dueDate" label={t('phases:fields.dueDate')}>
            <Input type="date" />
          </FormDialogField>
        </div>
      ) : null}
    </FormDialog>
  );
}
