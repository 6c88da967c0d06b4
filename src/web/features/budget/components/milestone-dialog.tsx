import '#domain/messages/load/budget';
import { createMilestonesBody } from '#domain/contracts/budget';
import { emptyFormValues } from '#domain/contracts/form-values';
import { milestoneSchemeLabels, milestoneSchemes } from '#domain/milestones';
import { FormDialog } from '#web/components/ui/form-dialog';
import { t } from '#web/lib/i18n';
import { useCreateMilestones } from '../api';

type MilestoneDialogProps = { projectId: number; open: boolean; onOpenChange: (open: boolean) => void };

/** The form checks the request's own contract; it opens on the three-milestone scheme. */
const initialChoice = { ...emptyFormValues(createMilestonesBody), scheme: 'three' as const };

/** Add Milestone: one scheme of payment milestones, added as top-level groups. */
export function MilestoneDialog({ projectId, open, onOpenChange }: MilestoneDialogProps) {
  const create = useCreateMilestones(projectId);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('budget:milestones.title')}
      description={t('budget:milestones.description')}
      schema={createMilestonesBody}
      defaultValues={initialChoice}
      submitLabel={t('budget:addMilestone')}
      pendingLabel={t('budget:milestones.adding')}
      onSubmit={({ scheme }) => create.mutateAsync(scheme)}
    >
      {(form) => (
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium text-slate-900 text-sm">{t('budget:milestones.scheme')}</legend>
          {milestoneSchemes.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2.5 text-sm has-checked:border-primary has-checked:bg-primary-soft"
            >
              <input type="radio" value={value} className="accent-primary" {...form.register('scheme')} />
              {milestoneSchemeLabels[value]}
            </label>
          ))}
        </fieldset>
      )}
    </FormDialog>
  );
}
