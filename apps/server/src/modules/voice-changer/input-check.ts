import { VOICE_CHANGE_INPUT } from '@orator/contracts';
import { checkToolAudio } from '../file/audio-input-check';

/** The voice changer's input rules, judged on the file's content; a refusal names the rule in the user's language. */
export function checkVoiceChangeInput(filePath: string) {
  return checkToolAudio(filePath, VOICE_CHANGE_INPUT, {
    wrongFormat: 'voiceChangeWrongFormat',
    silent: 'voiceChangeSilent',
  });
}
