import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { healthCalls } from '#domain/contracts/health';
import { RETRY_AFTER_S } from '../../db/unavailable';
import type { Deps } from '../../deps';
import { serve } from '../../http/serve';

/**
 * A probe wants an answer, not a wait: a database that does not answer `select 1` within this time (a pool whose
 * connections all hang, a server that stopped answering) is unavailable for the probe's purpose.
 */
export const HEALTH_TIMEOUT_MS = 2_000;

/** The probe asks the app's database itself: it acts for no one and writes nothing. */
export async function healthRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  serve(
    app,
    healthCalls.check,
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
        return { status: 'ok' } as const;
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).header('retry-after', String(RETRY_AFTER_S)).send({ status: 'unavailable' });
      } finally {
        clearTimeout(timer);
      }
    },
    { config: { public: true } },
  );
}
