import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#domain/contracts/answers';
import { idSchema } from '#domain/contracts/common';
import { companyAnswer, logoQuery, updateCompanyBody } from '#domain/contracts/companies';
import { permissions } from '#domain/permissions';
import type { Deps } from '../../deps';
import { requireRole, scopeCompany } from '../../http/actor';
import { notFound } from '../../http/errors';
import { fileStream, sendStoredFile } from '../../http/uploads';
import { getCompanyOrThrow } from './companies.service';
import { removeCompanyLogo, updateCompanyProfile, uploadCompanyLogo } from './company-profile.service';
import { findCompanyLogo } from './letterhead';

const companyParams = z.object({ companyId: idSchema });

/**
 * The company profile (docs/product.md#company-profile: a company admin edits it; managers and employees read it
 * through GET /api/companies/{companyId}) and its logo. The read routes stay in companies.routes.ts.
 */
export async function companyProfileRoutes(
  app: FastifyInstance,
  { db, storage, clock }: Deps,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.patch(
    '/api/companies/:companyId',
    {
      config: { roles: permissions.editCompanyProfile },
      schema: { params: companyParams, body: updateCompanyBody, response: { 200: companyAnswer } },
    },
    async (request) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      requireRole(request.actor, permissions.editCompanyProfile);
      return updateCompanyProfile(db, companyId, request.body, clock());
    },
  );

  r.post(
    '/api/companies/:companyId/logo',
    {
      config: { roles: permissions.editCompanyProfile, multipart: true },
      schema: { params: companyParams, response: { 200: companyAnswer } },
    },
    async (request) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      const actor = requireRole(request.actor, permissions.editCompanyProfile);
      // Before any byte is received: a company that does not exist answers 404, not a stored file.
      await getCompanyOrThrow(db, companyId);
      return uploadCompanyLogo({ db, storage, log: request.log }, request, actor, companyId, clock());
    },
  );

  r.get(
    '/api/companies/:companyId/logo',
    { schema: { params: companyParams, querystring: logoQuery, response: { 200: fileStream } } },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      const logo = await findCompanyLogo(db, companyId);
      if (!logo) throw notFound('Logo');
      return sendStoredFile(reply, storage, logo, true);
    },
  );

  r.delete(
    '/api/companies/:companyId/logo',
    {
      config: { roles: permissions.editCompanyProfile },
      schema: { params: companyParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      requireRole(request.actor, permissions.editCompanyProfile);
      await removeCompanyLogo({ db, storage, log: request.log }, companyId, clock());
      return reply.status(204).send();
    },
  );
}
