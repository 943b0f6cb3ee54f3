import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  Header,
  ResultCode,
  messages,
  toLocale,
  translate,
  type TEnvelope,
  type TLocale,
  type TMessageKey,
} from '@orator/contracts';
import { AppError } from './errors';
import { formatBytes } from './format';

declare module 'fastify' {
  interface FastifyRequest {
    locale: TLocale;
    /** The web app's API answers numeric codes; the open API (`/apis`) answers them as strings. */
    codesAsStrings: boolean;
  }
  interface FastifyContextConfig {
    /** Send the handler's result as it is, without the envelope (files, redirects, documents). */
    rawReply?: boolean;
  }
}

const isMessageKey = (value: string): value is TMessageKey => Object.hasOwn(messages, value);

/** Envelopes built here, so the serialization hook never wraps one twice. */
const built = new WeakSet<object>();

function envelope(request: FastifyRequest, code: number, data: unknown, message: string): TEnvelope {
  const result = { code: request.codesAsStrings ? String(code) : code, data, message };
  built.add(result);
  return result;
}

function describeValidationError(error: FastifyError, locale: TLocale): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return translate('invalidInput', locale, { detail: error.message });
  const issue = error.validation[0];
  const text = issue?.message ?? '';
  if (isMessageKey(text)) return translate(text, locale);
  const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
  return translate('invalidInput', locale, { detail: field ? `${field}: ${text}` : text });
}

/**
 * Fastify hands plain strings to the client without the serialization hooks, so a route whose data
 * is a string wraps it itself.
 */
export function successEnvelope(request: FastifyRequest, data: string): TEnvelope {
  return envelope(request, ResultCode.Success, data, translate('success', request.locale));
}

/**
 * Every answer is `{code, data, message}`. Business failures travel with HTTP 200 and their envelope code, as SPEC
 * section 8 expects; only too many requests (429) and unexpected failures (500) use another status. The open API
 * gives the same codes as strings ("200" on success, API-NOTES), so one table of codes serves both.
 */
export function registerEnvelope(app: FastifyInstance, { codesAsStrings = false } = {}) {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('codesAsStrings', false);
  app.addHook('onRequest', async (request) => {
    request.locale = toLocale(request.headers[Header.Language.toLowerCase()] as string | undefined);
    request.codesAsStrings = codesAsStrings;
  });

  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.routeOptions.config.rawReply || isBuilt(payload)) return payload;
    return envelope(request, ResultCode.Success, payload ?? null, translate('success', request.locale));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale ?? 'en';
    if (error instanceof AppError) {
      const status = error.code === ResultCode.TooManyRequests ? 429 : 200;
      return reply
        .status(status)
        .send(envelope(request, error.code, error.data, translate(error.messageKey, locale, error.params)));
    }
    if (error.validation) {
      return reply
        .status(200)
        .send(envelope(request, ResultCode.BadRequest, null, describeValidationError(error, locale)));
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(envelope(request, ResultCode.TooManyRequests, null, translate('tooManyRequests', locale)));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      const key: TMessageKey = error.statusCode === 413 ? 'fileTooLarge' : 'invalidInput';
      const max = formatBytes(request.routeOptions.bodyLimit);
      return reply
        .status(200)
        .send(envelope(request, ResultCode.BadRequest, null, translate(key, locale, { detail: error.message, max })));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(envelope(request, ResultCode.ServerError, null, translate('serverError', locale)));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(envelope(request, ResultCode.NotFound, null, translate('notFound', request.locale ?? 'en')));
  });
}

function isBuilt(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && built.has(payload);
}
