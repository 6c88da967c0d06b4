import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { findEmptyDatabaseSnapshot } from './db/snapshot-file';
import { startEmbedded } from './db/start-embedded';

// dist/server/main.js serves dist/web; src/server/main.ts (dev) serves nothing (Vite does).
const here = path.dirname(fileURLToPath(import.meta.url));
const webDir = path.resolve(here, '../web');

/**
 * The server's entry. It imports only what starts the embedded database: its thread unpacks and opens the
 * database (about a second on a first start) while this thread loads the rest of the server (half a second),
 * imported afterwards (serve.ts; decision 0295).
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env, webDir);
  const embedded = config.databaseUrl
    ? undefined
    : startEmbedded({ dataDir: config.dataDir, snapshot: findEmptyDatabaseSnapshot() });
  // Awaited by serve(); a failure before that is reported there, not as an unhandled rejection.
  embedded?.catch(() => {});
  const { serve } = await import('./serve');
  await serve(config, embedded);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Start-up failed:', err);
  }
  process.exit(1);
});
