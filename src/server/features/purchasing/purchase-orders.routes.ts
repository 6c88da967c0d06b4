import type { FastifyInstance, FastifyRequest } from 'fastify';
import { purchaseOrderCalls } from '#domain/contracts/purchase-orders';
import type { Deps } from '../../deps';
import { requireActor, requireCompany } from '../../http/actor';
import { sendPdf } from '../../http/pdf-reply';
import { serve } from '../../http/serve';
import { getCompanyOrThrow } from '../companies/companies.service';
import { loadLetterhead } from '../companies/letterhead';
import { getProjectOrThrow } from '../projects/projects.queries';
import { purchaseOrderDocument, renderPurchaseOrderPdf } from './purchase-order-pdf';
import { sendPurchaseOrder } from './purchase-order-sending';
import { getPurchaseOrderOrThrow, listPurchaseOrders, toPurchaseOrderView } from './purchase-orders.queries';
import {
  type Change,
  createPurchaseOrder,
  updatePurchaseOrder,
  voidPurchaseOrder,
} from './purchase-orders.service';

/** A project's purchase orders (issue 27): employees read; admins and managers create, edit, send and void. */
export async function purchaseOrdersRoutes(
  app: FastifyInstance,
  { clock, mailer, settings, storage }: Deps,
): Promise<void> {
  const change = async (request: FastifyRequest): Promise<Change> => ({
    actor: requireActor(request.actor),
    companyId: requireCompany(request.actor),
    now: clock(),
    timeZone: (await settings.get()).timezone,
  });

  serve(app, purchaseOrderCalls.list, async (request) => {
    const companyId = requireCompany(request.actor);
    await getProjectOrThrow(request.db, companyId, request.params.id);
    return listPurchaseOrders(request.db, companyId, request.params.id);
  });

  serve(app, purchaseOrderCalls.create, async (request) => {
    const companyId = requireCompany(request.actor);
    await getProjectOrThrow(request.db, companyId, request.params.id);
    return createPurchaseOrder(request.db, await change(request), request.params.id, request.body);
  });

  serve(app, purchaseOrderCalls.get, async (request) =>
    toPurchaseOrderView(
      request.db,
      requireActor(request.actor),
      await getPurchaseOrderOrThrow(request.db, requireCompany(request.actor), request.params.id),
    ),
  );

  serve(app, purchaseOrderCalls.update, async (request) =>
    updatePurchaseOrder(request.db, await change(request), request.params.id, request.body),
  );

  serve(app, purchaseOrderCalls.send, async (request) =>
    sendPurchaseOrder(request.db, await change(request), request.params.id, { mailer, storage }),
  );

  serve(app, purchaseOrderCalls.void, async (request) =>
    voidPurchaseOrder(request.db, await change(request), request.params.id),
  );

  serve(app, purchaseOrderCalls.pdf, async (request, reply) => {
    const companyId = requireCompany(request.actor);
    const row = await getPurchaseOrderOrThrow(request.db, companyId, request.params.id);
    const company = await getCompanyOrThrow(request.db, companyId);
    const doc = await purchaseOrderDocument(request.db, row);
    const bytes = await renderPurchaseOrderPdf(
      doc,
      await loadLetterhead(request.db, storage, companyId),
      company.name,
    );
    return sendPdf(reply, `purchase-order-${doc.number}.pdf`, bytes);
  });
}
