import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Vite loads its config with plain Node, which cannot run the contracts package's TypeScript entry point;
// a relative path lets Vite bundle the one file it needs.
import { API_BASE, WEB_BASE } from '../../packages/contracts/src/constants';

/** Where `npm start` serves the API in development (apps/server, PORT default). */
const DEV_API_ORIGIN = 'http://127.0.0.1:8080';

export default defineConfig({
  base: WEB_BASE,
  plugins: [react()],
  server: {
    proxy: { [API_BASE]: { target: DEV_API_ORIGIN, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod's configuration must run before any schema is built (src/shared/lib/zod-without-eval.ts). The
          // bundler runs a shared chunk whole before the chunks that import it, but not in source order across
          // chunks; in one chunk with zod, the configuration runs before any module that can reach zod.
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]zod-without-eval\.ts$/ }],
        },
      },
    },
  },
});
