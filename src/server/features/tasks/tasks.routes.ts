import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import { idSchema } from '#domain/contracts/common';
import { createTaskBody, listTasksQuery, taskAnswer, updateTaskBody } from '#domain/contracts/tasks';
import type { Deps } from '../../deps';
import { requireActor, requireCompany } from '../../http/actor';
import { getProjectOrThrow } from '../projects/projects.queries';
import { listTasks } from './tasks.queries';
import { createTask, deleteTask, updateTask } from './tasks.service';

const projectParams = z.object({ id: idSchema });
const taskParams = z.object({ id: idSchema, taskId: idSchema });

/**
 * A project's tasks (Tasks tab): every company role works on them (employees work on projects,
 * docs/product.md#phases-and-tasks).
 */
export async function tasksRoutes(app: FastifyInstance, { db, clock }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/projects/:id/tasks',
    {
      schema: { params: projectParams, querystring: listTasksQuery, response: { 200: z.array(taskAnswer) } },
    },
    async (request) => {
      const companyId = requireCompany(request.actor);
      await getProjectOrThrow(db, companyId, request.params.id);
      return listTasks(db, companyId, request.params.id, request.query);
    },
  );

  r.post(
    '/api/projects/:id/tasks',
    { schema: { params: projectParams, body: createTaskBody, response: { 201: taskAnswer } } },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      const actor = requireActor(request.actor);
      const task = await createTask(db, actor, companyId, request.params.id, request.body, clock());
      return reply.status(201).send(task);
    },
  );

  r.patch(
    '/api/projects/:id/tasks/:taskId',
    { schema: { params: taskParams, body: updateTaskBody, response: { 200: taskAnswer } } },
    async (request) => {
      const companyId = requireCompany(request.actor);
      const actor = requireActor(request.actor);
      const { id, taskId } = request.params;
      return updateTask(db, actor, companyId, id, taskId, request.body, clock());
    },
  );

  r.delete(
    '/api/projects/:id/tasks/:taskId',
    { schema: { params: taskParams, response: { 204: noContent } } },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      const { id, taskId } = request.params;
      await deleteTask(db, companyId, id, taskId);
      return reply.status(204).send();
    },
  );
}
