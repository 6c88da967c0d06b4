// Bundles the server into dist/server/main.js and the chunks it imports, copies the migrations and saves the
// migrated empty database that a first start unpacks (scripts/build-db-snapshot.ts).
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * Packages bundled into the server's code rather than loaded from node_modules at start (decision 0295): pure
 * JavaScript that reads no file of its own, where loading the package's many files took most of the time
 * (date-fns alone about 110 ms, as its entry loads every function). The others stay in node_modules: Fastify and
 * its plugins, pino (its transports are files run on threads), pg (which the benchmarks patch in place), PGlite
 * (its WebAssembly and data files), and what loads only when used (S3, mail, PDF).
 */
const BUNDLED = new Set([
  'date-fns',
  'zod',
  'drizzle-orm',
  'i18next',
  'csv-stringify',
  'otpauth',
  'qrcode',
  'ical-generator',
  'postal-mime',
  'email-reply-parser',
  'helmet',
  'nanotar',
]);

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Loaded from node_modules even where a bundled package imports them (drizzle-orm imports both drivers). */
const ALWAYS_EXTERNAL = new Set(['pg', '@electric-sql/pglite']);

/** A package import is bundled when the package, or the bundled package importing it, is in BUNDLED. */
const dependenciesFromNodeModules = {
  name: 'dependencies-from-node-modules',
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, (args) => {
      const name = packageName(args.path);
      const importer = args.importer.split('/node_modules/')[1];
      const bundled = BUNDLED.has(name) || (importer !== undefined && BUNDLED.has(packageName(importer)));
      if (args.path.startsWith('node:') || ALWAYS_EXTERNAL.has(name) || !bundled) return { external: true };
      return undefined;
    });
  },
};

rmSync('dist/server', { recursive: true, force: true });
const common = {
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [dependenciesFromNodeModules],
  // The bundled packages written as CommonJS call require(), which an ES module has only when given one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
};
// The server: main.js starts the embedded database, then imports the rest (serve.ts), which becomes a chunk of its
// own. Built apart from the other entries, or the code they share with it would be a chunk main.js loads first.
await build({ ...common, entryPoints: { main: 'src/server/main.ts' }, splitting: true });
await build({
  ...common,
  entryPoints: {
    'admin-create': 'src/server/cli/admin-create.ts',
    // The embedded database's thread, loaded by the bundle beside it (src/server/db/pglite-thread.ts).
    'pglite-worker': 'src/server/db/pglite-worker.ts',
  },
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-db-snapshot.ts'], { stdio: 'inherit' });
