import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Vite loads its config with plain Node, which cannot run the contracts package's TypeScript entry point;
// a relative path lets Vite bundle the one file it needs.
import { API_BASE, WEB_BASE } from '../../packages/contracts/src/constants';
import { messageCatalogue } from './vite-plugins/message-catalogue';
import { precompress } from './vite-plugins/precompress';
import { prerender } from './vite-plugins/prerender';
import { pureContracts } from './vite-plugins/pure-contracts';
import { seoPages } from './vite-plugins/seo-pages';

/** Where `npm start` serves the API in development (apps/server, PORT default). */
const DEV_API_ORIGIN = 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild = false }) => ({
  base: WEB_BASE,
  plugins: [react(), messageCatalogue(), pureContracts(), seoPages(), precompress(), prerender()],
  // zod configured for the Content-Security-Policy before any schema is built (src/shared/lib/zod-configured.ts);
  // each chunk that needs zod then loads it, and a page that builds no schema does not.
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('src/shared/lib/zod-configured.ts', import.meta.url)) },
    ],
  },
  server: {
    proxy: { [API_BASE]: { target: DEV_API_ORIGIN, changeOrigin: true } },
  },
  build: {
    // The server-side bundle the prerender draws the public pages with (vite-plugins/prerender.ts) is built after the
    // app, beside it, and removed once the pages are drawn.
    outDir: isSsrBuild ? 'dist/.prerender' : 'dist',
    emptyOutDir: true,
    // bench/bundle-budget.ts maps each route's source modules to the chunks a first visit downloads.
    manifest: !isSsrBuild,
    rolldownOptions: {
      treeshake: {
        // The contracts package is schemas, constants and message texts: importing a module does nothing but define
        // them, so what the app never uses is left out of the bundle (its package.json cannot say so for the server).
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
        // A schema's limits read constants (`.max(SUBTITLE_FONT_SIZE.max)`); were a read thought to act, an unused
        // schema's arguments would be kept and zod with them (vite-plugins/pure-contracts.ts). No code the app
        // bundles reads a property only for a getter's effect (docs/decisions.md).
        propertyReadSideEffects: false,
      },
    },
  },
}));
