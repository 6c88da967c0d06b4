import type { FastifyInstance } from 'fastify';
import { financeCalls } from '#domain/contracts/finances';
import type { Deps } from '../../deps';
import { scopeCompany } from '../../http/actor';
import { serve } from '../../http/serve';
import { getCompanyOrThrow } from '../companies/companies.service';
import { financeSummary } from './finances.queries';

/** The Finances page's figures, computed by the database; every member reads them. */
export async function financesRoutes(app: FastifyInstance, _deps: Deps): Promise<void> {
  serve(app, financeCalls.summary, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    return financeSummary(request.db, companyId, request.query);
  });
}
