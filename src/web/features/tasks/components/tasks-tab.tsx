import '#domain/messages/load/tasks';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Check, ClipboardList, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Task } from '#domain/contracts/tasks';
import type { TaskPriority, TaskStatus } from '#domain/enums';
import { formatDateMedium } from '#domain/format';
import { displayNameOf } from '#web/components/ui/avatar';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { RowActionButtons } from '#web/components/ui/row-actions';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { tasksQuery, taskTypesQuery, useCompleteTask, useDeleteTask } from '../api';
import { isOverdue, taskPriorityLabel, taskStatusLabel, taskTypeLabel, todayDateOnly } from '../task-form';
import { TaskDialog } from './task-dialog';

const statusVariant: Record<TaskStatus, 'grey' | 'blue' | 'green' | 'amber'> = {
  not_started: 'grey',
  in_progress: 'blue',
  completed: 'green',
  on_hold: 'amber',
  cancelled: 'grey',
};
const priorityVariant: Record<TaskPriority, 'grey' | 'blue' | 'amber' | 'red'> = {
  low: 'grey',
  medium: 'blue',
  high: 'amber',
  urgent: 'red',
};

const column = createColumnHelper<Task>();

/** The tasks' columns; `typeLabel` names custom task types, `today` marks overdue due dates. */
function taskColumns(typeLabel: (value: string) => string, today: string) {
  return [
    column.accessor('title', {
      header: t('tasks:columns.title'),
      cell: ({ row: { original: task } }) => (
        <>
          <div
            className={cn(
              'font-medium text-slate-900 wrap-anywhere',
              task.status === 'completed' && 'text-slate-500 line-through',
            )}
          >
            {task.title}
          </div>
          {task.phaseName ? <div className="text-slate-500 text-xs">{task.phaseName}</div> : null}
        </>
      ),
      meta: { card: 'title' },
    }),
    column.accessor('status', {
      header: t('tasks:columns.status'),
      cell: ({ getValue }) => (
        <Badge variant={statusVariant[getValue()]}>{taskStatusLabel(getValue())}</Badge>
      ),
      meta: { width: 'w-32' },
    }),
    column.accessor('priority', {
      header: t('tasks:columns.priority'),
      cell: ({ getValue }) => (
        <Badge variant={priorityVariant[getValue()]}>{taskPriorityLabel(getValue())}</Badge>
      ),
      meta: { width: 'w-28' },
    }),
    column.accessor('type', {
      header: t('tasks:columns.type'),
      cell: ({ getValue }) => typeLabel(getValue()),
    }),
    column.accessor('assignee', {
      header: t('tasks:columns.assignee'),
      cell: ({ getValue }) => {
        const assignee = getValue();
        return assignee ? (
          displayNameOf(assignee)
        ) : (
          <span className="text-slate-500">{t('tasks:unassigned')}</span>
        );
      },
    }),
    column.accessor('dueDate', {
      header: t('tasks:columns.dueDate'),
      cell: ({ row: { original: task } }) => {
        const overdue = isOverdue(task, today);
        return (
          <span
            className={cn('whitespace-nowrap', overdue ? 'font-medium text-destructive' : 'text-slate-700')}
          >
            {task.dueDate ? (
              formatDateMedium(task.dueDate)
            ) : (
              <span className="text-slate-500">{t('tasks:noDueDate')}</span>
            )}
            {overdue ? <span className="sr-only">{t('tasks:overdue')}</span> : null}
          </span>
        );
      },
      meta: { width: 'w-32' },
    }),
  ];
}

/** Tasks tab: the project's tasks with add, edit, complete and delete. */
export function TasksTab({ projectId, companyId }: { projectId: number; companyId: number }) {
  const tasks = useQuery(tasksQuery(projectId));
  const taskTypes = useQuery(taskTypesQuery(companyId));
  const complete = useCompleteTask(projectId);
  const remove = useDeleteTask(projectId);
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Task | null>(null);
  const today = todayDateOnly();
  const columns = useMemo(
    () =>
      taskColumns(
        (value) => taskTypes.data?.find((type) => type.value === value)?.name ?? taskTypeLabel(value),
        today,
      ),
    [taskTypes.data, today],
  );

  const rowActions = (task: Task) => (
    <RowActionButtons
      actions={[
        {
          label: t('tasks:actions.complete', { title: task.title }),
          icon: Check,
          tone: 'success',
          disabled: task.status === 'completed' || (complete.isPending && complete.variables === task.id),
          onSelect: () => complete.mutate(task.id),
        },
        {
          label: t('tasks:actions.edit', { title: task.title }),
          icon: Pencil,
          onSelect: () => setEditing(task),
        },
        {
          label: t('tasks:actions.delete', { title: task.title }),
          icon: Trash2,
          tone: 'destructive',
          onSelect: () => setToDelete(task),
        },
      ]}
    />
  );

  return (
    <section aria-labelledby="tasks-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="tasks-heading" className="font-semibold text-lg text-slate-900">
          {t('tasks:title')}
        </h2>
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {t('tasks:add')}
        </Button>
      </div>

      {/* Seven columns want more than lg's width beside the sidebar: until xl the table scrolls sideways
          (relative, so that the cells' sr-only texts stay inside the scrolling card). */}
      <Card>
        <DataTable
          label={t('tasks:title')}
          columns={columns}
          rows={tasks.data ?? []}
          getRowId={(task) => task.id}
          query={tasks}
          errorTitle={t('tasks:loadError')}
          errorFallback={t('tasks:loadErrorFallback')}
          tableFrom="xl"
          rowActions={rowActions}
          actionsWidth="w-36"
          empty={
            <EmptyState icon={ClipboardList} title={t('tasks:emptyTitle')}>
              {t('tasks:empty')}
            </EmptyState>
          }
        />
      </Card>

      <TaskDialog
        projectId={projectId}
        companyId={companyId}
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        task={editing === 'new' || editing === null ? undefined : editing}
      />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        item={t('tasks:item')}
        description={t('tasks:deleteDescription')}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) })}
      />
    </section>
  );
}
