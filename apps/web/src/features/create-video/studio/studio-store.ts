import { createStore } from 'zustand';
import type {
  TBackground,
  TDigitalHuman,
  TFileInfo,
  TSaveTaskRequest,
  TSubtitleCue,
  TVideoRatio,
  TVoice,
} from '@orator/contracts';

export type TInputMode = TSaveTaskRequest['inputMode'];
export type TResolution = 720 | 1080;

/** Speech settings of ZSpeech besides the voice: each 1 is normal. */
export interface TSpeechSettings {
  speakRate: number;
  speakPitch: number;
  volume: number;
}

/** The chosen background and what the preview needs to show it. */
export interface TBackgroundChoice {
  value: TBackground;
  /** Image or video address for the preview; colours have none. */
  url?: string;
  isVideo?: boolean;
}

/** The uploaded narration: the stored file, and a local copy the page plays without another download. */
export interface TNarration {
  file: TFileInfo;
  localUrl: string;
}

export interface TSubtitleSettings {
  enabled: boolean;
  fontId: string;
  color: string;
}

/** The subtitle lines of an uploaded narration: made by audio to subtitles, then edited on the page. */
export interface TNarrationSubtitles {
  /** The spoken language; undefined until picked, the interface language's meanwhile. */
  language: string | undefined;
  /** What the narration says, when the user pastes it: the lines then carry exactly these words. */
  text: string;
  /** The audio-to-subtitle task making (or that made) the lines. */
  taskId: number | undefined;
  /** The lines as the user edited them, once the task has made them. */
  cues: TSubtitleCue[] | undefined;
  /** The narration's length as the server measured it: no line may end after it. */
  durationSec: number | null;
}

export const NO_NARRATION_SUBTITLES: TNarrationSubtitles = {
  language: undefined,
  text: '',
  taskId: undefined,
  cues: undefined,
  durationSec: null,
};

export interface TMusicSettings {
  categoryId: string;
  trackId: string | undefined;
  volume: number;
}

/** Everything the user has chosen on the page. Undefined choices fall back to suggestions from the server. */
export interface TStudioDraft {
  /** Undefined until edited: the name the server suggests is shown meanwhile. */
  taskName: string | undefined;
  avatar: TDigitalHuman | undefined;
  inputMode: TInputMode;
  script: string;
  isLongMode: boolean;
  audio: TNarration | undefined;
  voice: TVoice | undefined;
  voiceLanguage: string | undefined;
  speech: TSpeechSettings;
  ratio: TVideoRatio;
  resolution: TResolution;
  background: TBackgroundChoice;
  subtitles: TSubtitleSettings;
  narrationSubtitles: TNarrationSubtitles;
  /** Null: no background music. */
  music: TMusicSettings | null;
  /** Words of the server's list found in the script at the last check. */
  flaggedWords: string[];
  /** Required fields show their errors once the user has tried to generate. */
  isSubmitAttempted: boolean;
  /** The voice or music sample playing, one at a time. */
  sampleUrl: string | undefined;
  /** Talking photos uploaded on this visit and still being checked: each becomes the presenter once ready. */
  awaitedPhotoIds: number[];
}

export interface TStudioState extends TStudioDraft {
  update: (patch: Partial<TStudioDraft>) => void;
}

/** The request schema's defaults, so an untouched page submits what the server would assume anyway. */
export const INITIAL_DRAFT: TStudioDraft = {
  taskName: undefined,
  avatar: undefined,
  inputMode: 'text',
  script: '',
  isLongMode: false,
  audio: undefined,
  voice: undefined,
  voiceLanguage: undefined,
  speech: { speakRate: 1, speakPitch: 1, volume: 1 },
  ratio: '16:9',
  resolution: 720,
  background: { value: { type: 'color', color: '#eef2f7' } },
  subtitles: { enabled: false, fontId: 'noto-sans', color: '#ffffff' },
  narrationSubtitles: NO_NARRATION_SUBTITLES,
  music: null,
  flaggedWords: [],
  isSubmitAttempted: false,
  sampleUrl: undefined,
  awaitedPhotoIds: [],
};

/** One store per visit of the page: leaving drops the draft, as the leave dialog warns. */
export function createStudioStore(initial: Partial<TStudioDraft> = {}) {
  return createStore<TStudioState>()((set) => ({
    ...INITIAL_DRAFT,
    ...initial,
    update: (patch) => set(patch),
  }));
}

export type TStudioStore = ReturnType<typeof createStudioStore>;
