import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import { idSchema } from '#domain/contracts/common';
import { listVendorsQuery, vendorAnswer, vendorBody } from '#domain/contracts/vendors';
import type { Deps } from '../../deps';
import { requireActor, requireCompany, requireRole, scopeCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { getCompanyOrThrow } from '../companies/companies.service';
import { VENDOR_DELETERS } from './vendors.policy';
import { countVendors, listVendors } from './vendors.queries';
import { createVendor, deleteVendor, updateVendor } from './vendors.service';

const companyParams = z.object({ companyId: idSchema });
const idParams = z.object({ id: idSchema });

/** Vendors: the company's list (searched and paged on request), create, update and delete. */
export async function vendorsRoutes(app: FastifyInstance, { db, clock }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/mycompany/vendors',
    { schema: { querystring: listVendorsQuery, response: { 200: z.array(vendorAnswer) } } },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      const query = request.query;
      return pageAnswer(
        reply,
        query,
        () => listVendors(db, companyId, query),
        () => countVendors(db, companyId, query.search),
      );
    },
  );

  r.post(
    '/api/companies/:companyId/vendors',
    { schema: { params: companyParams, body: vendorBody, response: { 201: vendorAnswer } } },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      await getCompanyOrThrow(db, companyId);
      const actor = requireActor(request.actor);
      return reply.status(201).send(await createVendor(db, actor, companyId, request.body, clock()));
    },
  );

  r.put(
    '/api/vendors/:id',
    { schema: { params: idParams, body: vendorBody, response: { 200: vendorAnswer } } },
    async (request) => {
      const actor = requireActor(request.actor);
      return updateVendor(db, requireCompany(actor), request.params.id, request.body, clock());
    },
  );

  r.delete(
    '/api/vendors/:id',
    { config: { roles: VENDOR_DELETERS }, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const companyId = requireCompany(request.actor);
      requireRole(request.actor, VENDOR_DELETERS);
      await deleteVendor(db, companyId, request.params.id);
      return reply.status(204).send();
    },
  );
}
