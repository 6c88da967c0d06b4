import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ListChecks, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PhaseTemplate } from '../../../../domain/contracts/phases';
import { can } from '../../../../domain/permissions';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { StageBadge } from '../../../components/ui/stage-badge';
import { errorMessage } from '../../../lib/api';
import { useUser } from '../../auth/api';
import {
  movedIds,
  phaseTemplatesQuery,
  useCreatePhaseTemplate,
  useDeletePhaseTemplate,
  useReorderPhaseTemplates,
  useUpdatePhaseTemplate,
} from '../api';
import { PhaseDialog } from '../components/phase-dialog';
import { RowOrderButtons } from '../components/row-order-buttons';

/** /catalog/phases: the company's phase templates, copied into every new project (RULINGS). */
export default function PhaseTemplatesPage() {
  const { user } = useUser();
  const companyId = user?.companyId ?? 0;
  // Admins and managers change templates (src/domain/permissions.ts, as the server checks); employees only read them.
  const canEdit = can(user, 'editPhaseTemplates');
  const templates = useQuery({ ...phaseTemplatesQuery(companyId), enabled: companyId > 0 });
  const create = useCreatePhaseTemplate(companyId);
  const update = useUpdatePhaseTemplate(companyId);
  const remove = useDeletePhaseTemplate(companyId);
  const reorder = useReorderPhaseTemplates(companyId);
  const [editing, setEditing] = useState<PhaseTemplate | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<PhaseTemplate | null>(null);
  const list = templates.data ?? [];

  const addButton = canEdit ? (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      Add Phase
    </Button>
  ) : null;

  return (
    <>
      <Link
        to="/catalog"
        className="mb-4 inline-flex items-center gap-1.5 text-slate-600 text-sm hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Catalog
      </Link>
      <PageHeader
        title="Project Phases"
        description="The phases every new project starts with, in order"
        actions={list.length > 0 ? addButton : null}
      />
      {templates.isPending && companyId > 0 ? (
        <div className="grid gap-2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : templates.isError ? (
        <ErrorState
          title="Could not load phases"
          message={errorMessage(templates.error, 'Something went wrong')}
          onRetry={() => void templates.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={ListChecks} title="No phases configured" action={addButton}>
          Add the phases your projects usually go through; each new project gets a copy.
        </EmptyState>
      ) : (
        <Card>
          <ol className="divide-y divide-slate-100">
            {list.map((template, index) => (
              <li key={template.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 font-medium text-slate-600 text-sm tabular-nums">
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-medium text-slate-900">{template.name}</h2>
                    <StageBadge stage={template.stage} />
                  </div>
                  {template.description ? (
                    <p className="mt-1 text-slate-600 text-sm">{template.description}</p>
                  ) : null}
                </div>
                {canEdit ? (
                  <div className="flex shrink-0 items-center gap-1 self-end sm:self-start">
                    <RowOrderButtons
                      name={template.name}
                      index={index}
                      count={list.length}
                      disabled={reorder.isPending}
                      onMove={(direction) => {
                        const ids = movedIds(
                          list.map((t) => t.id),
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
                      aria-label={`Edit ${template.name}`}
                      onClick={() => setEditing(template)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 hover:bg-destructive-soft hover:text-destructive"
                      aria-label={`Delete ${template.name}`}
                      onClick={() => setToDelete(template)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        </Card>
      )}

      <PhaseDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        phase={editing === 'new' || editing === null ? undefined : editing}
        withDates={false}
        pending={create.isPending || update.isPending}
        onSubmit={({ name, description, stage }, callbacks) =>
          editing === 'new' || editing === null
            ? create.mutate({ name, description, stage }, callbacks)
            : update.mutate({ id: editing.id, body: { name, description, stage } }, callbacks)
        }
      />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        item="phase"
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) })}
      />
    </>
  );
}
