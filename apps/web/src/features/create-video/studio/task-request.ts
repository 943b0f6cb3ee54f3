import type { TDigitalHuman, TSaveTaskRequest, TSlideVideoSettings, TVoice } from '@orator/contracts';
import type { TQuoteRequest } from '../api/get-task-quote';
import { withoutEmptyLines } from '../../audio-subtitle';
import type { TStudioDraft } from './studio-store';

/** The choices the page fills in from server suggestions when the user has not made them. */
export interface TResolvedChoices {
  taskName: string;
  avatar: TDigitalHuman;
  voice: TVoice;
}

/**
 * The part of the request that prices the video. Audio mode sends no script, text mode no file; a slide video
 * sends its slides, whose scripts the server joins itself, and its voice is every slide's unless a slide has its own.
 */
export function quoteRequest(
  draft: Pick<TStudioDraft, 'inputMode' | 'script' | 'audio' | 'speech'>,
  { avatar, voice }: Omit<TResolvedChoices, 'taskName'>,
  slides?: TSlideVideoSettings,
): TQuoteRequest {
  const speech = { voiceId: voice.voiceId, ...draft.speech };
  if (slides) return { digitalHumanId: avatar.digitalHumanId, inputMode: 'slides', copyContent: '', slides, speech };
  const isAudio = draft.inputMode === 'audio';
  return {
    digitalHumanId: avatar.digitalHumanId,
    inputMode: draft.inputMode,
    copyContent: isAudio ? '' : draft.script,
    ...(isAudio && draft.audio ? { audioFileId: draft.audio.file.id } : {}),
    speech,
  };
}

/** ZSaveTaskRequest from the page's state, and the slides of a slide video. */
export function taskRequest(
  draft: TStudioDraft,
  choices: TResolvedChoices,
  slides?: TSlideVideoSettings,
): TSaveTaskRequest {
  const { trackId, volume } = draft.music ?? {};
  return {
    ...quoteRequest(draft, choices, slides),
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
