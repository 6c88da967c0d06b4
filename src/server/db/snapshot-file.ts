import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The migrated, empty embedded database that `npm run build` saves next to the server bundle (snapshot.ts makes
 * it). Creating a PGlite database runs initdb, seconds on a small machine; a first start unpacks this instead.
 */
export const EMPTY_DATABASE_SNAPSHOT = 'empty-db.tar.gz';

/** The build's snapshot next to the bundle (dist/server), or undefined when running from the sources. */
export function findEmptyDatabaseSnapshot(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const file = path.join(here, EMPTY_DATABASE_SNAPSHOT);
  return fs.existsSync(file) ? file : undefined;
}
