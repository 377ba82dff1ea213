import { defineConfig } from 'vitest/config';

/** End-to-end journeys: the built app started as a user would, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    name: process.env.E2E_DB === 'postgres' ? 'e2e-postgres' : 'e2e',
    include: ['**/*.e2e.ts'],
    // The folder lock, first start and low disk concern the embedded database only; a deployment is a server of its own.
    exclude:
      process.env.E2E_DB === 'postgres'
        ? [
            '**/server-process.e2e.ts',
            '**/first-start.e2e.ts',
            '**/new-deployment.e2e.ts',
            '**/low-disk.e2e.ts',
            '**/node_modules/**',
          ]
        : ['**/node_modules/**'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server, one browser at a time: journeys share the server and its data.
    fileParallelism: false,
  },
});
