import '#domain/messages/load/phases';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, CheckCircle2, Circle, ListChecks, Plus, Settings } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Phase } from '#domain/contracts/phases';
import { formatDateMedium } from '#domain/format';
import { href } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import {
  phasesQuery,
  useCreatePhase,
  useDeletePhase,
  useReorderPhases,
  useTogglePhase,
  useUpdatePhase,
} from '../api';
import { type PhaseListDialog, PhaseListDialogs } from './phase-dialog';
import { PhaseTable, phaseColumns } from './phase-list';

/** The row's completion toggle (which moves the project's progress). */
function CompleteToggle({ projectId, phase }: { projectId: number; phase: Phase }) {
  const toggle = useTogglePhase(projectId);
  return (
    <button
      type="button"
      aria-pressed={phase.isCompleted}
      aria-label={t('phases:tab.complete', { name: phase.name })}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ id: phase.id, isCompleted: !phase.isCompleted })}
      className="mt-0.5 shrink-0 self-start rounded-full text-slate-500 hover:text-primary disabled:opacity-50"
    >
      {phase.isCompleted ? (
        <CheckCircle2 className="size-6 text-green-600" aria-hidden="true" />
      ) : (
        <Circle className="size-6" aria-hidden="true" />
      )}
    </button>
  );
}

/** The project phases' columns: the toggle, name, description and start date; the stage. */
function projectPhaseColumns(projectId: number) {
  return phaseColumns<Phase>({
    heading: 'h3',
    lead: (phase) => <CompleteToggle projectId={projectId} phase={phase} />,
    done: (phase) => phase.isCompleted,
    details: (phase) => {
      const start = formatDateMedium(phase.startDate);
      return (
        <p className="mt-1 flex items-center gap-1.5 text-slate-500 text-xs">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          {start ? t('phases:tab.starts', { start }) : t('phases:tab.noStartDate')}
        </p>
      );
    },
  });
}

/** Project Phases tab: complete phases (which moves the project's progress), add, edit, reorder, delete. */
export function PhasesTab({ projectId }: { projectId: number }) {
  const phases = useQuery(phasesQuery(projectId));
  const create = useCreatePhase(projectId);
  const update = useUpdatePhase(projectId);
  const remove = useDeletePhase(projectId);
  const reorder = useReorderPhases(projectId);
  const [dialog, setDialog] = useState<PhaseListDialog<Phase>>(null);
  const columns = useMemo(() => projectPhaseColumns(projectId), [projectId]);

  const list = phases.data ?? [];
  const done = list.filter((p) => p.isCompleted).length;

  const addButton = (
    <Button size="sm" onClick={() => setDialog({ action: 'add' })}>
      <Plus aria-hidden="true" />
      {t('phases:add')}
    </Button>
  );

  return (
    <section aria-labelledby="phases-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="phases-heading" className="font-semibold text-lg text-slate-900">
            {t('phases:tab.title')}
          </h2>
          {list.length > 0 ? (
            <p className="text-slate-500 text-sm">
              {t('phases:tab.completed', { done, total: list.length })}
            </p>
          ) : null}
        </div>
        {list.length > 0 ? addButton : null}
      </div>

      <PhaseTable
        label={t('phases:tab.tableLabel')}
        columns={columns}
        query={phases}
        reorder={reorder}
        onDialog={setDialog}
        empty={
          <EmptyState
            icon={ListChecks}
            title={t('phases:tab.emptyTitle')}
            action={
              <div className="flex flex-wrap justify-center gap-2">
                <Button asChild variant="outline">
                  <Link to={href('/catalog/phases')}>
                    <Settings aria-hidden="true" />
                    {t('phases:tab.configure')}
                  </Link>
                </Button>
                {addButton}
              </div>
            }
          >
            {t('phases:tab.empty')}
          </EmptyState>
        }
      />

      <PhaseListDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        withDates
        save={(values, phase) =>
          phase
            ? update.mutateAsync({ id: phase.id, body: values, version: phase.version })
            : create.mutateAsync(values)
        }
        remove={remove}
      />
    </section>
  );
}
