import type { FastifyInstance } from 'fastify';
import { paymentCalls } from '#domain/contracts/payments';
import type { Deps } from '../../deps';
import { requireActor, requireCompany } from '../../http/actor';
import { serve } from '../../http/serve';
import {
  deletePayment,
  listDeposits,
  listInvoicePayments,
  recordDeposit,
  recordPayment,
  updatePayment,
} from './payments.service';

/**
 * Payments received and deposits on account (decision 0267). Every member reads them; recording, correcting and
 * deleting them is for admins and managers (their declarations name manageInvoices).
 */
export async function paymentsRoutes(app: FastifyInstance, { clock }: Deps): Promise<void> {
  serve(app, paymentCalls.list, async (request) =>
    listInvoicePayments(request.db, requireCompany(request.actor), request.params.id),
  );

  serve(app, paymentCalls.record, async (request) => {
    const actor = requireActor(request.actor);
    const companyId = requireCompany(request.actor);
    return recordPayment(request.db, actor.userId, companyId, request.params.id, request.body, clock());
  });

  serve(app, paymentCalls.update, async (request) =>
    updatePayment(request.db, requireCompany(request.actor), request.params.id, request.body, clock()),
  );

  serve(app, paymentCalls.remove, async (request) => {
    await deletePayment(request.db, requireCompany(request.actor), request.params.id, clock());
  });

  serve(app, paymentCalls.deposits, async (request) =>
    listDeposits(request.db, requireCompany(request.actor), request.params.projectId),
  );

  serve(app, paymentCalls.recordDeposit, async (request) => {
    const actor = requireActor(request.actor);
    const companyId = requireCompany(request.actor);
    return recordDeposit(
      request.db,
      actor.userId,
      companyId,
      request.params.projectId,
      request.body,
      clock(),
    );
  });
}
