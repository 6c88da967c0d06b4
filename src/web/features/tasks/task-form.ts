import '#domain/messages/load/tasks';
import { z } from 'zod';
import { type CreateTaskBody, createTaskBody, type Task, type UpdateTaskBody } from '#domain/contracts/tasks';
import {
  type BuiltInTaskType,
  builtInTaskTypes,
  type TaskPriority,
  type TaskStatus,
  taskPriorities,
  taskStatuses,
} from '#domain/enums';
import { toDateOnly } from '#domain/format';
import { t } from '#web/lib/i18n';

/** The select value that means "no value"; it is sent as absent (docs/product.md#phases-and-tasks). */
export const NONE = 'none';

export const PAST_DUE_DATE = t('tasks:validation.pastDueDate');

/**
 * The task form as the browser holds it: select values are strings, ids included. `originalDueDate` lets an
 * edited task keep a due date that has passed since (the server accepts an unchanged date too).
 */
export function taskFormSchema(today: string, originalDueDate?: string | null) {
  return z.object({
    title: createTaskBody.shape.title,
    description: z.string().max(5000),
    status: z.enum(taskStatuses, { error: () => t('tasks:validation.status') }),
    priority: z.enum(taskPriorities, { error: () => t('tasks:validation.priority') }),
    type: z.string().min(1, t('tasks:validation.type')),
    phaseId: z.string(),
    assignedTo: z.string(),
    tradeId: z.string(),
    budgetItemId: z.string(),
    dueDate: z.string().refine((v) => v === '' || v >= today || v === originalDueDate, PAST_DUE_DATE),
  });
}

export type TaskFormValues = z.infer<ReturnType<typeof taskFormSchema>>;

/** Today as the date picker's minimum ('YYYY-MM-DD', local calendar day). */
export const todayDateOnly = () => toDateOnly(new Date());

const refFields = ['phaseId', 'assignedTo', 'tradeId', 'budgetItemId'] as const;

/** The form's starting values: a task being edited, else the defaults (docs/product.md#phases-and-tasks). */
export function taskFormDefaults(task?: Task): TaskFormValues {
  const ref = (id: number | null | undefined) => (id == null ? NONE : String(id));
  return {
    title: task?.title ?? '',
    description: task?.description ?? '',
    status: task?.status ?? 'not_started',
    priority: task?.priority ?? 'medium',
    type: task?.type ?? 'project_details',
    phaseId: ref(task?.phaseId),
    assignedTo: ref(task?.assignedTo),
    tradeId: ref(task?.tradeId),
    budgetItemId: ref(task?.budgetItemId),
    dueDate: task?.dueDate ?? '',
  };
}

/**
 * The request body: ids as integers, 'none' and empty values absent. When editing, a value the task had
 * and the user cleared is sent as null, since an absent field would leave it unchanged.
 */
export function toTaskBody(values: TaskFormValues, original?: Task): CreateTaskBody & UpdateTaskBody {
  const body: CreateTaskBody & UpdateTaskBody = {
    title: values.title.trim(),
    status: values.status,
    priority: values.priority,
    type: values.type,
  };
  const description = values.description.trim();
  if (description) body.description = description;
  else if (original?.description) body.description = null;
  if (values.dueDate) body.dueDate = values.dueDate;
  else if (original?.dueDate) body.dueDate = null;
  for (const field of refFields) {
    const value = values[field];
    if (value && value !== NONE) body[field] = Number.parseInt(value, 10);
    else if (original?.[field] != null) body[field] = null;
  }
  return body;
}

/** A due date shows red when it has passed and the task is not completed. */
export function isOverdue(task: Pick<Task, 'dueDate' | 'status'>, today: string): boolean {
  return !!task.dueDate && task.dueDate < today && task.status !== 'completed';
}

/** The label of a task status, from the catalog. */
export const taskStatusLabel = (status: TaskStatus): string => t(`tasks:statuses.${status}`);
/** The label of a task priority, from the catalog. */
export const taskPriorityLabel = (priority: TaskPriority): string => t(`tasks:priorities.${priority}`);
/** The label of a built-in task type from the catalog; another (a company's own without a name) in words. */
export const taskTypeLabel = (type: string): string =>
  (builtInTaskTypes as readonly string[]).includes(type)
    ? t(`tasks:types.${type as BuiltInTaskType}`)
    : humanize(type);

/** not_started -> "Not started", order_materials -> "Order materials". */
export function humanize(value: string): string {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
