import type { FastifyInstance } from 'fastify';
import { catalogCalls } from '#domain/contracts/catalog';
import type { Deps } from '../../deps';
import { type Actor, requireCompany, scopeCompany } from '../../http/actor';
import { serve } from '../../http/serve';
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

/**
 * The catalog pages: overview counts, and the trades, units and task types the company keeps. Paths and bodies are
 * the product's (docs/product.md#catalog), which mixes company-scoped and bare-id paths. Every member reads them;
 * the declarations' permission (manageCatalog) keeps the changes to catalog editors. Routes are registered edit
 * before delete so the route-enumerating suites call them in that order.
 */
export async function catalogRoutes(app: FastifyInstance, { db, clock }: Deps): Promise<void> {
  /** The company of a /companies/{companyId}/... route: the caller's own (404 otherwise), and one that exists. */
  async function company(actor: Actor | null, id: number): Promise<number> {
    const companyId = scopeCompany(actor, id);
    await getCompanyOrThrow(db, companyId);
    return companyId;
  }

  serve(app, catalogCalls.counts, async (request) =>
    countCatalog(request.db, await company(request.actor, request.params.companyId)),
  );

  // Trades
  serve(app, catalogCalls.createTrade, async (request) => {
    const companyId = await company(request.actor, request.params.companyId);
    return createTrade(request.db, companyId, request.body, clock());
  });

  serve(app, catalogCalls.updateTrade, async (request) =>
    updateTrade(request.db, requireCompany(request.actor), request.params.id, request.body, clock()),
  );

  serve(app, catalogCalls.removeTrade, async (request) => {
    await deleteTrade(request.db, requireCompany(request.actor), request.params.id);
  });

  // Units
  serve(app, catalogCalls.units, async (request) =>
    listUnits(request.db, await company(request.actor, request.params.companyId)),
  );

  serve(app, catalogCalls.createUnit, async (request) => {
    const companyId = await company(request.actor, request.params.companyId);
    return createUnit(request.db, companyId, request.body, clock());
  });

  serve(app, catalogCalls.updateUnit, async (request) => {
    const companyId = await company(request.actor, request.params.companyId);
    return updateUnit(request.db, companyId, request.params.id, request.body, clock());
  });

  serve(app, catalogCalls.removeUnit, async (request) => {
    const companyId = await company(request.actor, request.params.companyId);
    await deleteUnit(request.db, companyId, request.params.id);
  });

  // Task types (the list is in catalog.read.routes.ts, which the task form reads)
  serve(app, catalogCalls.createTaskType, async (request) => {
    const companyId = await company(request.actor, request.params.companyId);
    return createTaskType(request.db, companyId, request.body, clock());
  });

  serve(app, catalogCalls.updateTaskType, async (request) => {
    const companyId = await company(request.actor, request.params.companyId);
    return updateTaskType(request.db, companyId, request.params.id, request.body, clock());
  });

  serve(app, catalogCalls.removeTaskType, async (request) => {
    const companyId = await company(request.actor, request.params.companyId);
    await deleteTaskType(request.db, companyId, request.params.id);
  });
}
