import { InvalidPauseError, parseScript } from '@orator/media';
import { AppError } from '../../platform/errors';

/** A malformed pause token would otherwise be read out loud; the user is told which one. */
export function assertPauses(script: string) {
  try {
    parseScript(script);
  } catch (error) {
    if (error instanceof InvalidPauseError) throw AppError.badRequest('pauseInvalid', { token: error.token });
    throw error;
  }
}
