import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPEN_API_BASE } from '@orator/contracts';

/** The document's address under the open API's base: `/apis/openapi.json`. */
export const OPEN_API_DOCUMENT = '/openapi.json';

interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, unknown>;
  components?: Record<string, unknown>;
}

/**
 * The open API described on its own (OpenAPI 3): the whole server's document, as @fastify/swagger builds it from
 * the routes' schemas, cut down to the paths under `/apis`. Public, like the reference page that links to it.
 */
export function openApiDocumentRoute(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(OPEN_API_DOCUMENT, { config: { access: 'public', rawReply: true }, schema: { hide: true } }, () => {
      const whole = (app as unknown as { swagger(): OpenApiDocument }).swagger();
      const paths = Object.fromEntries(
        Object.entries(whole.paths).filter(([path]) => path.startsWith(`${OPEN_API_BASE}/`)),
      );
      return {
        ...whole,
        info: {
          title: 'Orator open API',
          version: '1',
          description:
            'The public API family of the hosted product, served by this installation. Every call but this ' +
            'document needs an API token in the apiToken header (Account overview, API settings; a Pro or ' +
            'Enterprise plan). Field reference and examples: docs/open-api.md.',
        },
        paths,
      };
    });
  };
}
