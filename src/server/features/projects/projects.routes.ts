import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { type listProjectsQuery, projectCalls } from '#domain/contracts/projects';
import type { Db } from '../../db/types';
import type { Deps } from '../../deps';
import { requireCompany, scopeCompany } from '../../http/actor';
import { countedPage } from '../../http/page-answer';
import { serve } from '../../http/serve';
import { removeStoredBytes } from '../documents/stored-files';
import { countProjectsByStage, listProjects } from './projects.list';
import { getProjectDetail, getProjectOrThrow } from './projects.queries';
import { createProject, deleteProject, getProjectSummary, updateProject } from './projects.service';

export async function projectsRoutes(app: FastifyInstance, { storage }: Deps): Promise<void> {
  /** Both project lists answer a page of rows, with the total in x-total-count. */
  const list = async (
    db: Db,
    companyId: number,
    query: z.infer<typeof listProjectsQuery>,
    reply: FastifyReply,
  ) => {
    const { items, total } = await listProjects(db, companyId, query);
    return countedPage(reply, { rows: items, total });
  };

  serve(app, projectCalls.list, async (request, reply) =>
    list(request.db, requireCompany(request.actor), request.query, reply),
  );

  serve(app, projectCalls.stageCounts, async (request) =>
    countProjectsByStage(request.db, requireCompany(request.actor), request.query.search),
  );

  serve(app, projectCalls.companyList, async (request, reply) =>
    list(request.db, scopeCompany(request.actor, request.params.companyId), request.query, reply),
  );

  serve(app, projectCalls.create, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    return createProject(request.db, request.actor!, companyId, request.body);
  });

  serve(app, projectCalls.get, async (request) =>
    getProjectDetail(request.db, requireCompany(request.actor), request.params.id),
  );

  serve(app, projectCalls.summary, async (request) =>
    getProjectSummary(request.db, requireCompany(request.actor), request.params.id),
  );

  serve(app, projectCalls.update, async (request) =>
    updateProject(request.db, requireCompany(request.actor), request.params.id, request.body),
  );

  /** Employees may not delete projects (docs/product.md#projects): the declaration's permission. */
  serve(app, projectCalls.remove, async (request) => {
    const companyId = requireCompany(request.actor);
    await getProjectOrThrow(request.db, companyId, request.params.id);
    const fileKeys = await deleteProject(request.db, companyId, request.params.id);
    await removeStoredBytes(storage, fileKeys, request.log);
  });
}
