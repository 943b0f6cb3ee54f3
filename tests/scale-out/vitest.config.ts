import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scale-out',
    include: ['tests/scale-out/**/*.test.ts'],
    // The processes under test share the machine's two cores with nothing else of the test.
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
