import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { requireCompany } from '../../http/actor';
import { getDashboardSummary } from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance, { db, clock }: Deps): Promise<void> {
  app.get('/api/dashboard/summary', async (request) =>
    getDashboardSummary(db, requireCompany(request.actor), clock()),
  );
}
