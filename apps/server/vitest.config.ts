import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own database; PGlite start-up and argon2 dominate, not the assertions.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
