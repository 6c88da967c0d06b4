import '#domain/messages/load/phases';
import { lazy, Suspense } from 'react';
import type { z } from 'zod';
import type { createPhaseBody } from '#domain/contracts/phases';
import type { ProjectStage } from '#domain/enums';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { t } from '#web/lib/i18n';

// The phase form (and its schema, with zod) loads when it is opened, not with the list of phases.
const PhaseDialog = lazy(() => import('./phase-form-dialog').then((m) => ({ default: m.PhaseDialog })));

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

/** Which dialog of a phase list is open: Add Phase, Edit Phase of a row, or the delete confirmation of a row. */
export type PhaseListDialog<Row> = { action: 'add' } | { action: 'edit' | 'delete'; row: Row } | null;

type PhaseListDialogsProps<Row extends PhaseDraft & { id: number }> = {
  dialog: PhaseListDialog<Row>;
  onClose: () => void;
  withDates: boolean;
  /** Adds a phase, or saves the edited `row`; a mutation's promise. */
  save: (values: PhaseFormValues, row: Row | undefined) => Promise<unknown>;
  remove: { isPending: boolean; mutate: (id: number, options: { onSettled: () => void }) => void };
};

/** The add, edit and delete dialogs of a phase list (a project's phases or the company's templates). */
export function PhaseListDialogs<Row extends PhaseDraft & { id: number }>({
  dialog,
  onClose,
  withDates,
  save,
  remove,
}: PhaseListDialogsProps<Row>) {
  const editing = dialog?.action === 'edit' ? dialog.row : undefined;
  const deleting = dialog?.action === 'delete' ? dialog.row : undefined;
  return (
    <>
      {dialog?.action === 'add' || editing !== undefined ? (
        <Suspense fallback={null}>
          <PhaseDialog
            open
            onOpenChange={(open) => (open ? undefined : onClose())}
            phase={editing}
            withDates={withDates}
            onSubmit={(values) => save(values, editing)}
          />
        </Suspense>
      ) : null}
      <ConfirmDeleteDialog
        open={deleting !== undefined}
        onOpenChange={(open) => (open ? undefined : onClose())}
        item={t('phases:item')}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: onClose })}
      />
    </>
  );
}
