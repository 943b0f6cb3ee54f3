import {
  scriptLength,
  type TDigitalHuman,
  type TMessageKey,
  type TTaskPermission,
  type TVoice,
} from '@orator/contracts';
import { cueProblem, withoutEmptyLines } from '../../audio-subtitle';
import { scriptProblem } from '../components/script-rules';
import type { TStudioDraft } from './studio-store';

/** Fields that show their own error once the user tries to generate. */
export type TStudioField = 'taskName' | 'script';

/**
 * Why Generate cannot go yet: a catalogue message, or one of the page's own prompts. A message about a
 * field names it: the field shows the message, and Generate takes the user there instead of repeating it.
 */
export type TSubmitBlocker =
  | { kind: 'message'; key: TMessageKey; params?: Record<string, number>; field?: TStudioField }
  | { kind: 'prompt'; key: 'chooseAvatar' | 'chooseVoice' | 'makeSubtitles' };

interface TSubmitInputs {
  draft: Pick<TStudioDraft, 'inputMode' | 'script' | 'isLongMode' | 'audio' | 'subtitles' | 'narrationSubtitles'>;
  taskName: string;
  avatar: TDigitalHuman | undefined;
  voice: TVoice | undefined;
  permission: TTaskPermission | undefined;
}

/** The first thing missing or wrong, in the order the user fills the page; undefined when it may be submitted. */
export function submitBlocker({
  draft,
  taskName,
  avatar,
  voice,
  permission,
}: TSubmitInputs): TSubmitBlocker | undefined {
  if (taskName.trim() === '') return { kind: 'message', key: 'videoNameRequired', field: 'taskName' };
  if (!avatar) return { kind: 'prompt', key: 'chooseAvatar' };
  if (!voice) return { kind: 'prompt', key: 'chooseVoice' };
  if (draft.inputMode === 'audio') {
    if (!draft.audio) return { kind: 'message', key: 'uploadAudioRequired' };
    return draft.subtitles.enabled ? narrationSubtitlesBlocker(draft.narrationSubtitles) : undefined;
  }
  if (draft.inputMode === 'slides') {
    // Slides may be silent, so a slide video has no shortest script; its slides' scripts together keep to the plan.
    const limit = permission?.scriptCharacterLimit;
    return limit !== undefined && scriptLength(draft.script) > limit
      ? { kind: 'message', key: 'characterLimitExceeded' }
      : undefined;
  }
  const problem = scriptProblem(draft.script, {
    isLongMode: draft.isLongMode,
    limit: permission?.scriptCharacterLimit,
  });
  if (!problem) return undefined;
  return problem.key === 'scriptTooShort'
    ? { kind: 'message', key: problem.key, params: { min: problem.min }, field: 'script' }
    : { kind: 'message', key: problem.key, field: 'script' };
}

/** Subtitles of a narration are its lines made from the audio, each in order and within it, as the server checks. */
function narrationSubtitlesBlocker({
  cues,
  durationSec,
}: TStudioDraft['narrationSubtitles']): TSubmitBlocker | undefined {
  const lines = cues && withoutEmptyLines(cues);
  if (!lines?.length) return { kind: 'prompt', key: 'makeSubtitles' };
  const problem = cueProblem(lines, durationSec);
  return problem && { kind: 'message', key: problem.key, params: { line: problem.line } };
}

/**
 * SPEC 6: a user without a plan choosing a member-only avatar or voice is asked to upgrade before generating.
 * Names the first such choice; audio mode speaks no voice, so only the avatar counts there.
 */
export function memberOnlyChoice({
  draft,
  avatar,
  voice,
  permission,
}: Omit<TSubmitInputs, 'taskName'>): string | undefined {
  if (!permission || permission.member) return undefined;
  if (avatar?.memberOnly) return avatar.name;
  if (draft.inputMode !== 'audio' && voice?.memberOnly) return voice.voiceName;
  return undefined;
}
