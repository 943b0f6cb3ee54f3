import { z } from 'zod';
import { Price, type TFreeUses } from './money';

/**
 * AI video translation (#16; SPEC 7 digital-human `queryTranslateSupportLanguage`, `translateText`). The
 * translation endpoints come first; the video upload, transcript, voice and render steps follow them.
 */
export const TranslationApi = {
  /** GET: the directions this installation translates and can then speak, each with its engine. */
  queryTranslateSupportLanguage: '/digitalhuman/v1/translate/queryTranslateSupportLanguage',
  /** POST ZTranslateTextRequest: a transcript's sentences translated one to one. */
  translateText: '/digitalhuman/v1/translate/translateText',
} as const;

/** One request translates at most this many sentences, each at most this long (a transcript of about 10 minutes). */
export const TRANSLATE_LIMITS = { maxSentences: 400, maxSentenceChars: 1000 } as const;

export const ZTranslateTextRequest = z.object({
  sentences: z.array(z.string().max(TRANSLATE_LIMITS.maxSentenceChars)).min(1).max(TRANSLATE_LIMITS.maxSentences),
  /** A language code of the voice catalogue or a bare language: 'en-US' and 'en' are the same here. */
  from: z.string().min(2).max(20),
  to: z.string().min(2).max(20),
});
export type TTranslateTextRequest = z.input<typeof ZTranslateTextRequest>;

/** How a direction is translated: by the offline rule-based engine, or by a server the deployment configured. */
export interface TTranslationDirection {
  from: string;
  to: string;
  /** `apertium`, `libretranslate`, `deepl` or `openai`. */
  engine: string;
  /** Offline engines translate rule by rule: the studio says the result is a draft to check. */
  isOffline: boolean;
  /** The language the text passes through where there is no direct pair. */
  via: string | null;
}

export interface TTranslateSupport {
  /** Directions whose target has a voice to speak it; the sources a transcript can be in. */
  directions: TTranslationDirection[];
  sources: string[];
  targets: string[];
}

export interface TTranslatedText {
  /** In the request's order, each source sentence beside its translation. */
  sentences: { source: string; text: string }[];
  direction: TTranslationDirection;
}

/**
 * The video translation task (#16, SPEC 2 /ai-video-translation, /my tab "AI video translation"). A task moves
 * through stages: the upload is analysed (its audio extracted, its language proposed), the user confirms the
 * language, the speech is transcribed, the user corrects the transcript and its translation sentence by sentence,
 * and only then submits: the K-coins are held and the video is rendered. Replies and errors: docs/api.md,
 * section "Video translation (#16)".
 */
export const VideoTranslationApi = {
  /** POST multipart (field `file`, optional `taskName`): checks the video, stores it and starts the analysis. */
  uploadVideo: '/digitalhuman/v1/videoTranslate/uploadVideo',
  /** GET ?id: the language the analysis heard, for the user to confirm (SPEC 7 `detectLanguageType`). */
  detectLanguageType: '/digitalhuman/v1/translate/detectLanguageType',
  /** POST ZTranscribeRequest: the confirmed language, and the user's own transcript or SRT if they have one. */
  transcribe: '/digitalhuman/v1/videoTranslate/transcribe',
  /** POST ZSaveSentencesRequest: the corrected transcript and translations. */
  saveSentences: '/digitalhuman/v1/videoTranslate/saveSentences',
  /** POST ZTranslateTaskRequest: translates every sentence into the target language (replacing earlier drafts). */
  translate: '/digitalhuman/v1/videoTranslate/translate',
  /** POST ZVideoTranslationSubmitRequest without holding anything: what submitting would cost. */
  quote: '/digitalhuman/v1/videoTranslate/quote',
  /** POST ZVideoTranslationSubmitRequest: holds the K-coins and renders. */
  submit: '/digitalhuman/v1/videoTranslate/submit',
  /** POST ZRegenerateSentenceRequest: a finished task's sentence with a new text or voice, re-rendered alone. */
  regenerateSentence: '/digitalhuman/v1/videoTranslate/regenerateSentence',
  /** POST ZVideoTranslationListRequest: the /my tab. */
  list: '/digitalhuman/v1/videoTranslate/list',
  /** GET ?id */
  detail: '/digitalhuman/v1/videoTranslate/detail',
  /** POST { ids } */
  delete: '/digitalhuman/v1/videoTranslate/delete',
} as const;

