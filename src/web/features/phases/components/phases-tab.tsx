import { useQuery } from '@tanstack/react-query';
import { CalendarDays, CheckCircle2, Circle, ListChecks, Pencil, Plus, Settings, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Phase } from '../../../../domain/contracts/phases';
import { formatDateMedium } from '../../../../domain/format';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { StageBadge } from '../../../components/ui/stage-badge';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import {
  movedIds,
  phasesQuery,
  useCreatePhase,
  useDeletePhase,
  useReorderPhases,
  useTogglePhase,
  useUpdatePhase,
} from '../api';
import { PhaseDialog } from './phase-dialog';
import { RowOrderButtons } from './row-order-buttons';

/** Project Phases tab: complete phases (which moves the project's progress), add, edit, reorder, delete. */
export function PhasesTab({ projectId }: { projectId: number }) {
  const phases = useQuery(phasesQuery(projectId));
  const toggle = useTogglePhase(projectId);
  const create = useCreatePhase(projectId);
  const update = useUpdatePhase(projectId);
  const remove = useDeletePhase(projectId);
  const reorder = useReorderPhases(projectId);
  const [editing, setEditing] = useState<Phase | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Phase | null>(null);

  const list = phases.data ?? [];
  const done = list.filter((p) => p.isCompleted).length;

  const addButton = (
    <Button size="sm" onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      Add Phase
    </Button>
  );

  return (
    <section aria-labelledby="phases-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="phases-heading" className="font-semibold text-lg text-slate-900">
            Project Phases
          </h2>
          {list.length > 0 ? (
            <p className="text-slate-500 text-sm">
              {done} of {list.length} phases completed
            </p>
          ) : null}
        </div>
        {list.length > 0 ? addButton : null}
      </div>

      {phases.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : phases.isError ? (
        <ErrorState
          title="Could not load phases"
          message={errorMessage(phases.error, 'Something went wrong')}
          onRetry={() => void phases.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={ListChecks}
          title="No phases yet"
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild variant="outline">
                <Link to="/catalog/phases">
                  <Settings aria-hidden="true" />
                  Configure Phases in Settings
                </Link>
              </Button>
              {addButton}
            </div>
          }
        >
          This project has no phases. New projects start with your company's phase templates.
        </EmptyState>
      ) : (
        <Card>
          <ol className="divide-y divide-slate-100">
            {list.map((phase, index) => {
              const start = formatDateMedium(phase.startDate);
              return (
                <li key={phase.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
                  <div className="flex min-w-0 flex-1 gap-3">
                    <button
                      type="button"
                      aria-pressed={phase.isCompleted}
                      aria-label={`Complete ${phase.name}`}
                      disabled={toggle.isPending && toggle.variables?.id === phase.id}
                      onClick={() => toggle.mutate({ id: phase.id, isCompleted: !phase.isCompleted })}
                      className="mt-0.5 shrink-0 rounded-full text-slate-500 hover:text-primary disabled:opacity-50"
                    >
                      {phase.isCompleted ? (
                        <CheckCircle2 className="size-6 text-green-600" aria-hidden="true" />
                      ) : (
                        <Circle className="size-6" aria-hidden="true" />
                      )}
                    </button>
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <h3
                          className={cn(
                            'font-medium text-slate-900',
                            phase.isCompleted && 'text-slate-500 line-through',
                          )}
                        >
                          {phase.name}
                        </h3>
                        <StageBadge stage={phase.stage} />
                      </div>
                      {phase.description ? (
                        <p className="mt-1 text-slate-600 text-sm">{phase.description}</p>
                      ) : null}
                      <p className="mt-1 flex items-center gap-1.5 text-slate-500 text-xs">
                        <CalendarDays className="size-3.5" aria-hidden="true" />
                        {start ? `Starts ${start}` : 'No start date'}
                      </p>
                    </div>
                  </div>
                  <div className="flex shrink-0 items-center gap-1 self-end sm:self-start">
                    <RowOrderButtons
                      name={phase.name}
                      index={index}
                      count={list.length}
                      disabled={reorder.isPending}
                      onMove={(direction) => {
                        const ids = movedIds(
                          list.map((p) => p.id),
                          index,
                          direction,
                        );
                        if (ids) reorder.mutate(ids);
                      }}
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Edit ${phase.name}`}
                      onClick={() => setEditing(phase)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 hover:bg-destructive-soft hover:text-destructive"
                      aria-label={`Delete ${phase.name}`}
                      onClick={() => setToDelete(phase)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        </Card>
      )}

      <PhaseDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        phase={editing === 'new' || editing === null ? undefined : editing}
        withDates
        pending={create.isPending || update.isPending}
        onSubmit={(values, callbacks) =>
          editing === 'new' || editing === null
            ? create.mutate(values, callbacks)
            : update.mutate({ id: editing.id, body: values }, callbacks)
        }
      />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        item="phase"
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) })}
      />
    </section>
  );
}
