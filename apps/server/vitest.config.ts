import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own database; PGlite start-up, argon2 and the renders dominate, not the assertions. A
    // render that takes 15 s on a quiet machine passed 30 s when CI ran beside other work; the limit is for hangs.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Files share a worker's imported modules instead of importing the app afresh each: every file builds its own
    // app and database, none mocks a module or changes the environment, and importing the server was a third of
    // the CPU time (3 files: 62 s of CPU isolated, 43 s shared; the whole project passed shared, docs/decisions.md).
    isolate: false,
  },
});
