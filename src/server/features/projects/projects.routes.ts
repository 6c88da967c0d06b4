import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import { idSchema } from '#domain/contracts/common';
import {
  createProjectBody,
  listProjectsQuery,
  projectAnswer,
  projectDetailAnswer,
  projectListItemAnswer,
  projectSummaryAnswer,
  stageCountsAnswer,
  updateProjectBody,
} from '#domain/contracts/projects';
import { permissions } from '#domain/permissions';
import type { Deps } from '../../deps';
import { requireCompany, requireRole, scopeCompany } from '../../http/actor';
import { removeStoredBytes } from '../documents/stored-files';
import { countProjectsByStage, listProjects } from './projects.list';
import { getProjectDetail, getProjectOrThrow } from './projects.queries';
import { createProject, deleteProject, getProjectSummary, updateProject } from './projects.service';

const idParams = z.object({ id: idSchema });
const companyParams = z.object({ companyId: idSchema });
/** Employees may not delete projects (docs/product.md#projects; src/domain/permissions.ts). */
const PROJECT_DELETERS = permissions.deleteProject;
/** Both project lists answer a page of rows, with the total in x-total-count. */
const listResponse = { 200: z.array(projectListItemAnswer) };

export async function projectsRoutes(app: FastifyInstance, { db, storage }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const list = async (
    companyId: number,
    query: z.infer<typeof listProjectsQuery>,
    reply: { header(k: string, v: string): unknown },
  ) => {
    const { items, total } = await listProjects(db, companyId, query);
    reply.header('x-total-count', String(total));
    return items;
  };

  r.get(
    '/api/projects',
    { schema: { querystring: listProjectsQuery, response: listResponse } },
    async (request, reply) => list(requireCompany(request.actor), request.query, reply),
  );

  r.get(
    '/api/projects/stage-counts',
    {
      schema: {
        querystring: z.object({ search: z.string().trim().max(200).optional() }),
        response: { 200: stageCountsAnswer },
      },
    },
    async (request) => countProjectsByStage(db, requireCompany(request.actor), request.query.search),
  );

  r.get(
    '/api/companies/:companyId/projects',
    { schema: { params: companyParams, querystring: listProjectsQuery, response: listResponse } },
    async (request, reply) =>
      list(scopeCompany(request.actor, request.params.companyId), request.query, reply),
  );

  r.post(
    '/api/companies/:companyId/projects',
    { schema: { params: companyParams, body: createProjectBody, response: { 201: projectAnswer } } },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      const project = await createProject(db, request.actor!, companyId, request.body);
      return reply.status(201).send(project);
    },
  );

  r.get(
    '/api/projects/:id',
    { schema: { params: idParams, response: { 200: projectDetailAnswer } } },
    async (request) => getProjectDetail(db, requireCompany(request.actor), request.params.id),
  );

  r.get(
    '/api/projects/:id/summary',
    { schema: { params: idParams, response: { 200: projectSummaryAnswer } } },
    async (request) => getProjectSummary(db, requireCompany(request.actor), request.params.id),
  );

  r.patch(
    '/api/projects/:id',
    { schema: { params: idParams, body: updateProjectBody, response: { 200: projectAnswer } } },
    async (request) => updateProject(db, requireCompany(request.actor), request.params.id, request.body),
  );

  r.delete(
    '/api/projects/:id',
    { config: { roles: PROJECT_DELETERS }, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      await getProjectOrThrow(db, companyId, request.params.id);
      requireRole(request.actor, PROJECT_DELETERS);
      const fileKeys = await deleteProject(db, companyId, request.params.id);
      await removeStoredBytes(storage, fileKeys, request.log);
      return reply.status(204).send();
    },
  );
}
