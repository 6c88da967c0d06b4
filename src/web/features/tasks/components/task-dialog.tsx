import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { Task } from '../../../../domain/contracts/tasks';
import { builtInTaskTypes, taskPriorities, taskStatuses } from '../../../../domain/enums';
import { displayNameOf } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { phasesQuery } from '../../phases/api';
import {
  budgetItemOptionsQuery,
  companyUsersQuery,
  taskTypesQuery,
  tradesQuery,
  useCreateTask,
  useUpdateTask,
} from '../api';
import {
  humanize,
  NONE,
  type TaskFormValues,
  taskFormDefaults,
  taskFormSchema,
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
export function TaskDialog(props: TaskDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="md:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{props.task ? 'Edit Task' : 'Add Task'}</DialogTitle>
          <DialogDescription>
            {props.task ? 'Change the details of this task.' : 'Add a task to this project.'}
          </DialogDescription>
        </DialogHeader>
        {props.open ? <TaskForm {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const fieldNames = [
  'title',
  'description',
  'status',
  'priority',
  'type',
  'phaseId',
  'assignedTo',
  'tradeId',
  'budgetItemId',
  'dueDate',
] as const;

function TaskForm({ projectId, companyId, task, onOpenChange }: TaskDialogProps) {
  const today = todayDateOnly();
  const schema = useMemo(() => taskFormSchema(today, task?.dueDate), [today, task?.dueDate]);
  const form = useForm<TaskFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: taskFormDefaults(task),
  });
  const { errors } = form.formState;
  const create = useCreateTask(projectId);
  const update = useUpdateTask(projectId);
  const pending = create.isPending || update.isPending;

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
  // The task's budget item must be a product: groups and milestones are left out (spec part 1, point 9).
  const productItems = (budgetItems.data ?? []).filter((item) => !item.isGroup && !item.isMilestone);

  const onSubmit = form.handleSubmit((values) => {
    const callbacks = {
      onSuccess: () => onOpenChange(false),
      onError: (error: unknown) => applyServerFieldErrors(error, form.setError, fieldNames),
    };
    const body = toTaskBody(values, task);
    if (task) update.mutate({ id: task.id, body }, callbacks);
    else create.mutate(body, callbacks);
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <FormField label="Title" error={errors.title?.message}>
        <Input placeholder="Order cabinets" {...form.register('title')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Status" error={errors.status?.message}>
          <Select {...form.register('status')}>
            {taskStatuses.map((value) => (
              <option key={value} value={value}>
                {humanize(value)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Priority" error={errors.priority?.message}>
          <Select {...form.register('priority')}>
            {taskPriorities.map((value) => (
              <option key={value} value={value}>
                {humanize(value)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Type" error={errors.type?.message}>
          <Select {...form.register('type')} options={typeOptions} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Phase" error={errors.phaseId?.message}>
          <Select {...form.register('phaseId')}>
            <option value={NONE}>No phase</option>
            {(phases.data ?? []).map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Assigned to" error={errors.assignedTo?.message}>
          <Select {...form.register('assignedTo')}>
            <option value={NONE}>Unassigned</option>
            {(users.data ?? []).map((u) => (
              <option key={u.id} value={String(u.id)}>
                {displayNameOf(u)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Trade" error={errors.tradeId?.message}>
          <Select {...form.register('tradeId')}>
            <option value={NONE}>No trade</option>
            {(trades.data ?? []).map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Budget item" error={errors.budgetItemId?.message}>
          <Select {...form.register('budgetItemId')}>
            <option value={NONE}>No budget item</option>
            {productItems.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {item.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Due date" error={errors.dueDate?.message}>
          <Input type="date" min={today} {...form.register('dueDate')} />
        </FormField>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} loadingText={task ? 'Saving...' : 'Creating...'}>
          {task ? 'Save Changes' : 'Create Task'}
        </Button>
      </DialogFooter>
    </form>
  );
}
