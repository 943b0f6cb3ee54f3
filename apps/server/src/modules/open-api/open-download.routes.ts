import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPEN_API_BASE } from '@orator/contracts';
import { AppError } from '../../platform/errors';
import type { Services } from '../services';

/** Signed download addresses, under the open API's base. */
const DOWNLOAD_PREFIX = '/file/v1/download/';

export function signedDownloadPath(token: string): string {
  return `${OPEN_API_BASE}${DOWNLOAD_PREFIX}${token}`;
}

/** The token of a signed download address (whole URL or path), or null when the address is not one. */
export function signedTokenOf(url: URL): string | null {
  const prefix = `${OPEN_API_BASE}${DOWNLOAD_PREFIX}`;
  return url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : null;
}

/**
 * Stored files at signed addresses that need no token, as the hosted product's CDN addresses do: a program that
 * fetches a video's `targetFileUrl` with a plain GET gets it. The signature names one file for a week
 * (platform/url-signer.ts); a forged, altered or expired one is a 404.
 */
export function openDownloadRoute({ urlSigner, files }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${DOWNLOAD_PREFIX}:token`,
      {
        config: { access: 'public', rawReply: true },
        schema: { hide: true, params: z.object({ token: z.string().max(120) }) },
      },
      async (req, reply) => {
        const fileId = await urlSigner.verify(req.params.token);
        const opened = fileId === null ? null : await files.openById(fileId).catch(unlessGone);
        // A download answers with HTTP statuses, not the envelope: what a plain GET of an address expects.
        if (!opened) return reply.code(404).type('text/plain').send('Not found');
        const { row, stream, size } = opened;
        return reply
          .header('content-type', row.mimeType)
          .header('content-length', size)
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.fileName)}`)
          .header('cache-control', 'private, max-age=3600')
          .send(stream);
      },
    );
  };
}

/** A file deleted since the address was signed is not found; any other failure is the server's. */
function unlessGone(error: unknown): null {
  if (error instanceof AppError) return null;
  throw error;
}
