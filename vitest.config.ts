import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** Tests that need a PostgreSQL server (several server processes on one database): only in the TEST_DB=postgres pass. */
const postgresOnly = [
  'src/server/features/auth/login-throttle-instances.test.ts',
  'src/server/db/postgres-connection.test.ts',
  'src/server/db/outage-instances.test.ts',
  'src/server/live-updates/live-instances.test.ts',
  'src/server/jobs/expired-rows-sweeper-instances.test.ts',
  'src/server/test/test-databases.test.ts',
  'src/server/db/budget-line-costs-concurrent.test.ts',
];

// Own config so vitest does not inherit the web root of vite.config.ts.
export default defineConfig({
  root: '.',
  // '#domain/...', '#server/...', '#web/...': the import aliases of tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    // The PostgreSQL pass leaves out the durability test, which kills embedded-database servers on purpose.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DB === 'postgres' ? ['src/server/durability.test.ts'] : postgresOnly),
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker per core: vitest's default is one fewer, which on a two-core machine runs every file in turn.
    // Files do not depend on each other: each has its own embedded database; on PostgreSQL they share the run's
    // database but each makes its own companies, and a file that changes what every company shares (settings,
    // the mail outbox, the sweeper) opens a database of its own (test/test-db.ts).
    maxWorkers: Math.max(availableParallelism(), 2),
    // Two projects: the rules and screens need no database, so `npx vitest run src/domain` starts at once; only
    // the server's tests migrate a database first (global-setup.ts).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            'src/*.test.ts',
            'scripts/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          // A worker's files share its process and loaded modules instead of each loading the server's modules
          // anew: the pass took about 40 % less time (decision 0294). Each file still has its own database, and
          // the server's modules keep no state between apps but caches.
          isolate: false,
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
