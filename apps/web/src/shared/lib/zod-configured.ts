// The web build's `zod`: vite.config.ts points every import of 'zod' in the app and the contracts package here, so
// the configuration below runs before any module that builds a schema, in whichever chunk that module lands. The
// package's own 'zod/v4' entry is the same classic API and is not redirected.
import * as z from 'zod/v4';

/**
 * zod compiles its object parsers with `new Function` when it can, and probes for that on first use. The
 * Content-Security-Policy allows no eval, and the browser reports even the failed probe as a violation, so the web
 * app tells zod to interpret its schemas instead.
 */
z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
