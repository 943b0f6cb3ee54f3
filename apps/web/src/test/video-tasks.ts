import { TaskStatus, type TPage, type TVideoTask } from '@orator/contracts';

/** A finished 16:9 video task as the task list reports it. */
export function aVideoTask(overrides: Partial<TVideoTask> = {}): TVideoTask {
  return {
    id: 5,
    taskName: 'Spring launch',
    taskStatusTypeId: TaskStatus.Finished,
    progress: 100,
    surplusProcessSecond: null,
    digitalHumanId: 'stock-0001',
    digitalHumanName: 'Ava',
    supportTypeId: 101,
    inputMode: 'text',
    copyContent: 'Meet our new spring collection, made from recycled cotton.',
    voiceId: 'en-us-ava',
    voiceName: 'Ava',
    languageType: 'en-US',
    languageTypeName: 'English (US)',
    speakStyle: 'cheerful',
    speakRate: 1.25,
    speakPitch: 0.9,
    volume: 1,
    scene: { canvasConfig: { showRatio: '16:9', resolution: 720 } },
    background: { type: 'color', color: '#eef2f7' },
    subtitles: false,
    musicTrackId: null,
    costKcoins: 65,
    isFreeUse: false,
    voicePackageDurationSecond: 65,
    targetFileId: 90,
    targetFileUrl: '/api/user/v2/s3/downloadFileById?fileId=OTA%3D',
    targetFileThumbnailUrl: '/api/user/v2/s3/downloadFileById?fileId=OTE%3D',
    failMessage: null,
    downloaded: false,
    shareEnabled: false,
    shareToken: null,
    createTime: '2031-03-01T10:00:00.000Z',
    startTime: '2031-03-01T10:00:05.000Z',
    finishTime: '2031-03-01T10:02:05.000Z',
    ...overrides,
  };
}

/** A task still generating: `progress` percent done, `surplusProcessSecond` left. */
export function aPendingTask(overrides: Partial<TVideoTask> = {}): TVideoTask {
  return aVideoTask({
    taskStatusTypeId: TaskStatus.Processing,
    progress: 40,
    surplusProcessSecond: 150,
    voicePackageDurationSecond: null,
    targetFileId: null,
    targetFileUrl: null,
    targetFileThumbnailUrl: null,
    finishTime: null,
    ...overrides,
  });
}

export function aTaskPage(records: TVideoTask[], total = records.length): TPage<TVideoTask> {
  return { records, total, current: 1, size: 20 };
}
