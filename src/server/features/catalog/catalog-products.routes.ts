import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import {
  createProductBody,
  listProductsQuery,
  productAnswer,
  updateProductBody,
} from '#domain/contracts/catalog-products';
import { idSchema } from '#domain/contracts/common';
import { permissions } from '#domain/permissions';
import type { Deps } from '../../deps';
import { requireCompany, requireRole, scopeCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { getCompanyOrThrow } from '../companies/companies.service';
import { countProducts, getProductOrThrow, listProducts } from './catalog-products.queries';
import { createProduct, deleteProduct, updateProduct } from './catalog-products.service';

const companyParams = z.object({ companyId: idSchema });
const idParams = z.object({ id: idSchema });

/** Who may create, change and delete catalog items (src/domain/permissions.ts); every member reads them. */
const CATALOG_EDITORS = permissions.manageCatalog;

/**
 * Catalog items (products and services): the company's list, searched, filtered and paged on request, create, read,
 * PUT and delete. The list and item calls are the product's (docs/product.md#catalog); the create call is ours,
 * under the list's path. Registered edit before delete so the route-enumerating suites call them so.
 */
export async function catalogProductsRoutes(app: FastifyInstance, { db, clock }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/companies/:companyId/catalog',
    {
      schema: {
        params: companyParams,
        querystring: listProductsQuery,
        response: { 200: z.array(productAnswer) },
      },
    },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      await getCompanyOrThrow(db, companyId);
      const query = request.query;
      return pageAnswer(
        reply,
        query,
        () => listProducts(db, companyId, query),
        () => countProducts(db, companyId, query),
      );
    },
  );

  r.post(
    '/api/companies/:companyId/catalog',
    {
      config: { roles: CATALOG_EDITORS },
      schema: { params: companyParams, body: createProductBody, response: { 201: productAnswer } },
    },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      await getCompanyOrThrow(db, companyId);
      requireRole(request.actor, CATALOG_EDITORS);
      return reply.status(201).send(await createProduct(db, companyId, request.body, clock()));
    },
  );

  r.get(
    '/api/catalog/:id',
    { schema: { params: idParams, response: { 200: productAnswer } } },
    async (request) => getProductOrThrow(db, requireCompany(request.actor), request.params.id),
  );

  r.put(
    '/api/catalog/:id',
    {
      config: { roles: CATALOG_EDITORS },
      schema: { params: idParams, body: updateProductBody, response: { 200: productAnswer } },
    },
    async (request) => {
      const companyId = requireCompany(request.actor);
      requireRole(request.actor, CATALOG_EDITORS);
      return updateProduct(db, companyId, request.params.id, request.body, clock());
    },
  );

  r.delete(
    '/api/catalog/:id',
    { config: { roles: CATALOG_EDITORS }, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      requireRole(request.actor, CATALOG_EDITORS);
      await deleteProduct(db, companyId, request.params.id);
      return reply.status(204).send();
    },
  );
}
