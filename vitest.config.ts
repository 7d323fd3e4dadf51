import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves a core to itself by default: on the two-core CI machine that meant one worker for
    // every file. The files wait on PGlite, PostgreSQL and jsdom in turn, so two workers share two
    // cores well: the whole run took 479 s instead of 705 s there, the server suite on PostgreSQL 182 s
    // instead of 248 s.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'contract', root: './packages/contract', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
