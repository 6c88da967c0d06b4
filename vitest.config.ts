import { defineConfig } from 'vitest/config';

// Own config so vitest does not inherit the web root of vite.config.ts.
export default defineConfig({
  root: '.',
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
