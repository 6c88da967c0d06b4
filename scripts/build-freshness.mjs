// Whether the build in dist/ was made from the sources as they are: `npm start` builds only when it was not, so
// that a restart serves at once (bench/reports/start-time.md) and a fresh clone, with no dist/, still builds.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the build is made of: a change to any of these makes the build stale. */
export const BUILD_INPUTS = [
  'src',
  'scripts/build-server.mjs',
  'scripts/build-db-snapshot.ts',
  'scripts/precompress.mjs',
  'scripts/vite-browser-calls.ts',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
];

/** What the build makes: all must exist. The build writes them last, so a build that stopped halfway is stale. */
export const BUILD_OUTPUTS = ['dist/web/index.html', 'dist/server/main.js', 'dist/server/empty-db.tar.gz'];

function newestChange(file) {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestChange(path.join(file, entry)));
  return newest;
}

/** True when every output exists and is newer than every input. */
export function isBuildFresh(root = '.') {
  const outputs = BUILD_OUTPUTS.map((file) => statSync(path.join(root, file), { throwIfNoEntry: false }));
  if (outputs.some((stat) => !stat)) return false;
  const built = Math.min(...outputs.map((stat) => stat.mtimeMs));
  const changed = Math.max(...BUILD_INPUTS.map((file) => newestChange(path.join(root, file))));
  return changed < built;
}
