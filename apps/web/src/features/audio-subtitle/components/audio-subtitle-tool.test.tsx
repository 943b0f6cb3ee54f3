import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AudioSubtitleApi,
  FileSource,
  ResultCode,
  SystemApi,
  TaskStatus,
  UserApi,
  type TAudioSubtitleTask,
  type TFileInfo,
  type TSubtitleLanguage,
} from '@orator/contracts';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { answerCatalogueSummary, WITHOUT_POCKETSPHINX } from '../../../test/catalogue';
import { mockApi } from '../../../test/mock-api';
import { signIn } from '../../../test/session';
import { AudioSubtitleTool } from './audio-subtitle-tool';

const UPLOADED: TFileInfo = {
  id: 51,
  fileName: 'interview.mp3',
  mimeType: 'audio/mpeg',
  size: 480_000,
  source: FileSource.AudioInput,
  width: null,
  height: null,
  url: '/api/user/v2/s3/downloadFileById?fileId=NTE%3D',
  createTime: '2031-03-01T10:00:00.000Z',
};

const LANGUAGES: TSubtitleLanguage[] = [
  {
    code: 'en-US',
    name: 'English (United States)',
    nativeName: 'English (United States)',
    engines: ['alignment', 'pocketsphinx'],
    needsText: false,
  },
  { code: 'zh-CN', name: 'Chinese (Mandarin)', nativeName: '中文（普通话）', engines: ['alignment'], needsText: true },
];

function aTask(overrides: Partial<TAudioSubtitleTask> = {}): TAudioSubtitleTask {
  return {
    id: 9,
    taskName: 'interview',
    status: TaskStatus.Finished,
    progress: 100,
    language: 'en-US',
    engine: 'alignment',
    durationSec: 8,
    cueCount: 2,
    failMessage: null,
    audioFileId: UPLOADED.id,
    audioUrl: UPLOADED.url,
    createTime: '2031-03-01T10:00:01.000Z',
    updateTime: '2031-03-01T10:00:03.000Z',
    finishTime: '2031-03-01T10:00:03.000Z',
    knownText: 'Hello and welcome. Thanks for listening.',
    cues: [
      { start: 0.5, end: 2.1, text: 'Hello and welcome.' },
      { start: 2.6, end: 4.2, text: 'Thanks for listening.' },
    ],
    ...overrides,
  };
}

beforeEach(() => {
  mockApi.on('GET', AudioSubtitleApi.getSupportLanguage, { code: 200, data: LANGUAGES });
  mockApi.on('POST', AudioSubtitleApi.list, { code: 200, data: { records: [], total: 0, current: 1, size: 50 } });
  mockApi.on('POST', UserApi.uploadFile, { code: 200, data: UPLOADED });
  mockApi.on('GET', UserApi.downloadFileById, { status: 200, body: new Blob(['mp3'], { type: 'audio/mpeg' }) });
  // jsdom has no object URLs: each blob the tool plays or saves gets one.
  URL.createObjectURL = vi.fn(() => 'blob:audio');
  URL.revokeObjectURL = vi.fn();
});

function renderTool() {
  signIn();
  render(
    <Providers queryClient={createQueryClient()}>
      <AudioSubtitleTool />
    </Providers>,
  );
  return userEvent.setup({ applyAccept: false });
}

const fileInput = () => document.querySelector<HTMLInputElement>('[data-testid=audio-subtitle-tool] input[type=file]')!;
const mp3 = () => new File([new Uint8Array(4096)], 'interview.mp3', { type: 'audio/mpeg' });

async function choose(testId: string, optionText: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((item) =>
      item.textContent?.startsWith(optionText),
    );
    expect(found).toBeDefined();
    return found!;
  });
  fireEvent.click(option);
}

