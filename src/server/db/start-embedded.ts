import path from 'node:path';
import { acquireDataDirLock } from './lock';
import { type PgliteThread, startPgliteThread } from './pglite-thread';

/** The embedded database's thread, started, and the DATA_DIR lock it runs under. */
export type StartedEmbedded = { thread: PgliteThread; release: () => void };

/**
 * Locks DATA_DIR and starts the embedded database's thread on DATA_DIR/pgdata. A new database is unpacked there
 * from `snapshot` (a migrated empty database, see snapshot.ts) by the thread itself, instead of running initdb.
 * Imports little, so that main.ts can start it before the rest of the server is loaded (decision 0295).
 */
export async function startEmbedded(options: {
  dataDir: string;
  snapshot?: string;
}): Promise<StartedEmbedded> {
  const release = acquireDataDirLock(options.dataDir);
  try {
    const pgdata = path.join(options.dataDir, 'pgdata');
    return { thread: await startPgliteThread({ dataDir: pgdata, snapshot: options.snapshot }), release };
  } catch (error) {
    release();
    throw error;
  }
}
