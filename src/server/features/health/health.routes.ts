import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';

// Server-only answers (monitoring probes, no screen reads them), so they live with the route.
const healthAnswer = z.object({ status: z.literal('ok') });
const unavailableAnswer = z.object({ status: z.literal('unavailable') });

export async function healthRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  app.get(
    '/api/health',
    { config: { public: true }, schema: { response: { 200: healthAnswer, 503: unavailableAnswer } } },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  );
}