describe('AudioSubtitleTool', () => {
  it('uploads audio with its text, waits for the subtitles, then saves an edit and downloads SRT', async () => {
    let polls = 0;
    mockApi.on('POST', AudioSubtitleApi.asyncAudioToSubtitle, {
      code: 200,
      data: aTask({ status: TaskStatus.Queued, progress: 0, cues: [], cueCount: 0 }),
    });
    mockApi.on('GET', AudioSubtitleApi.getAudioToSubtitleResult, () => {
      polls += 1;
      return {
        code: 200,
        data: polls === 1 ? aTask({ status: TaskStatus.Processing, progress: 30, cues: [] }) : aTask(),
      };
    });
    mockApi.on('POST', AudioSubtitleApi.editAudioToSubtitle, (request) => ({
      code: 200,
      data: aTask({ ...(request.body as object), updateTime: '2031-03-01T10:05:00.000Z' }),
    }));
    mockApi.on('GET', AudioSubtitleApi.export, { status: 200, body: new Blob(['1\n00:00:00,500 --> ...']) });
    const user = renderTool();

    await user.upload(fileInput(), mp3());
    expect(await screen.findByText('interview.mp3')).toBeTruthy();
    expect((mockApi.requestsTo(UserApi.uploadFile)[0]!.body as FormData).get('source')).toBe(
      String(FileSource.AudioInput),
    );
    await user.type(screen.getByLabelText('What is said (optional)'), 'Hello and welcome. Thanks for listening.');
    await user.click(screen.getByRole('button', { name: 'Make subtitles' }));

    expect(mockApi.requestsTo(AudioSubtitleApi.asyncAudioToSubtitle).map((request) => request.body)).toEqual([
      { fileId: UPLOADED.id, language: 'en-US', text: 'Hello and welcome. Thanks for listening.' },
    ]);
    await screen.findByTestId('subtitle-editor', undefined, { timeout: 6000 });
    expect(polls).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(screen.getByTestId('subtitle-player').getAttribute('src')).toBe('blob:audio'));

    const secondLine = screen.getByLabelText('Line 2');
    await user.clear(secondLine);
    await user.type(secondLine, 'Thank you for listening.');
    expect(screen.getByRole('button', { name: 'Download SRT' }).hasAttribute('disabled')).toBe(true);
    // The list refreshes after a save; answered slowly, as over a network, the editor remounts first.
    mockApi.on(
      'POST',
      AudioSubtitleApi.list,
      () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ code: 200, data: { records: [], total: 0, current: 1, size: 50 } }), 100),
        ),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mockApi.requestsTo(AudioSubtitleApi.editAudioToSubtitle)).toHaveLength(1));
    expect(mockApi.requestsTo(AudioSubtitleApi.editAudioToSubtitle)[0]!.body).toEqual({
      id: 9,
      taskName: 'interview',
      cues: [
        { start: 0.5, end: 2.1, text: 'Hello and welcome.' },
        { start: 2.6, end: 4.2, text: 'Thank you for listening.' },
      ],
    });
    // The saved task remounts the editor; the confirmation must survive that.
    expect(await screen.findByText('Changes saved')).toBeTruthy();

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download SRT' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Download SRT' }));
    await waitFor(() => expect(mockApi.requestsTo(AudioSubtitleApi.export)).toHaveLength(1));
    expect(mockApi.requestsTo(AudioSubtitleApi.export)[0]!.params).toEqual({ id: 9, format: 'srt' });
  });

  it('asks for the text of a language it can only align, without calling the server', async () => {
    const user = renderTool();
    await user.upload(fileInput(), mp3());
    await screen.findByText('interview.mp3');
    await choose('subtitle-language', '中文（普通话）');
    expect(screen.getByText(/cannot recognise speech in this language/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Make subtitles' }));
    expect(await screen.findByText('Please enter the text that is spoken')).toBeTruthy();
    expect(mockApi.requestsTo(AudioSubtitleApi.asyncAudioToSubtitle)).toHaveLength(0);
  });

  it('says that recognition needs pocketsphinx, with the command that installs it, on a machine without it', async () => {
    answerCatalogueSummary({ ...WITHOUT_POCKETSPHINX });
    renderTool();
    const notice = await screen.findByTestId('subtitle-recognition-missing');
    expect(notice.textContent).toContain('Recognising speech without a script needs the pocketsphinx package');
    expect(notice.querySelector('code')?.textContent).toBe('sudo apt-get install -y pocketsphinx pocketsphinx-en-us');
  });

  it('says nothing of packages when recognition works', async () => {
    answerCatalogueSummary();
    renderTool();
    await waitFor(() => expect(mockApi.requestsTo(SystemApi.catalogueSummary)).toHaveLength(1));
    await screen.findByTestId('new-subtitle-form');
    expect(screen.queryByTestId('subtitle-recognition-missing')).toBeNull();
  });

  it('shows the server refusal beside the form', async () => {
    mockApi.on('POST', AudioSubtitleApi.asyncAudioToSubtitle, {
      code: ResultCode.BadRequest,
      message: 'The audio must be longer than 3 seconds',
    });
    const user = renderTool();
    await user.upload(fileInput(), mp3());
    await screen.findByText('interview.mp3');
    await user.click(screen.getByRole('button', { name: 'Make subtitles' }));
    expect(await screen.findByText('The audio must be longer than 3 seconds')).toBeTruthy();
  });

  it('refuses a line that overlaps the one above before saving', async () => {
    mockApi.on('POST', AudioSubtitleApi.list, {
      code: 200,
      data: { records: [aTask()], total: 1, current: 1, size: 50 },
    });
    mockApi.on('GET', AudioSubtitleApi.getAudioToSubtitleResult, { code: 200, data: aTask() });
    const user = renderTool();
    await user.click(await screen.findByRole('button', { name: 'interview' }));
    await screen.findByTestId('subtitle-editor');
    const start = screen.getByLabelText('Start (s) 2');
    await user.clear(start);
    await user.type(start, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Subtitle line 2 starts before the line above it ends')).toBeTruthy();
    expect(mockApi.requestsTo(AudioSubtitleApi.editAudioToSubtitle)).toHaveLength(0);
  });

  it('lists past subtitles and deletes one', async () => {
    let records = [
      aTask(),
      aTask({ id: 10, taskName: 'lecture', status: TaskStatus.Failed, failMessage: 'No speech' }),
    ];
    mockApi.on('POST', AudioSubtitleApi.list, () => ({
      code: 200,
      data: { records, total: records.length, current: 1, size: 50 },
    }));
    mockApi.on('POST', AudioSubtitleApi.delete, (request) => {
      const { ids } = request.body as { ids: number[] };
      records = records.filter((task) => !ids.includes(task.id));
      return { code: 200, data: null };
    });
    const user = renderTool();
    const lecture = await screen.findByTestId('subtitle-history-10');
    expect(within(lecture).getByText('Failed')).toBeTruthy();
    await user.click(within(lecture).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('subtitle-history-10')).toBeNull());
    expect(mockApi.requestsTo(AudioSubtitleApi.delete)[0]!.body).toEqual({ ids: [10] });
    expect(screen.getByTestId('subtitle-history-9')).toBeTruthy();
  });
});
