import { TaskStatus, VIDEO_GEN_INPUT, type TVideoGenDefaults, type TVideoGenTask } from '@orator/contracts';

export function someDefaults(overrides: Partial<TVideoGenDefaults> = {}): TVideoGenDefaults {
  return {
    engine: 'composed',
    input: VIDEO_GEN_INPUT,
    ratios: ['16:9', '9:16', '1:1'],
    price: 10,
    promptWords: [
      'Slow zoom in on the city at night, neon lights shimmering',
      'Orbit around the product on a marble table in soft morning light',
    ],
    ...overrides,
  };
}

export function aClip(overrides: Partial<TVideoGenTask> = {}): TVideoGenTask {
  return {
    id: 31,
    kind: 'image',
    prompt: 'Orbit around the product',
    ratio: '9:16',
    durationSec: 6,
    imageFileIds: [41],
    voiceId: null,
    hasSubtitles: false,
    engine: 'composed',
    taskStatusTypeId: TaskStatus.Finished,
    progress: 100,
    targetFileId: 90,
    targetFileUrl: `/api/user/v2/s3/downloadFileById?fileId=${btoa('90')}&fileName=video-31.mp4`,
    targetFileThumbnailUrl: `/api/user/v2/s3/downloadFileById?fileId=${btoa('91')}`,
    width: 720,
    height: 1280,
    costKcoins: 10,
    isFreeUse: false,
    failReason: null,
    createTime: '2031-03-01T10:00:00.000Z',
    updateTime: '2031-03-01T10:01:00.000Z',
    ...overrides,
  };
}
