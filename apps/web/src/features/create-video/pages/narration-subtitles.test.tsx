import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AudioSubtitleApi,
  FileSource,
  TaskApi,
  TaskStatus,
  translate,
  UserApi,
  type TAudioSubtitleTask,
  type TAudioToSubtitleRequest,
  type TFileInfo,
  type TSaveTaskRequest,
  type TSubtitleLanguage,
} from '@orator/contracts';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';
import { mockStudioApi } from './studio-mocks';

const NARRATION: TFileInfo = {
  id: 77,
  fileName: 'narration.mp3',
  mimeType: 'audio/mpeg',
  size: 120_000,
  source: FileSource.Narration,
  width: null,
  height: null,
  url: '/api/user/v2/s3/downloadFileById?fileId=Nzc%3D',
  createTime: '2031-03-01T10:00:00.000Z',
};

const LANGUAGES: TSubtitleLanguage[] = [
  {
    code: 'en-US',
    name: 'English (United States)',
    nativeName: 'English (United States)',
    engines: ['alignment'],
    needsText: true,
  },
  { code: 'zh-CN', name: 'Chinese (Mandarin)', nativeName: '中文（普通话）', engines: ['alignment'], needsText: true },
];

const SCRIPT = 'Hello and welcome. Thanks for watching.';
/** The whole page renders in jsdom: slow on a busy machine. */
const PAGE_TIMEOUT = 60_000;
const APPEARS = { timeout: 10_000 };
const LINE_2_INVALID = translate('subtitleCueInvalid', 'en', { line: 2 });

function aSubtitleTask(overrides: Partial<TAudioSubtitleTask> = {}): TAudioSubtitleTask {
  return {
    id: 31,
    taskName: 'narration',
    status: TaskStatus.Finished,
    progress: 100,
    language: 'en-US',
    engine: 'alignment',
    durationSec: 6,
    cueCount: 2,
    failMessage: null,
    audioFileId: NARRATION.id,
    audioUrl: NARRATION.url,
    createTime: '2031-03-01T10:00:01.000Z',
    updateTime: '2031-03-01T10:00:03.000Z',
    finishTime: '2031-03-01T10:00:03.000Z',
    knownText: SCRIPT,
    cues: [
      { start: 0.5, end: 2.1, text: 'Hello and welcome.' },
      { start: 2.6, end: 4.2, text: 'Thanks for watching.' },
    ],
    ...overrides,
  };
}

beforeEach(() => {
  signIn();
  mockStudioApi();
  mockApi.on('POST', UserApi.uploadFile, { code: 200, data: NARRATION });
  mockApi.on('GET', AudioSubtitleApi.getSupportLanguage, { code: 200, data: LANGUAGES });
  // jsdom has no object URLs: the page plays the narration from one.
  URL.createObjectURL = vi.fn(() => 'blob:narration');
  URL.revokeObjectURL = vi.fn();
});

/** Opens /create in audio mode with the narration uploaded and subtitles switched on under it. */
async function narratedStudio() {
  const view = renderApp('/ai/create');
  await screen.findByTestId('create-studio', undefined, APPEARS);
  await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('task-name').value).toBe('Video 3'), APPEARS);
  const { user } = view;
  await user.click(screen.getByText('Upload audio'));
  const input = document.querySelector<HTMLInputElement>('.audio-input input[type=file]')!;
  await user.upload(input, new File(['ID3'], 'narration.mp3', { type: 'audio/mpeg' }));
  await screen.findByTestId('narration-subtitles', undefined, APPEARS);
  await user.click(screen.getByTestId('narration-subtitles-enabled'));
  return view;
}

const started = () =>
  mockApi.requestsTo(AudioSubtitleApi.asyncAudioToSubtitle).map((request) => request.body as TAudioToSubtitleRequest);
const saved = () => mockApi.requestsTo(TaskApi.saveTask).map((request) => request.body as TSaveTaskRequest);

