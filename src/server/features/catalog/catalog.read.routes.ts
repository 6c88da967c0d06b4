import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../../domain/contracts/common';
import type { Deps } from '../../deps';
import { requireCompany, scopeCompany } from '../../http/actor';
import { getCompanyOrThrow } from '../companies/companies.service';
import { listCustomTaskTypes, listTrades } from './catalog.read';

const companyParams = z.object({ companyId: idSchema });

/** Catalog lists the task form reads (trades, custom task types); every company member may read them. */
export async function catalogReadRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/companies/:companyId/trades', { schema: { params: companyParams } }, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(db, companyId);
    return listTrades(db, companyId);
  });

  r.get('/api/mycompany/trades', async (request) => listTrades(db, requireCompany(request.actor)));

  r.get('/api/companies/:companyId/task-types', { schema: { params: companyParams } }, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(db, companyId);
    return listCustomTaskTypes(db, companyId);
  });
}
