import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'media',
    environment: 'node',
    passWithNoTests: true,
    // Most tests run ffmpeg, espeak or a model on real media: seconds on a quiet machine, far more on a busy
    // 2-core one. Speed targets live in the benchmarks, not here.
    testTimeout: 60_000,
  },
});
