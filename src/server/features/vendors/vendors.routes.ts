import type { FastifyInstance } from 'fastify';
import { vendorCalls } from '#domain/contracts/vendors';
import type { Deps } from '../../deps';
import { requireActor, requireCompany, scopeCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { serve } from '../../http/serve';
import { getCompanyOrThrow } from '../companies/companies.service';
import { countVendors, listVendors } from './vendors.queries';
import { createVendor, deleteVendor, updateVendor } from './vendors.service';

/** Vendors: the company's list (searched and paged on request), create, update and delete. */
export async function vendorsRoutes(app: FastifyInstance, { clock }: Deps): Promise<void> {
  serve(app, vendorCalls.list, async (request, reply) => {
    const companyId = requireCompany(request.actor);
    const query = request.query;
    return pageAnswer(
      reply,
      query,
      () => listVendors(request.db, companyId, query),
      () => countVendors(request.db, companyId, query.search),
    );
  });

  serve(app, vendorCalls.create, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    const actor = requireActor(request.actor);
    return createVendor(request.db, actor, companyId, request.body, clock());
  });

  serve(app, vendorCalls.update, async (request) => {
    const actor = requireActor(request.actor);
    return updateVendor(request.db, requireCompany(actor), request.params.id, request.body, clock());
  });

  serve(app, vendorCalls.remove, async (request) => {
    const companyId = requireCompany(request.actor);
    await deleteVendor(request.db, companyId, request.params.id);
  });
}
