import { useQuery } from '@tanstack/react-query';
import { Check, ClipboardList, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Task } from '../../../../domain/contracts/tasks';
import type { TaskPriority, TaskStatus } from '../../../../domain/enums';
import { formatDateMedium } from '../../../../domain/format';
import { displayNameOf } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
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

/** Tasks tab: the project's tasks with add, edit, complete and delete. */
export function TasksTab({ projectId, companyId }: { projectId: number; companyId: number }) {
  const tasks = useQuery(tasksQuery(projectId));
  const taskTypes = useQuery(taskTypesQuery(companyId));
  const complete = useCompleteTask(projectId);
  const remove = useDeleteTask(projectId);
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Task | null>(null);
  const today = todayDateOnly();
  const list = tasks.data ?? [];

  const typeLabel = (value: string) =>
    taskTypes.data?.find((t) => t.value === value)?.name ?? humanize(value);

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

      {tasks.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : tasks.isError ? (
        <ErrorState
          title="Could not load tasks"
          message={errorMessage(tasks.error, 'Failed to fetch tasks')}
          onRetry={() => void tasks.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={ClipboardList} title="No tasks yet">
          Add a task to plan the work on this project.
        </EmptyState>
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full min-w-[760px] text-left text-sm">
            <thead className="border-slate-200 border-b bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Title
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Status
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Priority
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Type
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Assignee
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Due Date
                </th>
                <th scope="col" className="px-4 py-2.5 text-right font-medium">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((task) => {
                const overdue = isOverdue(task, today);
                const done = task.status === 'completed';
                return (
                  <tr key={task.id} className="align-top">
                    <td className="px-4 py-3">
                      <div
                        className={cn('font-medium text-slate-900', done && 'text-slate-500 line-through')}
                      >
                        {task.title}
                      </div>
                      {task.phaseName ? <div className="text-slate-500 text-xs">{task.phaseName}</div> : null}
                    </td>
                    <td className="px-4 py-3">
                      <Badge variant={statusVariant[task.status]}>{humanize(task.status)}</Badge>
                    </td>
                    <td className="px-4 py-3">
                      <Badge variant={priorityVariant[task.priority]}>{humanize(task.priority)}</Badge>
                    </td>
                    <td className="px-4 py-3 text-slate-700">{typeLabel(task.type)}</td>
                    <td className="px-4 py-3 text-slate-700">
                      {task.assignee ? (
                        displayNameOf(task.assignee)
                      ) : (
                        <span className="text-slate-500">Unassigned</span>
                      )}
                    </td>
                    <td
                      className={cn(
                        'whitespace-nowrap px-4 py-3',
                        overdue ? 'font-medium text-destructive' : 'text-slate-700',
                      )}
                    >
                      {task.dueDate ? (
                        formatDateMedium(task.dueDate)
                      ) : (
                        <span className="text-slate-500">No due date</span>
                      )}
                      {overdue ? <span className="sr-only"> (overdue)</span> : null}
                    </td>
                    <td className="px-4 py-2">
                      <div className="flex justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8 hover:bg-green-50 hover:text-green-700"
                          aria-label={`Complete task ${task.title}`}
                          disabled={done || (complete.isPending && complete.variables === task.id)}
                          onClick={() => complete.mutate(task.id)}
                        >
                          <Check aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-label={`Edit task ${task.title}`}
                          onClick={() => setEditing(task)}
                        >
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8 hover:bg-destructive-soft hover:text-destructive"
                          aria-label={`Delete task ${task.title}`}
                          onClick={() => setToDelete(task)}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Card>
      )}

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
