import path from 'node:path';
import { z } from 'zod';
import type {
  ChatCopyEngineConfig,
  HttpEngineConfig,
  PocketsphinxConfig,
  RemoteTranslationConfig,
  WhisperConfig,
} from '@orator/media';
import { httpSpeechEngine } from './tts-http-config';
import { SERVER_ROOT } from './server-root';

const ZEnv = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** Public origin used in links the server writes (OAuth redirects, e-mails). */
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Orator <no-reply@orator.local>'),
  /** The address the contact page gives visitors; unset, the page says none is published. */
  CONTACT_EMAIL: z.string().email().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_ISSUER: z.string().url().default('https://www.facebook.com'),
  /** Comma-separated sign-up sources that belong to the Brazilian partner channel. */
  HAOKE_SOURCES: z.string().default('haoke'),
  /** Extra words for the script check, one per line. */
  SENSITIVE_WORDS_FILE: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where the Stripe SDK sends API calls; only changed to reach a local Stripe-compatible server. */
  STRIPE_API_BASE: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /** Captchas and anonymous identities each client may ask for per minute (docs/security.md, section 8). */
  CAPTCHA_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  /** One-time codes one client address may have sent per day, to all destinations together. */
  CODES_PER_CLIENT_PER_DAY: z.coerce.number().int().positive().default(30),
  /** The reverse proxies whose X-Forwarded-For is believed: addresses/CIDRs separated by commas, or a hop count. */
  TRUST_PROXY: z.string().default(''),
  /** `sandbox` lets the test payment page run where it would otherwise refuse to (production, a public address). */
  PAYMENTS: z.enum(['sandbox', 'stripe']).optional(),
  /** How often an open live-events stream hears a heartbeat; below a proxy's idle timeout. */
  EVENT_HEARTBEAT_MS: z.coerce.number().int().min(1000).default(15_000),
  /** An OpenAI-compatible speech server whose voices join the catalogue (docs/engines.md "Remote speech engines"). */
  TTS_HTTP_URL: z.string().url().optional(),
  TTS_HTTP_API_KEY: z.string().optional(),
  TTS_HTTP_MODEL: z.string().default('tts-1'),
  /** JSON array: [{"voice":"nova","languages":["en-US"],"gender":"female"}, ...]. */
  TTS_HTTP_VOICES: z.string().optional(),
  CLONE_ENGINE_URL: z.string().url().optional(),
  CLONE_ENGINE_API_KEY: z.string().optional(),
  /** A GPU lip-sync server for talking photos (docs/engines.md "Lip-sync server protocol"). */
  LIPSYNC_ENGINE_URL: z.string().url().optional(),
  SEPARATION_ENGINE_URL: z.string().url().optional(),
  /** A translation server (docs/engines.md "Translation engines (#16)"); Apertium alone without it. */
  TRANSLATE_ENGINE_KIND: z.enum(['libretranslate', 'deepl', 'openai']).optional(),
  TRANSLATE_ENGINE_URL: z.string().url().optional(),
  TRANSLATE_ENGINE_KEY: z.string().optional(),
  TRANSLATE_ENGINE_MODEL: z.string().optional(),
  TRANSLATE_ENGINE_LANGUAGES: z.string().default(''),
  /** An OpenAI-compatible chat server that writes marketing copy (docs/engines.md "Copy engine"). */
  COPY_ENGINE_URL: z.string().url().optional(),
  COPY_ENGINE_API_KEY: z.string().optional(),
  COPY_ENGINE_MODEL: z.string().default('gpt-4o-mini'),
  /** Comma-separated language tags the model writes copy in; unset, its default list. */
  COPY_ENGINE_LANGUAGES: z.string().default(''),
  /** Copy generations each user may start per UTC day (docs/marketing-copy.md "Price"). */
  COPY_DAILY_LIMIT: z.coerce.number().int().positive().default(100),
  /** Milliseconds between the words the offline composer hands out (docs/marketing-copy.md "Streaming"). */
  COPY_COMPOSER_PACE_MS: z.coerce.number().int().min(0).max(1000).default(12),
  LIPSYNC_ENGINE_API_KEY: z.string().optional(),
  SEPARATION_ENGINE_API_KEY: z.string().optional(),
  /** An OpenAI-compatible images server for AI photos (docs/engines.md "Image generation server"). */
  IMAGE_ENGINE_URL: z.string().url().optional(),
  IMAGE_ENGINE_API_KEY: z.string().optional(),
  IMAGE_ENGINE_MODEL: z.string().optional(),
  /** A virtual try-on server for AI model (docs/engines.md "Try-on server"); unset, the face-mesh composer. */
  TRYON_ENGINE_URL: z.string().url().optional(),
  TRYON_ENGINE_API_KEY: z.string().optional(),
  /** A folder of stock model portraits with their licences and consents (docs/ai-model.md "Stock models"). */
  STOCK_MODELS_DIR: z.string().optional(),
  /** A FaceFusion-style face swap server (docs/engines.md "Face swap"); unset, the offline face-mesh swap. */
  FACESWAP_ENGINE_URL: z.string().url().optional(),
  FACESWAP_ENGINE_API_KEY: z.string().optional(),
  /** A video generation server for image and text to video (docs/engines.md "Video generation"). */
  VIDEO_ENGINE_URL: z.string().url().optional(),
  VIDEO_ENGINE_API_KEY: z.string().optional(),
  /** A subtitle removal server (docs/engines.md "Subtitle removal"); unset, the offline engine erases the boxes. */
  SUBTITLE_REMOVER_ENGINE_URL: z.string().url().optional(),
  SUBTITLE_REMOVER_ENGINE_API_KEY: z.string().optional(),
  /** A Whisper-compatible speech-to-text server for audio to subtitles (docs/engines.md "Speech recognition"). */
  WHISPER_URL: z.string().url().optional(),
  WHISPER_API_KEY: z.string().optional(),
  WHISPER_MODEL: z.string().default('whisper-1'),
  /** Comma-separated ISO 639-1 codes to trust the endpoint with; empty means Whisper's own list. */
  WHISPER_LANGUAGES: z.string().default(''),
  POCKETSPHINX_BIN: z.string().default('pocketsphinx_continuous'),
  POCKETSPHINX_MODEL_DIR: z.string().default('/usr/share/pocketsphinx/model/en-us'),
  /** `false` runs `serve` as the API alone, for deployments whose jobs run in `orator worker` processes. */
  EMBEDDED_WORKER: z.enum(['true', 'false']).default('true'),
  /** A worker answers GET /health on this port (docs/deployment.md); unset, it opens no port. */
  WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** A job still running after this long counts as lost (its worker died) and goes back to the queue. */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).default(900),
  /** How often some process looks for lost jobs; with the expiry, how late a dead worker's job restarts. */
  QUEUE_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(120),
  /** How long a stopping process lets its running jobs finish before it hands them back to the queue. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).default(10),
});

export interface OAuthProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AppConfig {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string | undefined;
  databaseUrl: string | undefined;
  s3:
    | {
        bucket: string;
        region: string;
        endpoint?: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
      }
    | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string | undefined;
  oauth: { google?: OAuthProviderConfig; facebook?: OAuthProviderConfig };
  haokeSources: string[];
  sensitiveWordsFile: string | undefined;
  stripe: { secretKey: string; webhookSecret: string; apiBase?: string } | undefined;
  webDist: string;
  logLevel: string;
  rateLimitMax: number;
  captchaRateLimitMax: number;
  /**
   * Multiplies the open API's per-second limits (1 in production; the tests raise it so one test may call an
   * endpoint several times in a second, and set it back to 1 where the limit itself is tested).
   */
  openApiRateScale: number;
  codesPerClientPerDay: number;
  /** Fastify's trustProxy: false (the socket's address is the client), a hop count, or the proxies' addresses. */
  trustProxy: false | string[] | ((address: string, hop: number) => boolean);
  /** PAYMENTS as the operator set it; undefined lets the keys decide (Stripe with them, sandbox without). */
  payments: 'sandbox' | 'stripe' | undefined;
  eventHeartbeatMs: number;
  ttsHttp: HttpEngineConfig | undefined;
  /** A neural voice-cloning server speaking the protocol of docs/engines.md; offline profiles without it. */
  cloneEngine: { baseUrl: string; apiKey?: string } | undefined;
  /** Draws talking photos on a GPU server; the CPU mouth engine without it. */
  lipSyncEngine: { baseUrl: string; apiKey?: string } | undefined;
  imageEngine: { baseUrl: string; apiKey?: string; model?: string } | undefined;
  /** A virtual try-on server (TRYON_ENGINE_URL); unset, products are composed onto the model along the face mesh. */
  tryOnEngine: { baseUrl: string; apiKey?: string } | undefined;
  /** The stock model pack of AI model (STOCK_MODELS_DIR); unset, users try products on their own photo. */
  stockModelsDir: string | undefined;
  /** A face swap server (FACESWAP_ENGINE_URL); unset, faces are swapped offline along the face mesh. */
  faceSwapEngine: { url: string; apiKey?: string } | undefined;
  /** A video generation server (VIDEO_ENGINE_URL); unset, clips are composed from the pictures offline. */
  videoEngine: { baseUrl: string; apiKey?: string } | undefined;
  /** A subtitle removal server (SUBTITLE_REMOVER_ENGINE_URL); unset, boxes are erased offline. */
  subtitleRemoverEngine: { url: string; apiKey?: string } | undefined;
  /** A Demucs-style voice separation server (docs/engines.md); unset, the voice band is reduced on the CPU. */
  separationEngine: { baseUrl: string; apiKey?: string } | undefined;
  /** A translation server for video translation; Apertium's installed pairs without it. */
  translateEngine: RemoteTranslationConfig | undefined;
  /** A chat model that writes marketing copy (COPY_ENGINE_URL); the offline composer alone without it. */
  copyEngine: ChatCopyEngineConfig | undefined;
  copyDailyLimit: number;
  copyComposerPaceMs: number;
  speechToText: { whisper: WhisperConfig | undefined; pocketsphinx: PocketsphinxConfig };
  /** `serve` also runs jobs (one-machine installs); false leaves them to `orator worker` processes. */
  embeddedWorker: boolean;
  workerHealthPort: number | undefined;
  queue: QueueSettings;
}

