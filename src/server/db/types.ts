import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

export type Schema = typeof schema;
/** Either driver (PGlite or node-postgres) seen through the common pg-core interface. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: query functions accept both. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
