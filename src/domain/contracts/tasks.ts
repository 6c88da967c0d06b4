import { z } from 'zod';
import { type TaskPriority, type TaskStatus, taskPriorities, taskStatuses } from '../enums';
import { idSchema, optionalDate, optionalRef, optionalText, requiredText } from './common';

const taskFields = {
  title: requiredText('Title', 300),
  description: optionalText(5000),
  status: z.enum(taskStatuses, { error: 'Please select a valid status' }),
  priority: z.enum(taskPriorities, { error: 'Please select a valid priority' }),
  /** A built-in task type or one of the company's custom task type values; checked by the server. */
  type: requiredText('Task type', 100, 'Please select a valid task type'),
  /** Optional; when sent it must be the project of the path. */
  projectId: idSchema.optional(),
  phaseId: optionalRef('Please select a valid phase'),
  assignedTo: optionalRef('Please select a valid team member'),
  tradeId: optionalRef('Please select a valid trade'),
  budgetItemId: optionalRef('Please select a valid budget item'),
  startDate: optionalDate,
  dueDate: optionalDate,
};

/** POST /api/projects/{id}/tasks. */
export const createTaskBody = z.object({
  ...taskFields,
  status: taskFields.status.default('not_started'),
  priority: taskFields.priority.default('medium'),
  type: taskFields.type.default('project_details'),
});
export type CreateTaskBody = z.input<typeof createTaskBody>;
export type CreateTaskValues = z.output<typeof createTaskBody>;

/** PATCH /api/projects/{id}/tasks/{taskId}: the same fields, partial (or status only). */
export const updateTaskBody = z.object(taskFields).partial();
export type UpdateTaskBody = z.input<typeof updateTaskBody>;
export type UpdateTaskValues = z.output<typeof updateTaskBody>;

/** GET /api/projects/{id}/tasks. */
export const listTasksQuery = z.object({ phaseId: idSchema.optional() });

/** A task as the API answers it, with the names the task table shows. */
export type Task = {
  id: number;
  companyId: number;
  projectId: number;
  phaseId: number | null;
  title: string;
  description: string | null;
  status: TaskStatus;
  priority: TaskPriority;
  type: string;
  assignedTo: number | null;
  createdBy: number | null;
  tradeId: number | null;
  budgetItemId: number | null;
  startDate: string | null;
  dueDate: string | null;
  completedAt: string | null;
  completedBy: number | null;
  order: number;
  createdAt: string;
  updatedAt: string;
  assignee: { id: number; firstName: string | null; lastName: string | null; username: string } | null;
  tradeName: string | null;
  budgetItemName: string | null;
  phaseName: string | null;
};
