import '#domain/messages/load/tasks';
import { z } from 'zod';
import { taskPriorities, taskStatuses } from '../enums';
import { lazyText } from '../messages/i18n';
import { type Answer, instant, noContent } from './answers';
import { idSchema, optionalDate, optionalRef, optionalText, requiredText } from './common';
import { declareCall } from './declare';
import { recordVersion } from './record-version';

const taskFields = {
  title: requiredText(lazyText('tasks:validation.title'), 300),
  description: optionalText(5000),
  status: z.enum(taskStatuses, { error: lazyText('tasks:validation.status') }),
  priority: z.enum(taskPriorities, { error: lazyText('tasks:validation.priority') }),
  /** A built-in task type or one of the company's custom task type values; checked by the server. */
  type: requiredText(lazyText('tasks:validation.typeLabel'), 100, lazyText('tasks:validation.type')),
  /** Optional; when sent it must be the project of the path. */
  projectId: idSchema.optional(),
  phaseId: optionalRef(lazyText('tasks:validation.phase')),
  assignedTo: optionalRef(lazyText('tasks:validation.assignee')),
  tradeId: optionalRef(lazyText('tasks:validation.trade')),
  budgetItemId: optionalRef(lazyText('tasks:validation.budgetItem')),
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

// Answers: what each route sends, and nothing else (http/serialization.ts).

/**
 * A task as the API answers it, with the names the task table shows (dates 'YYYY-MM-DD'). Its companyId stays
 * on the server: the task is reached through its project.
 */
export const taskAnswer = z.object({
  id: z.number(),
  projectId: z.number(),
  phaseId: z.number().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(taskStatuses),
  priority: z.enum(taskPriorities),
  /** A built-in task type or a custom task type value. */
  type: z.string(),
  assignedTo: z.number().nullable(),
  createdBy: z.number().nullable(),
  tradeId: z.number().nullable(),
  budgetItemId: z.number().nullable(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  completedAt: instant.nullable(),
  completedBy: z.number().nullable(),
  order: z.number(),
  createdAt: instant,
  updatedAt: instant,
  assignee: z
    .object({
      id: z.number(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      username: z.string(),
    })
    .nullable(),
  tradeName: z.string().nullable(),
  budgetItemName: z.string().nullable(),
  phaseName: z.string().nullable(),
  version: recordVersion,
});
export type Task = Answer<typeof taskAnswer>;

/** A project's tasks (docs/product.md#phases-and-tasks): every company role works on them. */
export const taskCalls = {
  list: declareCall({
    method: 'GET',
    path: '/api/projects/:id/tasks',
    query: listTasksQuery,
    answers: { 200: z.array(taskAnswer) },
  }),
  create: declareCall({
    method: 'POST',
    path: '/api/projects/:id/tasks',
    body: createTaskBody,
    answers: { 201: taskAnswer },
  }),
  update: declareCall({
    method: 'PATCH',
    path: '/api/projects/:id/tasks/:taskId',
    body: updateTaskBody,
    answers: { 200: taskAnswer },
  }),
  remove: declareCall({
    method: 'DELETE',
    path: '/api/projects/:id/tasks/:taskId',
    answers: { 204: noContent },
  }),
};
