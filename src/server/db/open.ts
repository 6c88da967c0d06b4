import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg, { type PoolConfig } from 'pg';
import type { PgliteThread } from './pglite-thread';
import * as schema from './schema/index';
import { type StartedEmbedded, startEmbedded } from './start-embedded';
import type { Db } from './types';

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (drizzle-kit output). */
  migrate(): Promise<void>;
  /** Flushes and closes; for PGlite also checkpoints and releases the directory lock. */
  close(): Promise<void>;
  /** LISTEN on a channel (live updates, mail wake-ups); see Listen. */
  listen: Listen;
};

/**
 * Calls onPayload for every NOTIFY on the channel, from any connection (any instance on PostgreSQL). onResync is
 * called when the listening connection came back after a loss, since notices sent meanwhile are gone. Resolves
 * to a function that stops listening.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onResync?: () => void,
) => Promise<() => Promise<void>>;

/** The migrations folder next to this file in the sources, or next to the bundle in dist/server. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((p) => fs.existsSync(path.join(p, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * Opens PostgreSQL when databaseUrl is set, else the embedded PGlite database in dataDir (locked), on a thread of
 * its own (openEmbedded). A new embedded database is unpacked from `snapshot` (a migrated empty database, see
 * snapshot.ts) when given, instead of running initdb; migrate() then applies only the migrations newer than the
 * snapshot. `embedded` is the thread when it was already started (main.ts starts it first; start-embedded.ts).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  snapshot?: string;
  embedded?: Promise<StartedEmbedded>;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const { thread, release } = await (options.embedded ?? startEmbedded(options));
  return openEmbedded(thread, release);
}

/** How long opening a connection may take before it counts as failed (the pool's and the listener's). */
const CONNECT_TIMEOUT_MS = 10_000;

/** The app's connections to PostgreSQL: also how many API requests work at once (http/admission.ts). */
export const POOL_CONNECTIONS = 10;

/** A PostgreSQL server's database through a pool of `max` connections. */
export async function openPostgres(url: string, max = POOL_CONNECTIONS): Promise<Database> {
  const { db, pool } = openPool({
    connectionString: url,
    max,
    // JIT compilation pays off only for long analytical queries; for these short ones a misestimate (a recursive
    // walk is guessed at a million rows) costs 30-900 ms of compiling. Off for every connection of the app, set
    // when it opens, before the pool hands it out (a startup option could be refused by a pooler).
    onConnect: async (client) => {
      await client.query('set jit = off');
    },
  });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateWith(db),
    close: () => pool.end(),
    listen: (channel, onPayload, onResync) => listenPostgres(url, channel, onPayload, onResync),
  };
}

/**
 * The embedded database on its own thread (pglite-thread.ts), through the same driver as PostgreSQL with one
 * connection: PGlite has one session. Transactions take turns on it as on PGlite itself, and the connection
 * stays open for as long as the server runs, so it also carries the server's LISTENs.
 */
export async function openEmbedded(thread: PgliteThread, release: () => void = () => {}): Promise<Database> {
  try {
    const listeners = new Map<string, Set<(payload: string) => void>>();
    const { db, pool } = openPool({
      max: 1,
      idleTimeoutMillis: 0,
      stream: () => thread.socket(),
      // PGlite's own user and database (the driver would otherwise take them from the environment).
      user: 'postgres',
      database: 'postgres',
      onConnect: async (client) => {
        client.on('notification', (notice) => {
          for (const onPayload of listeners.get(notice.channel) ?? []) onPayload(notice.payload ?? '');
        });
        for (const channel of listeners.keys()) await client.query(`listen ${quoteIdent(channel)}`);
      },
    });
    return {
      db,
      kind: 'pglite',
      migrate: () => migrateWith(db),
      listen: async (channel, onPayload) => {
        const first = !listeners.has(channel);
        const forChannel = listeners.get(channel) ?? new Set();
        forChannel.add(onPayload);
        listeners.set(channel, forChannel);
        if (first) await pool.query(`listen ${quoteIdent(channel)}`);
        return async () => {
          forChannel.delete(onPayload);
        };
      },
      close: async () => {
        try {
          await pool.end();
          await thread.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    await thread.close();
    release();
    throw error;
  }
}

/** A pool of the `pg` driver and drizzle over it: both databases are reached this way. */
function openPool(config: PoolConfig) {
  const pool = new pg.Pool({
    // A request waits at most this long for a connection (a new one, or a free one of a busy pool), then fails
    // as unavailable (503) instead of hanging while the database does not answer.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...config,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return { pool, db };
}

function migrateWith(db: Db) {
  return migratePg(db as never, { migrationsFolder: migrationsFolder() });
}

/**
 * After the LISTEN connection is lost, the first attempt to open it again comes this soon, and each failed one
 * doubles the wait up to the cap: notices are lost while it is away, so it must be back within a couple of seconds
 * of the database answering again, and an attempt refused by a database that is down costs next to nothing.
 */
export const LISTEN_RETRY_FIRST_MS = 250;
export const LISTEN_RETRY_MAX_MS = 2_000;

/**
 * A dedicated connection (LISTEN holds its connection, so not one of the pool's) that reconnects with backoff
 * after a loss and then reports a resync.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResync?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    // connectionTimeoutMillis: an attempt that hangs (an unreachable host) fails, so the retries go on; keepAlive:
    // the system probes the idle connection, so one whose peer vanished without closing it ends and is reopened.
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', (msg) => {
      if (msg.channel === channel) onPayload(msg.payload ?? '');
    });
    // 'error' comes at once when the server ends the connection (pg_terminate_backend, a shutdown), 'end' when
    // the socket closes. A failed attempt is never `client`: its rejected connect schedules the next one.
    next.on('error', () => {
      if (client === next) reconnect(LISTEN_RETRY_FIRST_MS);
    });
    next.on('end', () => {
      if (client === next) reconnect(LISTEN_RETRY_FIRST_MS);
    });
    try {
      await next.connect();
      await next.query(`listen ${quoteIdent(channel)}`);
    } catch (err) {
      // Connected but LISTEN failed (the connection was terminated meanwhile): close it, the retry opens another.
      next.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      // Stopped while this attempt was under way: nobody listens any more.
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };
  const reconnect = (delayMs: number) => {
    const lost = client;
    client = undefined;
    lost?.end().catch(() => {});
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped) return;
      connect().then(
        () => onResync?.(),
        () => reconnect(Math.min(delayMs * 2, LISTEN_RETRY_MAX_MS)),
      );
    }, delayMs);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}

/** A name as a quoted SQL identifier, for statements that take no parameters there (LISTEN, a table's name). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function wrapPglite(client: PGlite, release: () => void = () => {}): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    // One process, one connection: a NOTIFY reaches the listeners of this PGlite when its transaction commits.
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      try {
        if (!client.closed) {
          await client.exec('CHECKPOINT');
          await client.close();
        }
      } finally {
        release();
      }
    },
  };
}