/** How the job queue notices lost jobs and how long shutdown waits for running ones (docs/deployment.md). */
export interface QueueSettings {
  expireSeconds: number;
  maintenanceSeconds: number;
  shutdownGraceSeconds: number;
}

function list(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A hop count trusts that many proxies nearest the server, as Fastify's numeric trustProxy does. */
function trustedProxies(value: string): AppConfig['trustProxy'] {
  if (/^\d+$/.test(value.trim())) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const proxies = list(value);
  return proxies.length > 0 ? proxies : false;
}

function provider(issuer: string, id?: string, secret?: string): OAuthProviderConfig | undefined {
  return id && secret ? { issuer, clientId: id, clientSecret: secret } : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const e = ZEnv.parse(env);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    publicUrl: e.PUBLIC_URL,
    databaseUrl: e.DATABASE_URL || undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    oauth: {
      google: provider(e.GOOGLE_ISSUER, e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      facebook: provider(e.FACEBOOK_ISSUER, e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET),
    },
    sensitiveWordsFile: e.SENSITIVE_WORDS_FILE,
    haokeSources: e.HAOKE_SOURCES.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
        : undefined,
    webDist: path.resolve(e.WEB_DIST ?? path.join(SERVER_ROOT, '../web/dist')),
    logLevel: e.LOG_LEVEL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    captchaRateLimitMax: e.CAPTCHA_RATE_LIMIT_MAX,
    openApiRateScale: 1,
    codesPerClientPerDay: e.CODES_PER_CLIENT_PER_DAY,
    trustProxy: trustedProxies(e.TRUST_PROXY),
    payments: e.PAYMENTS,
    eventHeartbeatMs: e.EVENT_HEARTBEAT_MS,
    ttsHttp: httpSpeechEngine(e.TTS_HTTP_URL, e.TTS_HTTP_API_KEY, e.TTS_HTTP_MODEL, e.TTS_HTTP_VOICES),
    cloneEngine: e.CLONE_ENGINE_URL ? { baseUrl: e.CLONE_ENGINE_URL, apiKey: e.CLONE_ENGINE_API_KEY } : undefined,
    lipSyncEngine: e.LIPSYNC_ENGINE_URL
      ? { baseUrl: e.LIPSYNC_ENGINE_URL, apiKey: e.LIPSYNC_ENGINE_API_KEY }
      : undefined,
    imageEngine: e.IMAGE_ENGINE_URL
      ? { baseUrl: e.IMAGE_ENGINE_URL, apiKey: e.IMAGE_ENGINE_API_KEY, model: e.IMAGE_ENGINE_MODEL }
      : undefined,
    tryOnEngine: e.TRYON_ENGINE_URL ? { baseUrl: e.TRYON_ENGINE_URL, apiKey: e.TRYON_ENGINE_API_KEY } : undefined,
    stockModelsDir: e.STOCK_MODELS_DIR || undefined,
    faceSwapEngine: e.FACESWAP_ENGINE_URL
      ? { url: e.FACESWAP_ENGINE_URL, apiKey: e.FACESWAP_ENGINE_API_KEY }
      : undefined,
    videoEngine: e.VIDEO_ENGINE_URL ? { baseUrl: e.VIDEO_ENGINE_URL, apiKey: e.VIDEO_ENGINE_API_KEY } : undefined,
    subtitleRemoverEngine: e.SUBTITLE_REMOVER_ENGINE_URL
      ? { url: e.SUBTITLE_REMOVER_ENGINE_URL, apiKey: e.SUBTITLE_REMOVER_ENGINE_API_KEY }
      : undefined,
    separationEngine: e.SEPARATION_ENGINE_URL
      ? { baseUrl: e.SEPARATION_ENGINE_URL, apiKey: e.SEPARATION_ENGINE_API_KEY }
      : undefined,
    translateEngine: e.TRANSLATE_ENGINE_KIND
      ? {
          kind: e.TRANSLATE_ENGINE_KIND,
          url: e.TRANSLATE_ENGINE_URL,
          apiKey: e.TRANSLATE_ENGINE_KEY,
          model: e.TRANSLATE_ENGINE_MODEL,
          // Unset: the chat engine's own default list.
          languages: list(e.TRANSLATE_ENGINE_LANGUAGES).length ? list(e.TRANSLATE_ENGINE_LANGUAGES) : undefined,
        }
      : undefined,
    copyEngine: e.COPY_ENGINE_URL
      ? {
          baseUrl: e.COPY_ENGINE_URL,
          apiKey: e.COPY_ENGINE_API_KEY,
          model: e.COPY_ENGINE_MODEL,
          languages: list(e.COPY_ENGINE_LANGUAGES).length ? list(e.COPY_ENGINE_LANGUAGES) : undefined,
        }
      : undefined,
    copyDailyLimit: e.COPY_DAILY_LIMIT,
    copyComposerPaceMs: e.COPY_COMPOSER_PACE_MS,
    speechToText: {
      whisper: e.WHISPER_URL
        ? {
            baseUrl: e.WHISPER_URL,
            apiKey: e.WHISPER_API_KEY,
            model: e.WHISPER_MODEL,
            languages: list(e.WHISPER_LANGUAGES),
          }
        : undefined,
      pocketsphinx: { binary: e.POCKETSPHINX_BIN, modelDir: e.POCKETSPHINX_MODEL_DIR },
    },
    embeddedWorker: e.EMBEDDED_WORKER === 'true',
    workerHealthPort: e.WORKER_HEALTH_PORT,
    queue: {
      expireSeconds: e.JOB_EXPIRE_SECONDS,
      maintenanceSeconds: e.QUEUE_MAINTENANCE_SECONDS,
      shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    },
    ...overrides,
  };
}
