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
  },
});
