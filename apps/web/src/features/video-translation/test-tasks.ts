import { TaskStatus, type TTranslationSentence, type TVideoTranslationTask } from '@orator/contracts';

/** Test data for the studio and the history tab: a 65-second English video of two sentences. */
export function aSentence(overrides: Partial<TTranslationSentence> = {}): TTranslationSentence {
  return {
    index: 0,
    start: 0.5,
    end: 3.2,
    source: 'Hello and welcome.',
    text: '',
    voiceId: null,
    fit: null,
    ...overrides,
  };
}

export function aTranslationTask(overrides: Partial<TVideoTranslationTask> = {}): TVideoTranslationTask {
  return {
    id: 7,
    taskName: 'Interview',
    stage: 'editing',
    taskStatusTypeId: null,
    progress: 0,
    step: null,
    durationSec: 65,
    width: 1280,
    height: 720,
    sourceLanguage: 'en',
    targetLanguage: null,
    detected: { language: 'en', confidence: 0.93, engine: 'whisper', ready: true },
    transcriptEngine: 'whisper',
    sentences: [aSentence(), aSentence({ index: 1, start: 3.6, end: 7.9, source: 'Today we talk about the weather.' })],
    voice: null,
    subtitles: 'target',
    lipSync: true,
    sourceVideoUrl: '/api/files/source.mp4',
    videoUrl: null,
    videoFileId: null,
    coverUrl: null,
    sourceSrtUrl: null,
    targetSrtUrl: null,
    costKcoins: 0,
    isFreeUse: false,
    failReason: null,
    createTime: '2031-03-01T10:00:00.000Z',
    updateTime: '2031-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The same task once rendered into Spanish. */
export function aFinishedTask(overrides: Partial<TVideoTranslationTask> = {}): TVideoTranslationTask {
  return aTranslationTask({
    stage: 'finished',
    taskStatusTypeId: TaskStatus.Finished,
    progress: 100,
    targetLanguage: 'es',
    sentences: [
      aSentence({
        text: 'Hola y bienvenidos.',
        fit: { status: 'fits', tempo: 1, overflowSec: 0, start: 0.5, end: 3.2 },
      }),
      aSentence({
        index: 1,
        start: 3.6,
        end: 7.9,
        source: 'Today we talk about the weather.',
        text: 'Hoy hablamos del tiempo que hace en toda la región durante la semana.',
        fit: { status: 'tooLong', tempo: 1.25, overflowSec: 1.4, start: 3.6, end: 7.9 },
      }),
    ],
    voice: { mode: 'clone' },
    videoUrl: '/api/files/translated.mp4',
    videoFileId: 31,
    coverUrl: '/api/files/cover.jpg',
    sourceSrtUrl: '/api/files/source.srt',
    targetSrtUrl: '/api/files/target.srt',
    costKcoins: 80,
    ...overrides,
  });
}
