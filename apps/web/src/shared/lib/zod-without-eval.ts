import { z } from 'zod';

/**
 * zod compiles its object parsers with `new Function` when it can, and probes for that on first use. The
 * Content-Security-Policy allows no eval, and the browser reports even the failed probe as a violation, so the web
 * app tells zod to interpret its schemas instead.
 */
z.config({ jitless: true });
