import '#domain/messages/load/tasks';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Task } from '#domain/contracts/tasks';
import { builtInTaskTypes, taskPriorities, taskStatuses } from '#domain/enums';
import { displayNameOf } from '#web/components/ui/avatar';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
import { phasesQuery } from '../../phases/api';
import { companyUsersQuery } from '../../team/api';
import { budgetItemOptionsQuery, taskTypesQuery, tradesQuery, useCreateTask, useUpdateTask } from '../api';
import {
  NONE,
  taskFormDefaults,
  taskFormSchema,
  taskPriorityLabel,
  taskStatusLabel,
  taskTypeLabel,
  todayDateOnly,
  toTaskBody,
} from '../task-form';

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
      title={task ? t('tasks:dialog.editTitle') : t('tasks:add')}
      description={task ? t('tasks:dialog.editDescription') : t('tasks:dialog.addDescription')}
      schema={schema}
      defaultValues={taskFormDefaults(task)}
      submitLabel={task ? t('common:saveChanges') : t('tasks:dialog.create')}
      pendingLabel={task ? t('common:saving') : t('tasks:dialog.creating')}
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

export const statusOptions = taskStatuses.map((value) => ({ value, label: taskStatusLabel(value) }));
const priorityOptions = taskPriorities.map((value) => ({ value, label: taskPriorityLabel(value) }));

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
    ...builtInTaskTypes.map((value) => ({ value, label: taskTypeLabel(value) })),
    ...(taskTypes.data ?? [])
      .filter((type) => !(builtInTaskTypes as readonly string[]).includes(type.value))
      .map((type) => ({ value: type.value, label: type.name })),
  ];
  const phaseOptions = (phases.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  // Deactivated members are not offered for new work; a task already theirs keeps showing its assignee.
  const assigned = String(useFormContext().getValues('assignedTo') ?? '');
  const userOptions = (users.data ?? [])
    .filter((u) => u.isActive || String(u.id) === assigned)
    .map((u) => ({ value: String(u.id), label: displayNameOf(u) }));
  const tradeOptions = (trades.data ?? []).map((trade) => ({ value: String(trade.id), label: trade.name }));
  // The task's budget item must be a product: groups and milestones are left out (docs/product.md#phases-and-tasks).
  const budgetItemOptions = (budgetItems.data ?? [])
    .filter((item) => !item.isGroup && !item.isMilestone)
    .map((item) => ({ value: String(item.id), label: item.name }));

  return (
    <>
      <FormDialogField name="title" label={t('tasks:fields.title')}>
        <Input placeholder={t('tasks:fields.titlePlaceholder')} />
      </FormDialogField>
      <FormDialogField name="description" label={t('tasks:fields.description')}>
        <Textarea rows={3} />
      </FormDialogField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormDialogField name="status" label={t('tasks:fields.status')}>
          <Select options={statuses} />
        </FormDialogField>
        <FormDialogField name="priority" label={t('tasks:fields.priority')}>
          <Select options={priorityOptions} />
        </FormDialogField>
        <FormDialogField name="type" label={t('tasks:fields.type')}>
          <Select options={typeOptions} />
        </FormDialogField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDialogField name="phaseId" label={t('tasks:fields.phase')}>
          <Select options={phaseOptions}>
            <option value={NONE}>{t('tasks:fields.noPhase')}</option>
          </Select>
        </FormDialogField>
        <FormDialogField name="assignedTo" label={t('tasks:fields.assignedTo')}>
          <Select options={userOptions}>
            <option value={NONE}>{t('tasks:unassigned')}</option>
          </Select>
        </FormDialogField>
        <FormDialogField name="tradeId" label={t('tasks:fields.trade')}>
          <Select options={tradeOptions}>
            <option value={NONE}>{t('tasks:fields.noTrade')}</option>
          </Select>
        </FormDialogField>
        <FormDialogField name="budgetItemId" label={t('tasks:fields.budgetItem')}>
          <Select options={budgetItemOptions}>
            <option value={NONE}>{t('tasks:fields.noBudgetItem')}</option>
          </Select>
        </FormDialogField>
        <FormDialogField name="dueDate" label={t('tasks:fields.dueDate')}>
          <Input type="date" min={today} />
        </FormDialogField>
      </div>
    </>
  );
}
