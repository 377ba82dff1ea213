import { defineConfig } from 'vitest/config';

/** API tests through the real app: on the embedded PostgreSQL (default) or, TEST_DB=postgres, the system's. */
export default defineConfig({
  test: {
    name: `api-${process.env.TEST_DB === 'postgres' ? 'postgres' : 'embedded'}`,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two files at a time fits these two-core machines (each has its database on the one server).
    maxWorkers: 2,
  },
});
