import { ResultCode, type TEnvelope } from '@orator/contracts';

export function isEnvelope(value: unknown): value is TEnvelope {
  return typeof value === 'object' && value !== null && 'code' in value;
}

/** Codes arrive as numbers or numeric strings ('200'); anything else is not a code we know. */
export function parseCode(code: TEnvelope['code']): number {
  if (typeof code === 'number') return code;
  return /^\d+$/.test(code.trim()) ? Number(code) : Number.NaN;
}

/** SPEC 8: 200, '200' and 0 mean success. */
export function isSuccessCode(code: TEnvelope['code']): boolean {
  const parsed = parseCode(code);
  return parsed === ResultCode.Success || parsed === 0;
}

/** The API writes `message`; older services wrote `msg`. */
export function envelopeText(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const { message, msg } = body as { message?: unknown; msg?: unknown };
  if (typeof message === 'string' && message) return message;
  return typeof msg === 'string' ? msg : '';
}
