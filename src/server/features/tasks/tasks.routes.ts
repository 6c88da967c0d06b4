import type { FastifyInstance } from 'fastify';
import { taskCalls } from '#domain/contracts/tasks';
import type { Deps } from '../../deps';
import { requireActor, requireCompany } from '../../http/actor';
import { serve } from '../../http/serve';
import { getProjectOrThrow } from '../projects/projects.queries';
import { listTasks } from './tasks.queries';
import { createTask, deleteTask, updateTask } from './tasks.service';

/**
 * A project's tasks (Tasks tab): every company role works on them (employees work on projects,
 * docs/product.md#phases-and-tasks).
 */
export async function tasksRoutes(app: FastifyInstance, { clock }: Deps): Promise<void> {
  serve(app, taskCalls.list, async (request) => {
    const companyId = requireCompany(request.actor);
    await getProjectOrThrow(request.db, companyId, request.params.id);
    return listTasks(request.db, companyId, request.params.id, request.query);
  });

  serve(app, taskCalls.create, async (request) => {
    const companyId = requireCompany(request.actor);
    const actor = requireActor(request.actor);
    return createTask(request.db, actor, companyId, request.params.id, request.body, clock());
  });

  serve(app, taskCalls.update, async (request) => {
    const companyId = requireCompany(request.actor);
    const actor = requireActor(request.actor);
    const { id, taskId } = request.params;
    return updateTask(request.db, actor, companyId, id, taskId, request.body, clock());
  });

  serve(app, taskCalls.remove, async (request) => {
    const companyId = requireCompany(request.actor);
    const { id, taskId } = request.params;
    await deleteTask(request.db, companyId, id, taskId);
  });
}
