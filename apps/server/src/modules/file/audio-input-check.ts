import type { TMessageKey } from '@orator/contracts';
import { AudioInputRejectedError, checkAudioInput, type AudioInputLimits, type AudioInputProblem } from '@orator/media';
import { AppError } from '../../platform/errors';
import { formatBytes } from '../../platform/format';

const SECONDS_PER_MINUTE = 60;

/** The messages a tool names for itself; size and length refusals follow from its limits. */
export interface AudioToolMessages {
  wrongFormat: TMessageKey;
  silent: TMessageKey;
  /** A file too small to hold the shortest audio allowed. */
  tooSmall?: TMessageKey;
}

function refusal(problem: AudioInputProblem, limits: AudioInputLimits, messages: AudioToolMessages): AppError {
  switch (problem) {
    case 'tooLarge':
      return AppError.badRequest('fileTooLarge', { max: formatBytes(limits.maxBytes) });
    case 'tooSmall':
      return messages.tooSmall
        ? AppError.badRequest(messages.tooSmall)
        : AppError.badRequest('audioTooShort', { min: limits.minSec });
    case 'tooShort':
      return AppError.badRequest('audioTooShort', { min: limits.minSec });
    case 'tooLong':
      return AppError.badRequest('audioTooLong', { max: limits.maxSec / SECONDS_PER_MINUTE });
    case 'wrongFormat':
      return AppError.badRequest(messages.wrongFormat);
    case 'silent':
      return AppError.badRequest(messages.silent);
    case 'unreadable':
      return AppError.badRequest('audioUnreadable');
  }
}

/**
 * A voice tool's input rules, judged on the file's content (its length by decoding it); a refusal names the
 * rule in the user's language.
 */
export async function checkToolAudio(filePath: string, limits: AudioInputLimits, messages: AudioToolMessages) {
  try {
    return await checkAudioInput(filePath, limits);
  } catch (error) {
    if (error instanceof AudioInputRejectedError) throw refusal(error.problem, limits, messages);
    throw error;
  }
}
