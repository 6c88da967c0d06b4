import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import {
  catalogCountsAnswer,
  customTaskTypeAnswer,
  taskTypeBody,
  tradeAnswer,
  tradeBody,
  unitAnswer,
  unitBody,
  updateUnitBody,
} from '#domain/contracts/catalog';
import { idSchema } from '#domain/contracts/common';
import { permissions } from '#domain/permissions';
import type { Deps } from '../../deps';
import { type Actor, requireCompany, requireRole, scopeCompany } from '../../http/actor';
import { getCompanyOrThrow } from '../companies/companies.service';
import { countCatalog, listUnits } from './catalog.read';
import {
  createTaskType,
  createTrade,
  createUnit,
  deleteTaskType,
  deleteTrade,
  deleteUnit,
  updateTaskType,
  updateTrade,
  updateUnit,
} from './catalog.service';

const companyParams = z.object({ companyId: idSchema });
const companyItemParams = z.object({ companyId: idSchema, id: idSchema });
const idParams = z.object({ id: idSchema });

/** Who may create, change and delete catalog entries (src/domain/permissions.ts); every member reads them. */
const CATALOG_EDITORS = permissions.manageCatalog;

/**
 * The catalog pages: overview counts, and the trades, units and task types the company keeps. Paths and bodies are
 * the product's (docs/product.md#catalog), which mixes company-scoped and bare-id paths. Routes are registered edit
 * before delete so the route-enumerating suites call them in that order.
 */
export async function catalogRoutes(app: FastifyInstance, { db, clock }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The company of a /companies/{companyId}/... route: the caller's own (404 otherwise), and one that exists. */
  async function company(actor: Actor | null, id: number): Promise<number> {
    const companyId = scopeCompany(actor, id);
    await getCompanyOrThrow(db, companyId);
    return companyId;
  }

  r.get(
    '/api/companies/:companyId/catalog-counts',
    { schema: { params: companyParams, response: { 200: catalogCountsAnswer } } },
    async (request) => countCatalog(db, await company(request.actor, request.params.companyId)),
  );

  // Trades
  r.post(
    '/api/companies/:companyId/trades',
    {
      config: { roles: CATALOG_EDITORS },
      schema: { params: companyParams, body: tradeBody, response: { 201: tradeAnswer } },
    },
    async (request, reply) => {
      const companyId = await company(request.actor, request.params.companyId);
      requireRole(request.actor, CATALOG_EDITORS);
      return reply.status(201).send(await createTrade(db, companyId, request.body, clock()));
    },
  );

  r.put(
    '/api/trades/:id',
    {
      config: { roles: CATALOG_EDITORS },
      schema: { params: idParams, body: tradeBody, response: { 200: tradeAnswer } },
    },
    async (request) => {
      const companyId = requireCompany(request.actor);
      requireRole(request.actor, CATALOG_EDITORS);
      return updateTrade(db, companyId, request.params.id, request.body, clock());
    },
  );

  r.delete(
    '/api/trades/:id',
    { config: { roles: CATALOG_EDITORS }, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      requireRole(request.actor, CATALOG_EDITORS);
      await deleteTrade(db, companyId, request.params.id);
      return reply.status(204).send();
    },
  );

  // Units
  r.get(
    '/api/companies/:companyId/units',
    { schema: { params: companyParams, response: { 200: z.array(unitAnswer) } } },
    async (request) => listUnits(db, await company(request.actor, request.params.companyId)),
  );

  r.post(
    '/api/companies/:companyId/units',
    {
      config: { roles: CATALOG_EDITORS },
      schema: { params: companyParams, body: unitBody, response: { 201: unitAnswer } },
    },
    async (request, reply) => {
      const companyId = await company(request.actor, request.params.companyId);
      requireRole(request.actor, CATALOG_EDITORS);
      return reply.status(201).send(await createUnit(db, companyId, request.body, clock()));
    },
  );

  r.patch(
    '/api/companies/:companyId/units/:id',
    {
      config: { roles: CATALOG_EDITORS },
      schema: { params: companyItemParams, body: updateUnitBody, response: { 200: unitAnswer } },
    },
    async (request) => {
      const companyId = await company(request.actor, request.params.companyId);
      requireRole(request.actor, CATALOG_EDITORS);
      return updateUnit(db, companyId, request.params.id, request.body, clock());
    },
  );

  r.delete(
    '/api/companies/:companyId/units/:id',
    {
      config: { roles: CATALOG_EDITORS },
      schema: { params: companyItemParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      const companyId = await company(request.actor, request.params.companyId);
      requireRole(request.actor, CATALOG_EDITORS);
      await deleteUnit(db, companyId, request.params.id);
      return reply.status(204).send();
    },
  );

  // Task types (the list is in catalog.read.routes.ts, which the task form reads)
  r.post(
    '/api/companies/:companyId/task-types',
    {
      config: { roles: CATALOG_EDITORS },
      schema: { params: companyParams, body: taskTypeBody, response: { 201: customTaskTypeAnswer } },
    },
    async (request, reply) => {
      const companyId = await company(request.actor, request.params.companyId);
      requireRole(request.actor, CATALOG_EDITORS);
      return reply.status(201).send(await createTaskType(db, companyId, request.body, clock()));
    },
  );

  r.put(
    '/api/companies/:companyId/task-types/:id',
    {
      config: { roles: CATALOG_EDITORS },
      schema: { params: companyItemParams, body: taskTypeBody, response: { 200: customTaskTypeAnswer } },
    },
    async (request) => {
      const companyId = await company(request.actor, request.params.companyId);
      requireRole(request.actor, CATALOG_EDITORS);
      return updateTaskType(db, companyId, request.params.id, request.body, clock());
    },
  );

  r.delete(
    '/api/companies/:companyId/task-types/:id',
    {
      config: { roles: CATALOG_EDITORS },
      schema: { params: companyItemParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      const companyId = await company(request.actor, request.params.companyId);
      requireRole(request.actor, CATALOG_EDITORS);
      await deleteTaskType(db, companyId, request.params.id);
      return reply.status(204).send();
    },
  );
}
