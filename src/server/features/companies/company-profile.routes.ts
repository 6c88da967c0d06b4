import type { FastifyInstance } from 'fastify';
import { companyCalls } from '#domain/contracts/companies';
import type { Deps } from '../../deps';
import { requireActor, scopeCompany } from '../../http/actor';
import { notFound } from '../../http/errors';
import { serve } from '../../http/serve';
import { sendStoredFile } from '../../http/uploads';
import { getCompanyOrThrow } from './companies.service';
import { removeCompanyLogo, updateCompanyProfile, uploadCompanyLogo } from './company-profile.service';
import { findCompanyLogo } from './letterhead';

/**
 * The company profile (docs/product.md#company-profile: a company admin edits it; managers and employees read it
 * through GET /api/companies/{companyId}) and its logo. The read routes stay in companies.routes.ts.
 */
export async function companyProfileRoutes(app: FastifyInstance, { storage, clock }: Deps): Promise<void> {
  serve(app, companyCalls.updateProfile, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    return updateCompanyProfile(request.db, companyId, request.body, clock());
  });

  serve(
    app,
    companyCalls.uploadLogo,
    async (request) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      const actor = requireActor(request.actor);
      // Before any byte is received: a company that does not exist answers 404, not a stored file.
      await getCompanyOrThrow(request.db, companyId);
      return uploadCompanyLogo(
        { db: request.db, storage, log: request.log },
        request,
        actor,
        companyId,
        clock(),
      );
    },
    { config: { multipart: true } },
  );

  serve(app, companyCalls.logo, async (request, reply) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    const logo = await findCompanyLogo(request.db, companyId);
    if (!logo) throw notFound('logo');
    return sendStoredFile(reply, storage, logo, true);
  });

  serve(app, companyCalls.removeLogo, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await removeCompanyLogo({ db: request.db, storage, log: request.log }, companyId, clock());
  });
}