const MB = 1024 * 1024;

/** Upload rules (docs/video-translation.md), in the style of SPEC 5's face-swap rules. */
export const VIDEO_TRANSLATION_LIMITS = {
  maxBytes: 200 * MB,
  minSec: 3,
  maxSec: 10 * 60,
  /** The shorter side: smaller videos are refused, larger ones are rendered at 1080 rows at most. */
  minShortSide: 240,
  maxOutputRows: 1080,
} as const;

/** What a user may upload, named for the file picker: MP4 and MOV by content, not by name. */
export const VIDEO_TRANSLATION_ACCEPT = '.mp4,.mov,video/mp4,video/quicktime';

/** Per started minute of the source video (a task of 61 s costs two minutes). */
export function videoTranslationCostFor(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60)) * Price.videoTranslationKcoinPerMinute;
}

export const VIDEO_TRANSLATION_STAGES = [
  /** The audio is being extracted and its language detected. */
  'analysing',
  /** The analysis proposed a language; the user confirms it (or picks another) and how to get the transcript. */
  'confirmLanguage',
  'transcribing',
  /** The transcript (and, once translated, the translation) can be corrected; nothing is charged yet. */
  'editing',
  /** Submitted: K-coins held, the video is being made (taskStatusTypeId 190/191). */
  'rendering',
  'finished',
  'failed',
] as const;
export type TVideoTranslationStage = (typeof VIDEO_TRANSLATION_STAGES)[number];

/** How the translated speech is voiced: the speaker's own voice, cloned from the video, or a library voice. */
export const ZTranslationVoice = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('clone') }),
  z.object({ mode: z.literal('library'), voiceId: z.string().min(1).max(80) }),
]);
export type TTranslationVoice = z.infer<typeof ZTranslationVoice>;

export const SUBTITLE_CHOICES = ['none', 'source', 'target', 'both'] as const;
export type TSubtitleChoice = (typeof SUBTITLE_CHOICES)[number];

/** How the transcript is made: recognised from the speech, or the user's own text or SRT aligned to it. */
export const ZTranscribeRequest = z.object({
  id: z.number().int().positive(),
  /** A language code of `queryTranslateSupportLanguage`'s sources: 'en-US' or 'en'. */
  language: z.string().min(2).max(20),
  /** The words spoken, to be aligned to the audio; one sentence per line is kept as one sentence. */
  text: z
    .string()
    .max(TRANSLATE_LIMITS.maxSentences * TRANSLATE_LIMITS.maxSentenceChars)
    .optional(),
  /** An SRT or WebVTT file's text: its timings are used as they are. */
  subtitles: z.string().max(2_000_000).optional(),
});
export type TTranscribeRequest = z.input<typeof ZTranscribeRequest>;

export const ZEditedSentence = z.object({
  /** The sentence's index in the task; the timing stays the recognised one. */
  index: z.number().int().min(0),
  source: z.string().max(TRANSLATE_LIMITS.maxSentenceChars),
  text: z.string().max(TRANSLATE_LIMITS.maxSentenceChars),
});

export const ZSaveSentencesRequest = z.object({
  id: z.number().int().positive(),
  sentences: z.array(ZEditedSentence).min(1).max(TRANSLATE_LIMITS.maxSentences),
});
export type TSaveSentencesRequest = z.input<typeof ZSaveSentencesRequest>;

export const ZTranslateTaskRequest = z.object({
  id: z.number().int().positive(),
  targetLanguage: z.string().min(2).max(20),
});
export type TTranslateTaskRequest = z.input<typeof ZTranslateTaskRequest>;

