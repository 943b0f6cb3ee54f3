/** A call the API (or the network) refused. `code` is the envelope code, or the HTTP status when there was none. */
export class ApiError extends Error {
  readonly code: number | undefined;
  readonly data: unknown;

  constructor(code: number | undefined, message: string, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
}

export function isApiError(error: unknown, code?: number): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
