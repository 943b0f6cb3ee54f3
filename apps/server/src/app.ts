import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import helmet from 'helmet';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_BASE, Header, OPEN_API_BASE, WEB_BASE } from '@orator/contracts';
import { registerAuth } from './platform/auth';
import { registerBrandIcons } from './platform/brand-icons';
import { CONTENT_SECURITY_POLICY } from './platform/content-security-policy';
import type { AppContext } from './platform/context';
import { registerEnvelope } from './platform/envelope';
import { registerFileOwnership } from './platform/file-ownership';
import { registerNulGuard } from './platform/nul-guard';
import { sharedRateLimitStore } from './platform/rate-limit-store';
import { registerSessionCookie } from './platform/session-cookie';
import { UPLOAD_LIMIT_BYTES } from './modules/file/file-kinds';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { fileRoutes } from './modules/file/file.routes';
import { moneyRoutes } from './modules/money/money.routes';
import { rewardsRoutes } from './modules/money/rewards.routes';
import { stripeRoutes } from './modules/money/stripe.routes';
import { assetRoutes } from './modules/asset/asset.routes';
import { avatarRoutes } from './modules/avatar/avatar.routes';
import { dubbingRoutes } from './modules/dubbing/dubbing.routes';
import { audioSubtitleRoutes } from './modules/audio-subtitle/audio-subtitle.routes';
import { slideImportRoutes } from './modules/slides/slide-import.routes';
import { translationRoutes } from './modules/translation/translation.routes';
import { videoTranslationRoutes } from './modules/video-translation/video-translation.routes';
import { taskRoutes } from './modules/video-task/task.routes';
import { voiceRoutes } from './modules/voice/voice.routes';
import { voiceCloneRoutes } from './modules/voice-clone/voice-clone.routes';
import { avatarCloneRoutes } from './modules/avatar-clone/avatar-clone.routes';
import { cutoutRoutes } from './modules/cutout/cutout.routes';
import { aiPhotoRoutes } from './modules/ai-photo/ai-photo.routes';
import { aiModelRoutes } from './modules/ai-model/ai-model.routes';
import { videoGenRoutes } from './modules/image-to-video/video-gen.routes';
import { faceSwapRoutes } from './modules/face-swap/face-swap.routes';
import { copywritingRoutes } from './modules/copywriting/copywriting.routes';
import { subtitleRemoverRoutes } from './modules/subtitle-remover/subtitle-remover.routes';
import { voiceChangerRoutes } from './modules/voice-changer/voice-changer.routes';
import { servicesFor } from './modules/services';
import { showcaseFor } from './modules/showcase/showcase-runner';
import { showcaseRoutes } from './modules/showcase/showcase.routes';
import { systemRoutes } from './modules/system/system.routes';
import { taskEventRoutes } from './modules/task-events/task-events.routes';
import { oauthRoutes } from './modules/user/oauth.routes';
import { openApiRoutes } from './modules/open-api/open-api.routes';
import { userRoutes } from './modules/user/user.routes';
import { registerWebApp } from './web-app';

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    genReqId: (req) => (req.headers[Header.RequestId] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    trustProxy: ctx.config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Helmet's middleware built once: its Fastify plugin builds it again, policy parsing included, for every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1 } });
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(ctx.database.db) });
  await app.register(swagger, {
    openapi: { info: { title: 'Orator API', version: '0.1.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs` });

  const services = servicesFor(ctx);
  await app.withTypeProvider<ZodTypeProvider>().register(
    async (api) => {
      registerSessionCookie(api, ctx.config.publicUrl);
      registerEnvelope(api);
      registerNulGuard(api);
      registerFileOwnership(api, services.fileRepo);
      registerAuth(api, services.sessions, ctx.config.publicUrl);
      await api.register(systemRoutes(services));
      await api.register(showcaseRoutes(showcaseFor(ctx)));
      await api.register(
        userRoutes(services, {
          codeSendPerMinute: ctx.config.rateLimitMax,
          captchaPerMinute: ctx.config.captchaRateLimitMax,
        }),
      );
      await api.register(oauthRoutes(services, ctx.config));
      await api.register(fileRoutes(services));
      await api.register(analyticsRoutes(services));
      await api.register(moneyRoutes(services));
      await api.register(rewardsRoutes(services));
      await api.register(stripeRoutes(services));
      await api.register(avatarRoutes(services));
      await api.register(voiceRoutes(services));
      await api.register(dubbingRoutes(services));
      await api.register(audioSubtitleRoutes(services));
      await api.register(slideImportRoutes(services));
      await api.register(translationRoutes(services));
      await api.register(videoTranslationRoutes(services));
      await api.register(voiceCloneRoutes(services));
      await api.register(avatarCloneRoutes(services));
      await api.register(voiceChangerRoutes(services));
      await api.register(cutoutRoutes(services));
      await api.register(aiPhotoRoutes(services));
      await api.register(aiModelRoutes(services));
      await api.register(videoGenRoutes(services));
      await api.register(faceSwapRoutes(services));
      await api.register(subtitleRemoverRoutes(services));
      await api.register(copywritingRoutes(services));
      await api.register(assetRoutes(services));
      await api.register(taskRoutes(services));
      await api.register(taskEventRoutes(services));
    },
    { prefix: API_BASE },
  );
  await app
    .withTypeProvider<ZodTypeProvider>()
    .register(openApiRoutes(services, ctx.config), { prefix: OPEN_API_BASE });

  app.get('/', { schema: { hide: true } }, (_req, reply) => reply.redirect(`${WEB_BASE}workbench`));
  registerBrandIcons(app);
  registerWebApp(app, ctx.config.webDist, ctx.config.publicUrl);
  return app;
}
