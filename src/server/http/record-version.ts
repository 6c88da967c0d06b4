import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { STALE_VERSION_MESSAGE } from '#domain/contracts/stale-version';
import { expectedVersion } from '../db/acting-database';
import type { DbOrTx } from '../db/types';
import { conflict } from './errors';

/**
 * A row's version is PostgreSQL's own `xmin`: the transaction that wrote the row's current state. Every change,
 * by any code path (a service, a trigger, SQL by hand), gives the row a new one, so no code has to remember to
 * raise a counter, and no table needs a column for it.
 */
export function rowVersion(table: PgTable): SQL<string> {
  return sql<string>`${table}.xmin::text`;
}

/** Every column of a table plus its version: the select of a record answer made from the whole row. */
export function withVersion<T extends PgTable>(table: T) {
  return { ...getTableColumns(table), version: rowVersion(table) };
}

/** A row as `withVersion` reads it. */
export type Versioned<Row> = Row & { version: string };

/** `"123"`, `W/"123"` or `123` -> `123`; `*` (any version) and an absent header -> undefined. */
export function parseIfMatch(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value || value === '*') return undefined;
  return value.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

/**
 * Edits carry the version they were made on in If-Match (HTTP's own header for this); the request's database
 * (`request.db`, http/request-database.ts) keeps it for `assertCurrentVersion`. A record answer carries its
 * version, and a single record's also goes out as its ETag, so a client can use either.
 */
export function registerRecordVersions(app: FastifyInstance): void {
  app.addHook('preSerialization', (_request, reply, payload, done) => {
    const version = (payload as { version?: unknown } | null)?.version;
    if (typeof version === 'string' && !Array.isArray(payload)) reply.header('etag', `"${version}"`);
    done(null, payload);
  });
}

/**
 * Inside an edit's transaction (of `request.db`), before it writes: when the request names the version it was
 * made on, the row (found by `where`) is locked and its version compared, and a different one answers 409 and writes nothing.
 * The lock holds until the commit, so two edits of one version cannot both pass. Without If-Match the edit is
 * made on whatever is stored (last write wins), as the product's plain calls are made (docs/product.md#lists).
 */
export async function assertCurrentVersion(
  tx: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  /** The version answered for a record whose row is not written yet (the system settings before a first save). */
  versionWithoutRow?: string,
): Promise<void> {
  const expected = expectedVersion(tx);
  if (expected === undefined) return;
  const [row] = await tx
    .select({ version: rowVersion(table) })
    .from(table)
    .where(where)
    .for('no key update');
  // No row: the edit's own lookup answers 404, as it would without If-Match.
  const current = row?.version ?? versionWithoutRow;
  if (current !== undefined && current !== expected) throw conflict(STALE_VERSION_MESSAGE());
}
