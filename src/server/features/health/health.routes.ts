import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RETRY_AFTER_S } from '../../db/unavailable';
import type { Deps } from '../../deps';

// Server-only answers (monitoring probes, no screen reads them), so they live with the route.
const healthAnswer = z.object({ status: z.literal('ok') });
// 503 also comes from the error handler, as { message }, when the session lookup of a request carrying a cookie
// meets the outage before this route runs: without that form the answer could not be written and became a 500.
const unavailableAnswer = z.union([
  z.object({ status: z.literal('unavailable') }),
  z.object({ message: z.string() }),
]);

/**
 * A probe wants an answer, not a wait: a database that does not answer `select 1` within this time (a pool whose
 * connections all hang, a server that stopped answering) is unavailable for the probe's purpose.
 */
export const HEALTH_TIMEOUT_MS = 2_000;

export async function healthRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  app.get(
    '/api/health',
    { config: { public: true }, schema: { response: { 200: healthAnswer, 503: unavailableAnswer } } },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          db.execute(sql`select 1`),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error('no answer within the health timeout')),
              HEALTH_TIMEOUT_MS,
            );
          }),
        ]);
        return { status: 'ok' };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).header('retry-after', String(RETRY_AFTER_S)).send({ status: 'unavailable' });
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
