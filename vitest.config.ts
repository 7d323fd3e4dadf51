import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest keeps a core for its main process by default, which on the two-core CI machine meant one
    // worker for every file. The main process needs little: with two workers the whole run took 462 s
    // there instead of 705 s, and the server suite on PostgreSQL 189 s instead of 248 s.
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
          // One module graph per worker, not one per file (issue 25 §4): the files share no state but the
          // modules themselves; each builds its own app and database copy. 55 s of CPU against 184 s isolated.
          isolate: false,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
