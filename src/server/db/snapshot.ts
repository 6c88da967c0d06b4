import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, wrapPglite } from './open';
import { createPglite } from './pglite-create';

/**
 * The migrated, empty embedded database that `npm run build` saves next to the server bundle. Creating a
 * PGlite database runs initdb, seconds on a small machine; a first start unpacks this instead.
 */
export const EMPTY_DATABASE_SNAPSHOT = 'empty-db.tar.gz';

/** The build's snapshot next to the bundle (dist/server), or undefined when running from the sources. */
export function findEmptyDatabaseSnapshot(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const file = path.join(here, EMPTY_DATABASE_SNAPSHOT);
  return fs.existsSync(file) ? file : undefined;
}

/**
 * A new in-memory database with the migrations of `folder` applied, as a tarball of its data directory
 * (PGlite's dumpDataDir): tests open it in memory with `loadDataDir`, a first start unpacks it to disk with
 * unpack-snapshot.ts. Checkpointed first, so that opening it replays no WAL.
 */
export async function dumpMigratedDatabase(
  compression: 'none' | 'gzip',
  folder: string = migrationsFolder(),
): Promise<Buffer> {
  const client = createPglite();
  try {
    const database = wrapPglite(client);
    await migrate(database.db as never, { migrationsFolder: folder });
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir(compression);
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}
