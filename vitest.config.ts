import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web', 'scripts'],
    // Vitest leaves a core free by default, which on a 2-core machine runs one file at a time; the tests spend
    // much of their time waiting on ffmpeg, espeak and LibreOffice, so a worker per core finishes the suite in
    // less time (on this 2-core machine: 12 min with two workers; 23 with one, though other work ran beside it).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
