import type { FastifyInstance, FastifyRequest } from 'fastify';
import { vendorBillCalls } from '#domain/contracts/vendor-bills';
import type { Deps } from '../../deps';
import { requireActor, requireCompany, scopeCompany } from '../../http/actor';
import { pageAnswer } from '../../http/page-answer';
import { serve } from '../../http/serve';
import { sendStoredFile } from '../../http/uploads';
import { getCompanyOrThrow } from '../companies/companies.service';
import { getProjectOrThrow } from '../projects/projects.queries';
import type { Change } from './purchase-orders.service';
import {
  countVendorBills,
  getBillDocumentOrThrow,
  getVendorBillOrThrow,
  listVendorBills,
  toVendorBillView,
} from './vendor-bills.queries';
import { attachBillDocument, createVendorBill, payVendorBill } from './vendor-bills.service';

/** Vendor bills (issue 27): employees read; admins and managers enter them, pay them and upload their documents. */
export async function vendorBillsRoutes(
  app: FastifyInstance,
  { clock, settings, storage }: Deps,
): Promise<void> {
  const change = async (request: FastifyRequest): Promise<Change> => ({
    actor: requireActor(request.actor),
    companyId: requireCompany(request.actor),
    now: clock(),
    timeZone: (await settings.get()).timezone,
  });

  serve(app, vendorBillCalls.list, async (request, reply) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    const { query } = request;
    if (query.projectId !== undefined) await getProjectOrThrow(request.db, companyId, query.projectId);
    return pageAnswer(
      reply,
      query,
      () => listVendorBills(request.db, companyId, query),
      () => countVendorBills(request.db, companyId, query),
    );
  });

  serve(app, vendorBillCalls.create, async (request) => {
    const companyId = scopeCompany(request.actor, request.params.companyId);
    await getCompanyOrThrow(request.db, companyId);
    return createVendorBill(request.db, { ...(await change(request)), companyId }, request.body);
  });

  serve(app, vendorBillCalls.get, async (request) =>
    toVendorBillView(
      request.db,
      requireActor(request.actor),
      await getVendorBillOrThrow(request.db, requireCompany(request.actor), request.params.id),
    ),
  );

  serve(app, vendorBillCalls.pay, async (request) =>
    payVendorBill(request.db, await change(request), request.params.id, request.body),
  );

  serve(
    app,
    vendorBillCalls.attachDocument,
    async (request) =>
      attachBillDocument(
        { db: request.db, storage, log: request.log },
        request,
        await change(request),
        request.params.id,
      ),
    { config: { multipart: true } },
  );

  serve(app, vendorBillCalls.document, async (request, reply) => {
    const file = await getBillDocumentOrThrow(request.db, requireCompany(request.actor), request.params.id);
    return sendStoredFile(reply, storage, file, request.query.inline === '1');
  });
}
