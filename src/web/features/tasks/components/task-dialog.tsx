import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Task } from '#domain/contracts/tasks';
import { builtInTaskTypes, taskPriorities, taskStatuses } from '#domain/enums';
import { displayNameOf } from '#web/components/ui/avatar';
import { FormDialog, FormDialogField } from '#web/components/ui/form-dialog';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Textarea } from '#web/components/ui/textarea';
import { phasesQuery } from '../../phases/api';
import { companyUsersQuery } from '../../team/api';
import { budgetItemOptionsQuery, taskTypesQuery, tradesQuery, useCreateTask, useUpdateTask } from '../api';
import { humanize, NONE, taskFormDefaults, taskFormSchema, todayDateOnly, toTaskBody } from '../task-form';

type TaskDialogProps = {
  projectId: number;
  companyId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task being edited; absent to add one. */
  task?: Task | undefined;
};

/** Add Task / Edit Task with every task field. */
export function TaskDialog({ projectId, companyId, open, onOpenChange, task }: TaskDialogProps) {
  const today = todayDateOnly();
  const schema = useMemo(() => taskFormSchema(today, task?.dueDate), [today, task?.dueDate]);
  const create = useCreateTask(projectId);
  const update = useUpdateTask(projectId);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="md:max-w-2xl"
      title={task ? 'Edit Task' : 'Add Task'}
      description={task ? 'Change the details of this task.' : 'Add a task to this project.'}
      schema={schema}
      defaultValues={taskFormDefaults(task)}
      submitLabel={task ? 'Save Changes' : 'Create Task'}
      pendingLabel={task ? 'Saving...' : 'Creating...'}
      onSubmit={(values) => {
        const body = toTaskBody(values, task);
        return task
          ? update.mutateAsync({ id: task.id, body, version: task.version })
          : create.mutateAsync(body);
      }}
    >
      <TaskFields projectId={projectId} companyId={companyId} today={today} />
    </FormDialog>
  );
}

export const statusOptions = taskStatuses.map((value) => ({ value, label: humanize(value) }));
const priorityOptions = taskPriorities.map((value) => ({ value, label: humanize(value) }));

/**
 * The fields; mounted with the open dialog, so the choices load only then. `statuses` replaces the status
 * choices' words (Create Task from Message names them its own way).
 */
export function TaskFields({
  projectId,
  companyId,
  today,
  statuses = statusOptions,
}: {
  projectId: number;
  companyId: number;
  today: string;
  statuses?: readonly { value: string; label: string }[];
}) {
  const taskTypes = useQuery(taskTypesQuery(companyId));
  const phases = useQuery(phasesQuery(projectId));
  const trades = useQuery(tradesQuery(companyId));
  const users = useQuery(companyUsersQuery(companyId));
  const budgetItems = useQuery(budgetItemOptionsQuery(projectId));

  const typeOptions = [
    ...builtInTaskTypes.map((value) => ({ value, label: humanize(value) })),
    ...(taskTypes.data ?? [])
      .filter((t) => !(builtInTaskTypes as readonly string[]).includes(t.value))
      .map((t) => ({ value: t.value, label: t.name })),
  ];
  const phaseOptions = (phases.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  // Deactivated members are not offered for new work; a task already theirs keeps showing its assignee.
  const assigned = String(useFormContext().getValues('assignedTo') ?? '');
  const userOptions = (users.data ?? [])
    .filter((u) => u.isActive || String(u.id) === assigned)
    .map((u) => ({ value: String(u.id), label: displayNameOf(u) }));
  const tradeOptions = (trades.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  // The task's budget item must be a product: groups and milestones are left out (docs/product.md#phases-and-tasks).
  const budgetItemOptions = (budgetItems.data ?? [])
    .filter((item) => !item.isGroup && !item.isMilestone)
    .map((item) => ({ value: String(item.id), label: item.name }));

  return (
    <>
      <FormDialogField name="title" label="Title">
        <Input placeholder="Order cabinets" />
      </FormDialogField>
      <FormDialogField name="description" label="Description">
        <Textarea rows={3} />
      </FormDialogField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormDialogField name="status" label="Status">
          <Select options={statuses} />
        </FormDialogField>
        <FormDialogField name="priority" label="Priority">
          <Select options={priorityOptions} />
        </FormDialogField>
        <FormDialogField name="type" label="Type">
          <Select options={typeOptions} />
        </FormDialogField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDialogField name="phaseId" label="Phase">
          <Select options={phaseOptions}>
            <option value={NONE}>No phase</option>
          </Select>
        </FormDialogField>
        <FormDialogField name="assignedTo" label="Assigned to">
          <Select options={userOptions}>
            <option value={NONE}>Unassigned</option>
          </Select>
        </FormDialogField>
        <FormDialogField name="tradeId" label="Trade">
          <Select options={tradeOptions}>
            <option value={NONE}>No trade</option>
          </Select>
        </FormDialogField>
        <FormDialogField name="budgetItemId" label="Budget item">
          <Select options={budgetItemOptions}>
            <option value={NONE}>No budget item</option>
          </Select>
        </FormDialogField>
        <FormDialogField name="dueDate" label="Due date">
          <Input type="date" min={today} />
        </FormDialogField>
      </div>
    </>
  );
}
