import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '#domain/contracts/common';
import { financeSummaryAnswer, financeSummaryQuery } from '#domain/contracts/finances';
import type { Deps } from '../../deps';
import { scopeCompany } from '../../http/actor';
import { getCompanyOrThrow } from '../companies/companies.service';
import { financeSummary } from './finances.queries';

/** The Finances page's figures, computed by the database; every member reads them. */
export async function financesRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/companies/:companyId/finances/summary',
    {
      schema: {
        params: z.object({ companyId: idSchema }),
        querystring: financeSummaryQuery,
        response: { 200: financeSummaryAnswer },
      },
    },
    async (request) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      await getCompanyOrThrow(db, companyId);
      return financeSummary(db, companyId, request.query);
    },
  );
}
