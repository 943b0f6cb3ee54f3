import { VOICE_CHANGE_INPUT } from '@orator/contracts';
import { AudioInputRejectedError, checkAudioInput, type AudioInputProblem } from '@orator/media';
import { AppError } from '../../platform/errors';
import { formatBytes } from '../../platform/format';

const SECONDS_PER_MINUTE = 60;

function refusal(problem: AudioInputProblem): AppError {
  switch (problem) {
    case 'tooLarge':
      return AppError.badRequest('fileTooLarge', { max: formatBytes(VOICE_CHANGE_INPUT.maxBytes) });
    case 'tooShort':
    case 'tooSmall':
      return AppError.badRequest('audioTooShort', { min: VOICE_CHANGE_INPUT.minSec });
    case 'tooLong':
      return AppError.badRequest('audioTooLong', { max: VOICE_CHANGE_INPUT.maxSec / SECONDS_PER_MINUTE });
    case 'wrongFormat':
      return AppError.badRequest('voiceChangeWrongFormat');
    case 'silent':
      return AppError.badRequest('voiceChangeSilent');
    case 'unreadable':
      return AppError.badRequest('audioUnreadable');
  }
}

/** The voice changer's input rules, judged on the file's content; a refusal names the rule in the user's language. */
export async function checkVoiceChangeInput(filePath: string) {
  try {
    return await checkAudioInput(filePath, VOICE_CHANGE_INPUT);
  } catch (error) {
    if (error instanceof AudioInputRejectedError) throw refusal(error.problem);
    throw error;
  }
}
