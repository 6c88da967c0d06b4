import type { FastifyInstance } from 'fastify';
import { invoiceCalls } from '#domain/contracts/invoices';
import type { Deps } from '../../deps';
import { requireActor, requireCompany, scopeCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { serve } from '../../http/serve';
import { getCompanyOrThrow } from '../companies/companies.service';
import { getProjectOrThrow } from '../projects/projects.queries';
import { countInvoices, listInvoices } from './invoices.queries';
import {
  cancelInvoice,
  deleteInvoice,
  getInvoiceDetailOrThrow,
  manageInvoices,
  markInvoicePaid,
  updateInvoice,
} from './invoices.service';
import { getMilestoneBilling } from './milestone-invoices';

/**
 * Invoices: the company's list (optionally by project or customer), a project's, one invoice, and its changes.
 * Employees may not create or change invoices (docs/product.md#invoices): their declarations name manageInvoices.
 */
export async function invoicesRoutes(app: FastifyInstance, { clock }: Deps): Promise<void> {
  serve(app, invoiceCalls.list, async (request, reply) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    const query = request.query;
    return pageAnswer(
      reply,
      query,
      () => listInvoices(request.db, companyId, query),
      () => countInvoices(request.db, companyId, query),
    );
  });

  serve(app, invoiceCalls.projectList, async (request) => {
    const companyId = requireCompany(request.actor);
    await getProjectOrThrow(request.db, companyId, request.params.projectId);
    return listInvoices(request.db, companyId, { projectId: request.params.projectId });
  });

  serve(app, invoiceCalls.milestones, async (request) =>
    getMilestoneBilling(request.db, requireCompany(request.actor), request.params.projectId),
  );

  serve(app, invoiceCalls.create, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    const actor = requireActor(request.actor);
    await getCompanyOrThrow(request.db, companyId);
    return manageInvoices(request.db, actor, companyId, request.body, clock());
  });

  serve(app, invoiceCalls.get, async (request) =>
    getInvoiceDetailOrThrow(request.db, requireCompany(request.actor), request.params.id),
  );

  serve(app, invoiceCalls.update, async (request) => {
    const companyId = requireCompany(request.actor);
    await getInvoiceDetailOrThrow(request.db, companyId, request.params.id);
    return updateInvoice(request.db, companyId, request.params.id, request.body, clock());
  });

  serve(app, invoiceCalls.markPaid, async (request) => {
    const companyId = requireCompany(request.actor);
    await getInvoiceDetailOrThrow(request.db, companyId, request.params.id);
    return markInvoicePaid(
      request.db,
      requireActor(request.actor),
      companyId,
      request.params.id,
      request.body.paidDate,
      clock(),
    );
  });

  serve(app, invoiceCalls.cancel, async (request) => {
    const companyId = requireCompany(request.actor);
    await getInvoiceDetailOrThrow(request.db, companyId, request.params.id);
    return cancelInvoice(request.db, companyId, request.params.id, clock());
  });

  serve(app, invoiceCalls.remove, async (request) => {
    const companyId = requireCompany(request.actor);
    await getInvoiceDetailOrThrow(request.db, companyId, request.params.id);
    await deleteInvoice(request.db, companyId, request.params.id);
  });
}
