import type { FastifyInstance } from 'fastify';
import { progressBillingCalls } from '#domain/contracts/progress-billing';
import type { Deps } from '../../deps';
import { requireActor, requireCompany } from '../../http/actor';
import { serve } from '../../http/serve';
import { getProjectOrThrow } from '../projects/projects.queries';
import {
  createProgressInvoice,
  getProjectBilling,
  getScheduleOfValues,
  releaseRetainage,
  updateProjectBilling,
} from './progress-billing.service';

/**
 * Progress billing with retainage (decision 0271): the project's billing method, its schedule of values, pay
 * applications and the retainage release. Every member reads; the changes are manageInvoices (declarations).
 */
export async function progressBillingRoutes(app: FastifyInstance, { clock }: Deps): Promise<void> {
  serve(app, progressBillingCalls.billing, async (request) =>
    getProjectBilling(request.db, requireCompany(request.actor), request.params.id),
  );

  serve(app, progressBillingCalls.updateBilling, async (request) => {
    const companyId = requireCompany(request.actor);
    await getProjectOrThrow(request.db, companyId, request.params.id);
    return updateProjectBilling(request.db, companyId, request.params.id, request.body, clock());
  });

  serve(app, progressBillingCalls.scheduleOfValues, async (request) => {
    const companyId = requireCompany(request.actor);
    await getProjectOrThrow(request.db, companyId, request.params.id);
    return getScheduleOfValues(request.db, companyId, request.params.id);
  });

  serve(app, progressBillingCalls.createProgressInvoice, async (request) => {
    const companyId = requireCompany(request.actor);
    await getProjectOrThrow(request.db, companyId, request.params.id);
    return createProgressInvoice(
      request.db,
      requireActor(request.actor),
      companyId,
      request.params.id,
      request.body,
      clock(),
    );
  });

  serve(app, progressBillingCalls.releaseRetainage, async (request) => {
    const companyId = requireCompany(request.actor);
    await getProjectOrThrow(request.db, companyId, request.params.id);
    return releaseRetainage(
      request.db,
      requireActor(request.actor),
      companyId,
      request.params.id,
      request.body,
      clock(),
    );
  });
}
