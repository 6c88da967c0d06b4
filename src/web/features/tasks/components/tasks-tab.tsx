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
import { tasksQuery, taskTypesQuery, useCompleteTask, useDeleteTask } from '../api';
import { humanize, isOverdue, todayDateOnly } from '../task-form';
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
      header: 'Title',
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
      header: 'Status',
      cell: ({ getValue }) => <Badge variant={statusVariant[getValue()]}>{humanize(getValue())}</Badge>,
      meta: { width: 'w-32' },
    }),
    column.accessor('priority', {
      header: 'Priority',
      cell: ({ getValue }) => <Badge variant={priorityVariant[getValue()]}>{humanize(getValue())}</Badge>,
      meta: { width: 'w-28' },
    }),
    column.accessor('type', {
      header: 'Type',
      cell: ({ getValue }) => typeLabel(getValue()),
    }),
    column.accessor('assignee', {
      header: 'Assignee',
      cell: ({ getValue }) => {
        const assignee = getValue();
        return assignee ? displayNameOf(assignee) : <span className="text-slate-500">Unassigned</span>;
      },
    }),
    column.accessor('dueDate', {
      header: 'Due Date',
      cell: ({ row: { original: task } }) => {
        const overdue = isOverdue(task, today);
        return (
          <span
            className={cn('whitespace-nowrap', overdue ? 'font-medium text-destructive' : 'text-slate-700')}
          >
            {task.dueDate ? (
              formatDateMedium(task.dueDate)
            ) : (
              <span className="text-slate-500">No due date</span>
            )}
            {overdue ? <span className="sr-only"> (overdue)</span> : null}
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
      taskColumns((value) => taskTypes.data?.find((t) => t.value === value)?.name ?? humanize(value), today),
    [taskTypes.data, today],
  );

  const rowActions = (task: Task) => (
    <RowActionButtons
      actions={[
        {
          label: `Complete task ${task.title}`,
          icon: Check,
          tone: 'success',
          disabled: task.status === 'completed' || (complete.isPending && complete.variables === task.id),
          onSelect: () => complete.mutate(task.id),
        },
        { label: `Edit task ${task.title}`, icon: Pencil, onSelect: () => setEditing(task) },
        {
          label: `Delete task ${task.title}`,
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
          Tasks
        </h2>
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Add Task
        </Button>
      </div>

      {/* Seven columns want more than lg's width beside the sidebar: until xl the table scrolls sideways
          (relative, so that the cells' sr-only texts stay inside the scrolling card). */}
      <Card>
        <DataTable
          label="Tasks"
          columns={columns}
          rows={tasks.data ?? []}
          getRowId={(task) => task.id}
          query={tasks}
          errorTitle="Could not load tasks"
          errorFallback="Failed to fetch tasks"
          tableFrom="xl"
          rowActions={rowActions}
          actionsWidth="w-36"
          empty={
            <EmptyState icon={ClipboardList} title="No tasks yet">
              Add a task to plan the work on this project.
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
        item="task"
        description="Are you sure you want to delete this task? This action cannot be undone."
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) })}
      />
    </section>
  );
}
