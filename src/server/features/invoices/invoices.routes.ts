import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../../domain/contracts/common';
import { invoiceAnswer, listInvoicesQuery } from '../../../domain/contracts/invoices';
import type { Deps } from '../../deps';
import { requireCompany, scopeCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { getCompanyOrThrow } from '../companies/companies.service';
import { getProjectOrThrow } from '../projects/projects.queries';
import { countInvoices, listInvoices } from './invoices.queries';

const companyParams = z.object({ companyId: idSchema });

/** Invoice lists (read side): the company's, optionally by project or customer, and a project's. */
export async function invoicesRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/companies/:companyId/invoices',
    {
      schema: {
        params: companyParams,
        querystring: listInvoicesQuery,
        response: { 200: z.array(invoiceAnswer) },
      },
    },
    async (request, reply) => {
      const companyId = scopeCompany(request.actor, request.params.companyId);
      await getCompanyOrThrow(db, companyId);
      const query = request.query;
      return pageAnswer(
        reply,
        query,
        () => listInvoices(db, companyId, query),
        () => countInvoices(db, companyId, query),
      );
    },
  );

  r.get(
    '/api/projects/:projectId/invoices',
    { schema: { params: z.object({ projectId: idSchema }), response: { 200: z.array(invoiceAnswer) } } },
    async (request) => {
      const companyId = requireCompany(request.actor);
      await getProjectOrThrow(db, companyId, request.params.projectId);
      return listInvoices(db, companyId, { projectId: request.params.projectId });
    },
  );
}
