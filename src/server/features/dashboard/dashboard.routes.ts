import type { FastifyInstance } from 'fastify';
import { dashboardSummaryAnswer } from '#domain/contracts/dashboard';
import type { Deps } from '../../deps';
import { requireCompany } from '../../http/actor';
import { getDashboardSummary } from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance, { db, clock, settings }: Deps): Promise<void> {
  app.get(
    '/api/dashboard/summary',
    { schema: { response: { 200: dashboardSummaryAnswer } } },
    async (request) =>
      getDashboardSummary(db, requireCompany(request.actor), clock(), (await settings.get()).timezone),
  );
}