export const ZVideoTranslationSubmitRequest = z.object({
  id: z.number().int().positive(),
  voice: ZTranslationVoice.default({ mode: 'clone' }),
  subtitles: z.enum(SUBTITLE_CHOICES).default('target'),
  /** Re-sync the speaker's lips to the new speech. */
  lipSync: z.boolean().default(true),
  taskName: z.string().trim().min(1).max(100).optional(),
});
export type TVideoTranslationSubmitRequest = z.input<typeof ZVideoTranslationSubmitRequest>;

export const ZRegenerateSentenceRequest = z.object({
  id: z.number().int().positive(),
  index: z.number().int().min(0),
  text: z.string().trim().min(1).max(TRANSLATE_LIMITS.maxSentenceChars).optional(),
  /** A library voice for this sentence alone; null goes back to the task's voice. */
  voiceId: z.string().min(1).max(80).nullable().optional(),
});
export type TRegenerateSentenceRequest = z.input<typeof ZRegenerateSentenceRequest>;

export const ZVideoTranslationListRequest = z.object({
  current: z.number().int().positive().default(1),
  size: z.number().int().positive().max(100).default(20),
  ids: z.array(z.number().int().positive()).max(100).optional(),
});
export const ZVideoTranslationIdQuery = z.object({ id: z.coerce.number().int().positive() });
export const ZVideoTranslationDeleteRequest = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(100),
});

/** How a translated sentence was fitted into its source time (see docs/dub-fit.md). */
export interface TSentenceFit {
  /** fits, tempo (sped up), borrowed (took time from the pauses around it) or tooLong (its end is cut). */
  status: 'fits' | 'tempo' | 'borrowed' | 'tooLong';
  tempo: number;
  /** Seconds cut from its end; a sentence to shorten. */
  overflowSec: number;
  start: number;
  end: number;
}

export interface TTranslationSentence {
  index: number;
  /** Where it is spoken in the source video, seconds. */
  start: number;
  end: number;
  source: string;
  /** The translation; empty until translated. */
  text: string;
  /** A library voice for this sentence alone, set by regeneration. */
  voiceId: string | null;
  /** Set once rendered. */
  fit: TSentenceFit | null;
}

export interface TLanguageGuess {
  /** A catalogue language code, or null when the analysis could not tell. */
  language: string | null;
  /** 0-1: how sure the analysis is. */
  confidence: number;
  /** `whisper`, `pocketsphinx` or `none`. */
  engine: string;
  /** False while the analysis runs. */
  ready: boolean;
}

export interface TVideoTranslationQuote {
  canSubmit: boolean;
  blockedBy: 'balance' | 'busy' | 'notTranslated' | null;
  durationSec: number;
  /** Started minutes of the source video. */
  minutes: number;
  cost: number;
  price: number;
  isTrial: boolean;
  freeUses: TFreeUses;
  balance: number;
}

export interface TVideoTranslationTask {
  id: number;
  taskName: string;
  stage: TVideoTranslationStage;
  /** TaskStatus while rendering and after: 190, 191, 192, 193; null before submission. */
  taskStatusTypeId: number | null;
  progress: number;
  /** The step of the current work, for the progress line: e.g. `voice`, `lips`, `mixing`. */
  step: string | null;
  durationSec: number;
  width: number;
  height: number;
  sourceLanguage: string | null;
  targetLanguage: string | null;
  detected: TLanguageGuess;
  /** `whisper`, `pocketsphinx`, `alignment` or `subtitles`. */
  transcriptEngine: string | null;
  sentences: TTranslationSentence[];
  voice: TTranslationVoice | null;
  subtitles: TSubtitleChoice;
  lipSync: boolean;
  sourceVideoUrl: string | null;
  videoUrl: string | null;
  videoFileId: number | null;
  coverUrl: string | null;
  sourceSrtUrl: string | null;
  targetSrtUrl: string | null;
  costKcoins: number;
  isFreeUse: boolean;
  /** Why it failed, in the request's language. */
  failReason: string | null;
  createTime: string;
  updateTime: string;
}
