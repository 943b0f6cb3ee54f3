import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { messageCatalogue } from './vite-plugins/message-catalogue';

export default defineProject({
  plugins: [react(), messageCatalogue()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Page tests render antd forms in jsdom and compile each lazily loaded page on first visit; a busy
    // 2-core machine needs far longer than a quiet one.
    testTimeout: 60_000,
  },
});
