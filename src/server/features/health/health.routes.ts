import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

export async function healthRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  app.get('/api/health', { config: { public: true } }, async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
