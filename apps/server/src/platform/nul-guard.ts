import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** Whether a parsed body or query holds a string with a NUL byte anywhere, however deep. */
export function hasNulByte(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  // Raw bodies (signed webhooks) are bytes for their route to read, not text for the database.
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some(hasNulByte);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, child]) => key.includes('\0') || hasNulByte(child));
  }
  return false;
}

/**
 * PostgreSQL cannot store a NUL byte in text, and no name or script needs one: a request carrying one is
 * refused as bad input before any route sees it, instead of failing half-way with a 500.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (hasNulByte(request.query) || hasNulByte(request.body)) throw AppError.badRequest('textHasNulByte');
  });
}
