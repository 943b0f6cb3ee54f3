import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ShowcaseApi, ZShowcaseFileQuery } from '@orator/contracts';
import type { ShowcaseService } from './showcase.service';
import { byteRange } from './byte-range';

const tags = ['showcase'];
/** A file's name changes with whatever made it, so its bytes never do. */
const FOREVER = 'public, max-age=31536000, immutable';

export function showcaseRoutes(showcase: ShowcaseService): FastifyPluginAsyncZod {
  return async (app) => {
    // Public: the examples are shown to visitors who are not signed in.
    app.get(ShowcaseApi.list, { config: { access: 'public' }, schema: { tags } }, () => showcase.list());

    // Browsers ask a video for ranges before they play it (Safari always does), so one range is answered.
    app.get(
      ShowcaseApi.file,
      { config: { access: 'public', rawReply: true }, schema: { tags, querystring: ZShowcaseFileQuery } },
      async (req, reply) => {
        const { body, contentType } = await showcase.file(req.query.name);
        const range = byteRange(req.headers.range, body.length);
        reply.header('content-type', contentType).header('cache-control', FOREVER).header('accept-ranges', 'bytes');
        if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${body.length}`).send();
        if (!range) return reply.send(body);
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${body.length}`)
          .send(body.subarray(range.start, range.end + 1));
      },
    );
  };
}
