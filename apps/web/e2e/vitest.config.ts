import { defineConfig } from 'vitest/config';

/** End-to-end journeys: the built app started as a user would, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server, one browser at a time: journeys share the server's single PGlite.
    fileParallelism: false,
  },
});
