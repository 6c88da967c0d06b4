// Bundles the server into dist/server/main.js (dependencies stay in node_modules), copies the migrations and
// saves the migrated empty database that a first start unpacks (scripts/build-db-snapshot.ts).
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'admin-create': 'src/server/cli/admin-create.ts',
    // The embedded database's thread, loaded by the bundle beside it (src/server/db/pglite-thread.ts).
    'pglite-worker': 'src/server/db/pglite-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-db-snapshot.ts'], { stdio: 'inherit' });
