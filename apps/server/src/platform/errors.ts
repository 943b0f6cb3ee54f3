import { ResultCode, type TMessageKey } from '@orator/contracts';

/** A failure the user should see: an envelope code and a message key translated per request. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: TMessageKey,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }

  static badRequest(key: TMessageKey, params?: Record<string, string | number>) {
    return new AppError(ResultCode.BadRequest, key, params);
  }
  static notFound() {
    return new AppError(ResultCode.NotFound, 'notFound');
  }
  static forbidden(key: TMessageKey = 'forbidden') {
    return new AppError(ResultCode.Forbidden, key);
  }
  static sessionExpired() {
    return new AppError(ResultCode.SessionExpired, 'sessionExpired');
  }
  static tooManyRequests(key: TMessageKey = 'tooManyRequests') {
    return new AppError(ResultCode.TooManyRequests, key);
  }
}
