import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEnvelope } from '../../platform/envelope';
import { registerFileOwnership } from '../../platform/file-ownership';
import { registerNulGuard } from '../../platform/nul-guard';
import type { AppConfig } from '../../platform/config';
import type { Services } from '../services';
import { openApiDocumentRoute } from './open-api-document';
import { openDownloadRoute, signedDownloadPath } from './open-download.routes';
import { rateLimits, registerOpenAuth } from './open-auth';
import type { OpenRouteOptions } from './open-route-options';
import { absoluteUrl } from './open-urls';
import { openAvatarRoutes } from './open-avatar.routes';
import { openBackgroundRoutes } from './open-background.routes';
import { openCloneRoutes } from './open-clone.routes';
import { openCopywritingRoutes } from './open-copywriting.routes';
import { openUploadRoutes } from './open-uploads.routes';
import { openUserRoutes } from './open-user.routes';
import { openV3AvatarRoutes } from './open-v3-avatar.routes';
import { openV3CloneRoutes } from './open-v3-clone.routes';
import { openV3LipRoutes } from './open-v3-lip.routes';
import { openV3SubtitleRoutes } from './open-v3-subtitle.routes';
import { openV3VideoRoutes } from './open-v3-video.routes';
import { openV3VoiceRoutes } from './open-v3-voice.routes';
import { openVideoRoutes } from './open-video.routes';
import { openVoiceRoutes } from './open-voice.routes';

/** The open API under `/apis` (docs/open-api.md): its own envelope and its own way in, the web app's services. */
export function openApiRoutes(
  services: Services,
  config: Pick<AppConfig, 'publicUrl' | 'openApiRateScale'>,
): FastifyPluginAsyncZod {
  const options: OpenRouteOptions = {
    perSecond: rateLimits(config.openApiRateScale),
    url: (request, path) => absoluteUrl(request, config.publicUrl, path),
    fileUrl: async (request, fileId) =>
      absoluteUrl(request, config.publicUrl, signedDownloadPath(await services.urlSigner.sign(fileId))),
  };
  return async (app) => {
    registerEnvelope(app, { codesAsStrings: true });
    registerNulGuard(app);
    registerFileOwnership(app, services.fileRepo);
    registerOpenAuth(app, services.sessions);
    await app.register(openApiDocumentRoute());
    await app.register(openDownloadRoute(services));
    await app.register(openUserRoutes(services, options));
    await app.register(openAvatarRoutes(services, options));
    await app.register(openVoiceRoutes(services, options));
    await app.register(openUploadRoutes(services, options));
    await app.register(openCloneRoutes(services, options));
    await app.register(openBackgroundRoutes(services, options));
    await app.register(openVideoRoutes(services, options));
    await app.register(openV3VoiceRoutes(services, options));
    await app.register(openV3VideoRoutes(services, options));
    await app.register(openV3LipRoutes(services, options));
    await app.register(openV3AvatarRoutes(services, options));
    await app.register(openV3CloneRoutes(services, options));
    await app.register(openV3SubtitleRoutes(services, options));
    await app.register(openCopywritingRoutes(services, options));
  };
}
