import type { FastifyInstance } from 'fastify';
import { catalogCalls } from '#domain/contracts/catalog';
import type { Deps } from '../../deps';
import { requireCompany, scopeCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { serve } from '../../http/serve';
import { getCompanyOrThrow } from '../companies/companies.service';
import { countCatalogProducts, listCatalogProducts, listCustomTaskTypes, listTrades } from './catalog.read';

/**
 * Catalog lists the task and budget forms read (trades, custom task types, products); every company member may
 * read them.
 */
export async function catalogReadRoutes(app: FastifyInstance, _deps: Deps): Promise<void> {
  serve(app, catalogCalls.trades, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    return listTrades(request.db, companyId);
  });

  serve(app, catalogCalls.myTrades, async (request) => listTrades(request.db, requireCompany(request.actor)));

  // The company's products by name; search, category and limit/offset are optional (x-total-count when paged).
  serve(app, catalogCalls.myCatalog, async (request, reply) => {
    const companyId = requireCompany(request.actor);
    const query = request.query;
    return pageAnswer(
      reply,
      query,
      () => listCatalogProducts(request.db, companyId, query),
      () => countCatalogProducts(request.db, companyId, query),
    );
  });

  serve(app, catalogCalls.taskTypes, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    return listCustomTaskTypes(request.db, companyId);
  });
}
