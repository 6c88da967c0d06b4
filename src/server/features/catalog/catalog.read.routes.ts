import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogProductAnswer, customTaskTypeAnswer, tradeAnswer } from '#domain/contracts/catalog';
import { idSchema, pageQuery } from '#domain/contracts/common';
import { productCategories } from '#domain/enums';
import type { Deps } from '../../deps';
import { requireCompany, scopeCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { getCompanyOrThrow } from '../companies/companies.service';
import { countCatalogProducts, listCatalogProducts, listCustomTaskTypes, listTrades } from './catalog.read';

const companyParams = z.object({ companyId: idSchema });
const tradeList = { 200: z.array(tradeAnswer) };
const catalogQuery = pageQuery.extend({
  category: z.enum(productCategories, { error: 'Please select a valid category' }).optional(),
});

/**
 * Catalog lists the task and budget forms read (trades, custom task types, products); every company member may
 * read them.
 */
export async function catalogReadRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/companies/:companyId/trades',
    { schema: { params: companyParams, response: tradeList } },
    async (request) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      await getCompanyOrThrow(db, companyId);
      return listTrades(db, companyId);
    },
  );

  r.get('/api/mycompany/trades', { schema: { response: tradeList } }, async (request) =>
    listTrades(db, requireCompany(request.actor)),
  );

  // The company's products by name; search, category and limit/offset are optional (x-total-count when paged).
  r.get(
    '/api/mycompany/catalog',
    { schema: { querystring: catalogQuery, response: { 200: z.array(catalogProductAnswer) } } },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      const query = request.query;
      return pageAnswer(
        reply,
        query,
        () => listCatalogProducts(db, companyId, query),
        () => countCatalogProducts(db, companyId, query),
      );
    },
  );

  r.get(
    '/api/companies/:companyId/task-types',
    { schema: { params: companyParams, response: { 200: z.array(customTaskTypeAnswer) } } },
    async (request) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      await getCompanyOrThrow(db, companyId);
      return listCustomTaskTypes(db, companyId);
    },
  );
}
