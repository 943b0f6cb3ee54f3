import type { TDigitalHuman, TSaveTaskRequest, TVoice } from '@orator/contracts';
import type { TQuoteRequest } from '../api/get-task-quote';
import { withoutEmptyLines } from '../../audio-subtitle';
import type { TStudioDraft } from './studio-store';

/** The choices the page fills in from server suggestions when the user has not made them. */
export interface TResolvedChoices {
  taskName: string;
  avatar: TDigitalHuman;
  voice: TVoice;
}

/** The part of the request that prices the video. Audio mode sends no script, text mode no file. */
export function quoteRequest(
  draft: Pick<TStudioDraft, 'inputMode' | 'script' | 'audio' | 'speech'>,
  { avatar, voice }: Omit<TResolvedChoices, 'taskName'>,
): TQuoteRequest {
  const isAudio = draft.inputMode === 'audio';
  return {
    digitalHumanId: avatar.digitalHumanId,
    inputMode: draft.inputMode,
    copyContent: isAudio ? '' : draft.script,
    ...(isAudio && draft.audio ? { audioFileId: draft.audio.file.id } : {}),
    speech: { voiceId: voice.voiceId, ...draft.speech },
  };
}

/** ZSaveTaskRequest from the page's state. */
export function taskRequest(draft: TStudioDraft, choices: TResolvedChoices): TSaveTaskRequest {
  const { trackId, volume } = draft.music ?? {};
  return {
    ...quoteRequest(draft, choices),
    taskName: choices.taskName.trim(),
    ratio: draft.ratio,
    resolution: draft.resolution,
    background: draft.background.value,
    subtitles: subtitlesRequest(draft),
    music: trackId !== undefined && volume !== undefined ? { trackId, volume } : null,
    longMode: draft.isLongMode,
  };
}

/** A narrated video sends the lines made from its audio; a script's lines are made from its speech. */
function subtitlesRequest(draft: TStudioDraft): TSaveTaskRequest['subtitles'] {
  const { cues } = draft.narrationSubtitles;
  if (draft.inputMode !== 'audio' || !draft.subtitles.enabled || !cues) return draft.subtitles;
  return { ...draft.subtitles, cues: withoutEmptyLines(cues) };
}
