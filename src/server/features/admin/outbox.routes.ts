import type { FastifyInstance } from 'fastify';
import { outboxCalls } from '#domain/contracts/outbox';
import type { Deps } from '../../deps';
import { requireSystemAdmin } from '../../http/actor';
import { serve } from '../../http/serve';
import { listOutbox } from './outbox.queries';

/** GET /api/admin/outbox: the mail the application kept (and maybe delivered), for system administrators. */
export async function outboxRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  serve(
    app,
    outboxCalls.list,
    async (request, reply) => {
      requireSystemAdmin(request.actor);
      const { search, limit = 50, offset = 0 } = request.query;
      const { rows, total } = await listOutbox(db, { search, limit, offset });
      reply.header('x-total-count', String(total));
      return rows;
    },
    { config: { systemAdmin: true } },
  );
}
