import { configDefaults, defineConfig } from 'vitest/config';

/** Tests that need a PostgreSQL server (several server processes on one database): only in the TEST_DB=postgres pass. */
const postgresOnly = [
  'src/server/features/auth/login-throttle-instances.test.ts',
  'src/server/db/postgres-connection.test.ts',
  'src/server/db/outage-instances.test.ts',
  'src/server/live-updates/live-instances.test.ts',
  'src/server/jobs/expired-rows-sweeper-instances.test.ts',
  'src/server/test/test-databases.test.ts',
];

// Own config so vitest does not inherit the web root of vite.config.ts.
export default defineConfig({
  root: '.',
  // '#domain/...', '#server/...', '#web/...': the import aliases of tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DB === 'postgres' ? [] : postgresOnly)],
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
