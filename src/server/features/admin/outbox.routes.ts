import type { FastifyInstance } from 'fastify';
import { outboxCalls } from '#domain/contracts/outbox';
import type { Deps } from '../../deps';
import { requireSystemAdmin } from '../../http/actor';
import { countedPage } from '../../http/page-answer';
import { serve } from '../../http/serve';
import { listOutbox } from './outbox.queries';

/** GET /api/admin/outbox: the mail the application kept (and maybe delivered), for system administrators. */
export async function outboxRoutes(app: FastifyInstance, _deps: Deps): Promise<void> {
  serve(
    app,
    outboxCalls.list,
    async (request, reply) => {
      requireSystemAdmin(request.actor);
      const { search, limit = 50, offset = 0 } = request.query;
      return countedPage(reply, await listOutbox(request.db, { search, limit, offset }));
    },
    { config: { systemAdmin: true } },
  );
}
