import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actingDatabase } from '../db/acting-database';
import type { Db } from '../db/types';
import { auditActorOf } from '../features/audit/audit-context';
import { parseIfMatch } from './record-version';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The database as this request's caller: what a route reads and writes through. Its transactions are recorded
     * under the caller's name, and an edit's checks the version it was made on (If-Match).
     */
    readonly db: Db;
    [ACTING]: Db | null;
  }
}

const ACTING = Symbol('actingDatabase');

/** The version a PUT or PATCH was made on; other methods name none. */
function ifMatchOf(request: FastifyRequest): string | undefined {
  if (request.method !== 'PUT' && request.method !== 'PATCH') return undefined;
  const header = request.headers['if-match'];
  return parseIfMatch(Array.isArray(header) ? header[0] : header);
}

/** `request.db`, made on first use, so a request that never reaches the database pays nothing for it. */
export function registerRequestDatabase(app: FastifyInstance, db: Db): void {
  app.decorateRequest(ACTING, null);
  app.decorateRequest('db', {
    getter(this: FastifyRequest) {
      this[ACTING] ??= actingDatabase(db, { actor: () => auditActorOf(this), ifMatch: ifMatchOf(this) });
      return this[ACTING];
    },
  });
}
