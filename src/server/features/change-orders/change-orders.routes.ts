import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changeOrderCalls } from '#domain/contracts/change-orders';
import type { Deps } from '../../deps';
import { requireActor, requireCompany } from '../../http/actor';
import { serve } from '../../http/serve';
import { publishToCompany } from '../../live-updates/live-events';
import {
  getChangeOrderOrThrow,
  listChangeOrders,
  listHistory,
  toChangeOrderView,
} from './change-orders.queries';
import {
  approveChangeOrder,
  createChangeOrder,
  declineChangeOrder,
  deleteChangeOrder,
  updateChangeOrder,
  voidChangeOrder,
} from './change-orders.service';

/** A project's change orders (issue 26), for the signed-in company: employees read, admins and managers change. */
export async function changeOrdersRoutes(app: FastifyInstance, { clock }: Deps): Promise<void> {
  /** Who changes what, when and from where: every change is in the change order's history with these. */
  const change = (request: FastifyRequest) => ({
    actor: requireActor(request.actor),
    companyId: requireCompany(request.actor),
    visitor: {
      ipAddress: request.ip ?? null,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    },
    now: clock(),
  });
  /**
   * Tells the company's browsers that the project's change orders changed, and with them possibly its budget,
   * Sold Price and completion date (after the commit: the notice is only a hint to refetch).
   */
  const announced = async <V extends { projectId: number }>(request: FastifyRequest, view: V): Promise<V> => {
    await publishToCompany(request.db, requireCompany(request.actor), {
      type: 'change-order',
      projectId: view.projectId,
    });
    return view;
  };

  serve(app, changeOrderCalls.list, async (request) =>
    listChangeOrders(request.db, requireCompany(request.actor), request.params.id),
  );

  serve(app, changeOrderCalls.create, async (request) =>
    announced(request, await createChangeOrder(request.db, change(request), request.params.id, request.body)),
  );

  serve(app, changeOrderCalls.get, async (request) => {
    const companyId = requireCompany(request.actor);
    return toChangeOrderView(
      request.db,
      requireActor(request.actor),
      await getChangeOrderOrThrow(request.db, companyId, request.params.id),
    );
  });

  serve(app, changeOrderCalls.update, async (request) =>
    announced(request, await updateChangeOrder(request.db, change(request), request.params.id, request.body)),
  );

  serve(app, changeOrderCalls.remove, async (request) => {
    const companyId = requireCompany(request.actor);
    const { projectId } = await getChangeOrderOrThrow(request.db, companyId, request.params.id);
    await deleteChangeOrder(request.db, companyId, request.params.id);
    await announced(request, { projectId });
  });

  serve(app, changeOrderCalls.approve, async (request) =>
    announced(
      request,
      await approveChangeOrder(request.db, change(request), request.params.id, request.body),
    ),
  );

  serve(app, changeOrderCalls.decline, async (request) =>
    announced(
      request,
      await declineChangeOrder(request.db, change(request), request.params.id, request.body),
    ),
  );

  serve(app, changeOrderCalls.void, async (request) =>
    announced(request, await voidChangeOrder(request.db, change(request), request.params.id)),
  );

  serve(app, changeOrderCalls.history, async (request) => {
    const companyId = requireCompany(request.actor);
    const row = await getChangeOrderOrThrow(request.db, companyId, request.params.id);
    return listHistory(request.db, companyId, row.id);
  });
}
