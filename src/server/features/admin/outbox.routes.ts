import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery } from '#domain/contracts/common';
import { outboxMailAnswer } from '#domain/contracts/outbox';
import type { Deps } from '../../deps';
import { requireSystemAdmin } from '../../http/actor';
import { listOutbox } from './outbox.queries';

/** GET /api/admin/outbox: the mail the application kept (and maybe delivered), for system administrators. */
export async function outboxRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { querystring: pageQuery, response: { 200: z.array(outboxMailAnswer) } };
  r.get('/api/admin/outbox', { config: { systemAdmin: true }, schema }, async (request, reply) => {
    requireSystemAdmin(request.actor);
    const { search, limit = 50, offset = 0 } = request.query;
    const { rows, total } = await listOutbox(db, { search, limit, offset });
    reply.header('x-total-count', String(total));
    return rows;
  });
}
