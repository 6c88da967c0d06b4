import type { FastifyInstance } from 'fastify';
import { catalogProductCalls } from '#domain/contracts/catalog-products';
import type { Deps } from '../../deps';
import { requireCompany, scopeCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { serve } from '../../http/serve';
import { getCompanyOrThrow } from '../companies/companies.service';
import { countProducts, getProductOrThrow, listProducts } from './catalog-products.queries';
import { createProduct, deleteProduct, updateProduct } from './catalog-products.service';

/**
 * Catalog items (products and services): the company's list, searched, filtered and paged on request, create, read,
 * PUT and delete. The list and item calls are the product's (docs/product.md#catalog); the create call is ours,
 * under the list's path. Every member reads them; the declarations' permission (manageCatalog) keeps the changes to
 * catalog editors. Registered edit before delete so the route-enumerating suites call them so.
 */
export async function catalogProductsRoutes(app: FastifyInstance, { clock }: Deps): Promise<void> {
  serve(app, catalogProductCalls.list, async (request, reply) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    const query = request.query;
    return pageAnswer(
      reply,
      query,
      () => listProducts(request.db, companyId, query),
      () => countProducts(request.db, companyId, query),
    );
  });

  serve(app, catalogProductCalls.create, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    return createProduct(request.db, companyId, request.body, clock());
  });

  serve(app, catalogProductCalls.read, async (request) =>
    getProductOrThrow(request.db, requireCompany(request.actor), request.params.id),
  );

  serve(app, catalogProductCalls.update, async (request) =>
    updateProduct(request.db, requireCompany(request.actor), request.params.id, request.body, clock()),
  );

  serve(app, catalogProductCalls.remove, async (request) => {
    await deleteProduct(request.db, requireCompany(request.actor), request.params.id);
  });
}