describe('subtitles of a narrated video', () => {
  it(
    'makes the lines from the narration and its pasted script, lets one be corrected, and sends them',
    async () => {
      let polls = 0;
      mockApi.on('POST', AudioSubtitleApi.asyncAudioToSubtitle, {
        code: 200,
        data: aSubtitleTask({ status: TaskStatus.Queued, progress: 0, cues: [] }),
      });
      mockApi.on('GET', AudioSubtitleApi.getAudioToSubtitleResult, () => ({
        code: 200,
        data:
          ++polls === 1 ? aSubtitleTask({ status: TaskStatus.Processing, progress: 30, cues: [] }) : aSubtitleTask(),
      }));
      mockApi.on('POST', TaskApi.saveTask, { code: 200, data: { id: 5 } });
      const { user } = await narratedStudio();
      expect(screen.queryByTestId('subtitles-audio-none')).toBeNull();

      // Generating before the lines exist says what is missing.
      await user.click(screen.getByTestId('generate'));
      expect(screen.getByTestId('submit-blocker').textContent).toBe(
        'Make the subtitles of your narration under your audio, or turn subtitles off',
      );

      // English can only be timed from its script here: the page asks for it before starting.
      await user.click(screen.getByTestId('make-narration-subtitles'));
      expect(await screen.findByText('Please paste the script of your narration')).toBeTruthy();
      expect(started()).toHaveLength(0);
      await user.click(screen.getByTestId('narration-subtitle-text'));
      await user.paste(SCRIPT);
      await user.click(screen.getByTestId('make-narration-subtitles'));
      await waitFor(() => expect(started()).toEqual([{ fileId: NARRATION.id, language: 'en-US', text: SCRIPT }]));

      expect(await screen.findByTestId('narration-subtitles-progress', undefined, APPEARS)).toBeTruthy();
      const lines = await screen.findByTestId('narration-subtitle-lines', undefined, APPEARS);
      const first = within(lines).getByLabelText('Line 1');
      await user.clear(first);
      await user.type(first, 'Hello, and welcome!');

      await user.click(screen.getByTestId('generate'));
      await waitFor(() => expect(saved()).toHaveLength(1));
      expect(saved()[0]!.subtitles).toEqual({
        enabled: true,
        fontId: 'noto-sans',
        color: '#ffffff',
        cues: [
          { start: 0.5, end: 2.1, text: 'Hello, and welcome!' },
          { start: 2.6, end: 4.2, text: 'Thanks for watching.' },
        ],
      });
    },
    PAGE_TIMEOUT,
  );

  it(
    'refuses to generate while a line ends before it starts, naming the line',
    async () => {
      mockApi.on('POST', AudioSubtitleApi.asyncAudioToSubtitle, { code: 200, data: aSubtitleTask() });
      mockApi.on('GET', AudioSubtitleApi.getAudioToSubtitleResult, { code: 200, data: aSubtitleTask() });
      const { user } = await narratedStudio();
      await user.click(screen.getByTestId('narration-subtitle-text'));
      await user.paste(SCRIPT);
      await user.click(screen.getByTestId('make-narration-subtitles'));
      const lines = await screen.findByTestId('narration-subtitle-lines', undefined, APPEARS);
      const end = within(lines).getByLabelText('End (s) 2');
      await user.clear(end);
      await user.type(end, '1');
      await user.tab();

      expect(await screen.findByTestId('narration-cue-problem')).toHaveProperty('textContent', LINE_2_INVALID);
      await user.click(screen.getByTestId('generate'));
      expect(screen.getByTestId('submit-blocker').textContent).toBe(LINE_2_INVALID);
      expect(saved()).toHaveLength(0);
    },
    PAGE_TIMEOUT,
  );

  it(
    "shows the engines' refusals and failures in the user's words, and starts again",
    async () => {
      mockApi.on('POST', AudioSubtitleApi.asyncAudioToSubtitle, {
        code: 400,
        message: translate('subtitleTextUnspeakable', 'en'),
      });
      const { user } = await narratedStudio();
      await user.click(screen.getByTestId('narration-subtitle-text'));
      await user.paste(SCRIPT);
      await user.click(screen.getByTestId('make-narration-subtitles'));
      expect(await screen.findByTestId('narration-subtitle-problem')).toHaveProperty(
        'textContent',
        translate('subtitleTextUnspeakable', 'en'),
      );

      mockApi.on('POST', AudioSubtitleApi.asyncAudioToSubtitle, { code: 200, data: aSubtitleTask() });
      mockApi.on('GET', AudioSubtitleApi.getAudioToSubtitleResult, {
        code: 200,
        data: aSubtitleTask({
          status: TaskStatus.Failed,
          cues: [],
          failMessage: translate('subtitleExtractFailed', 'en'),
        }),
      });
      await user.click(screen.getByTestId('make-narration-subtitles'));
      await waitFor(() =>
        expect(screen.getByTestId('narration-subtitle-problem').textContent).toBe(
          translate('subtitleExtractFailed', 'en'),
        ),
      );
      await user.click(screen.getByText('Try again'));
      expect(screen.getByTestId('make-narration-subtitles')).toBeTruthy();
      // The pasted script is kept for the next attempt.
      expect(screen.getByTestId<HTMLTextAreaElement>('narration-subtitle-text').value).toBe(SCRIPT);
    },
    PAGE_TIMEOUT,
  );
});
