import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Page tests render antd forms in jsdom and compile each lazily loaded page on first visit.
    testTimeout: 15_000,
  },
});
