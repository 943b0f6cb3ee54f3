import {
  TaskStatus,
  VIDEO_ART_SIZES,
  VIDEO_GEN_INPUT,
  type TVideoArtImage,
  type TVideoGenDefaults,
  type TVideoGenTask,
  type TVideoGenTemplateImage,
} from '@orator/contracts';

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

export function aTemplate(overrides: Partial<TVideoGenTemplateImage> = {}): TVideoGenTemplateImage {
  const ratio = overrides.ratio ?? '16:9';
  const id = overrides.id ?? 'podium-16x9';
  return {
    id,
    ratio,
    url: `/api/imageToVideo/v1/templateImage?id=${id}`,
    ...VIDEO_ART_SIZES[ratio],
    prompt: 'Slow push in on the podium under soft light',
    ...overrides,
  };
}

export function aVideoArtImage(overrides: Partial<TVideoArtImage> = {}): TVideoArtImage {
  const fileId = overrides.fileId ?? 60;
  return {
    id: 6,
    prompt: 'A kitchen in morning light',
    ratio: '16:9',
    engine: 'composed',
    scene: 'kitchen',
    fileId,
    fileUrl: `/api/user/v2/s3/downloadFileById?fileId=${btoa(String(fileId))}`,
    ...VIDEO_ART_SIZES['16:9'],
    costKcoins: 0,
    isFreeUse: false,
    createTime: '2031-03-01T10:00:00.000Z',
    ...overrides,
  };
}
