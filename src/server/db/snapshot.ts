import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, wrapPglite } from './open';
import { createPglite } from './pglite-create';

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
