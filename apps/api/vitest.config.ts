import { defineConfig } from 'vitest/config';

/** API tests through the real app; TEST_DB=postgres runs them on a real PostgreSQL server. */
export default defineConfig({
  test: {
    name: `api-${process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'}`,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own database (PGlite holds ~450 MB): two at a time fits these machines.
    maxWorkers: 2,
  },
});
