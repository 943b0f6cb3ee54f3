import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Vite loads its config with plain Node, which cannot run the contracts package's TypeScript entry point;
// a relative path lets Vite bundle the one file it needs.
import { API_BASE, WEB_BASE } from '../../packages/contracts/src/constants';
import { messageCatalogue } from './vite-plugins/message-catalogue';
import { precompress } from './vite-plugins/precompress';
import { seoPages } from './vite-plugins/seo-pages';

/** Where `npm start` serves the API in development (apps/server, PORT default). */
const DEV_API_ORIGIN = 'http://127.0.0.1:8080';

export default defineConfig({
  base: WEB_BASE,
  plugins: [react(), messageCatalogue(), seoPages(), precompress()],
  server: {
    proxy: { [API_BASE]: { target: DEV_API_ORIGIN, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/bundle-budget.ts maps each route's source modules to the chunks a first visit downloads.
    manifest: true,
    rolldownOptions: {
      // The contracts package is schemas, constants and message texts: importing a module does nothing but define
      // them, so what the app never uses is left out of the bundle (its package.json cannot say so for the server).
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }] },
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
