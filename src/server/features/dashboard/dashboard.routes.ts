import type { FastifyInstance } from 'fastify';
import { dashboardCalls } from '#domain/contracts/dashboard';
import type { Deps } from '../../deps';
import { requireCompany } from '../../http/actor';
import { serve } from '../../http/serve';
import { getDashboardSummary } from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance, { clock, settings }: Deps): Promise<void> {
  serve(app, dashboardCalls.summary, async (request) =>
    getDashboardSummary(request.db, requireCompany(request.actor), clock(), (await settings.get()).timezone),
  );
}
