import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DubbingApi,
  TaskStatus,
  UserApi,
  VoiceApi,
  VoiceSource,
  type TDubbingQuote,
  type TDubbingTask,
  type TTaskEvent,
  type TLanguage,
  type TVoice,
} from '@orator/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { confirmButton } from '../../../test/confirm-popup';
import { stubEventStream } from '../../../test/event-stream';
import { mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { playPhoneWidth, signIn } from '../../../test/session';

function aVoice(overrides: Partial<TVoice> = {}): TVoice {
  return {
    voiceId: 'espeak:en-US:f2',
    voiceName: 'Emma',
    voiceSource: VoiceSource.Espeak,
    language: 'en-US',
    languageName: 'English (United States)',
    gender: 'female',
    ageGroup: 'young',
    styles: ['narration'],
    memberOnly: false,
    defaultVoiceUrl: '/api/voice/v1/voice/sample?voiceId=espeak%3Aen-US%3Af2',
    engine: 'espeak',
    ...overrides,
  };
}

const EMMA = aVoice();
const WALTER = aVoice({ voiceId: 'espeak:en-US:m1', voiceName: 'Walter', gender: 'male', memberOnly: true });
const LANGUAGES: TLanguage[] = [
  { code: 'en-US', name: 'English (United States)', nativeName: 'English (United States)', voiceCount: 2 },
  { code: 'pt-BR', name: 'Portuguese (Brazil)', nativeName: 'Português (Brasil)', voiceCount: 1 },
];

function aQuote(overrides: Partial<TDubbingQuote> = {}): TDubbingQuote {
  return {
    canSave: true,
    blockedBy: null,
    characterCount: 21,
    characterLimit: 1500,
    estimatedSeconds: 3,
    cost: 18,
    price: 18,
    isTrial: false,
    freeUses: { total: 3, used: 3, thisUse: null },
    balance: 500,
    processing: 0,
    concurrentLimit: 1,
    ...overrides,
  };
}

function aDubbing(overrides: Partial<TDubbingTask> = {}): TDubbingTask {
  return {
    id: 7,
    taskName: 'Launch voice-over',
    taskStatusTypeId: TaskStatus.Finished,
    progress: 100,
    language: 'en-US',
    paragraphs: [{ content: 'Hello from the studio.', voiceId: EMMA.voiceId, speakRate: 1, speakPitch: 1, volume: 1 }],
    characterCount: 22,
    estimatedSeconds: 3,
    costKcoins: 18,
    isFreeUse: false,
    fileDuration: 2.6,
    audioFileId: 31,
    audioUrl: '/api/user/v2/s3/downloadFileById?fileId=MzE%3D',
    subtitleFileId: 32,
    subtitleUrl: '/api/user/v2/s3/downloadFileById?fileId=MzI%3D',
    subtitleFontSize: null,
    failReason: null,
    createTime: '2026-11-22T10:00:00.000Z',
    updateTime: '2026-11-22T10:00:05.000Z',
    ...overrides,
  };
}

// The page and the antd parts it uses compile on first visit, which can outlast a query's wait.
beforeAll(() => import('./dubbing-page'));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:dubbing');
  URL.revokeObjectURL = vi.fn();
  mockApi.on('GET', VoiceApi.queryLanguage, { code: 200, data: LANGUAGES });
  mockApi.on('POST', VoiceApi.queryVoicePageNew, {
    code: 200,
    data: { records: [EMMA, WALTER], total: 2, current: 1, size: 100 },
  });
  mockApi.on('GET', VoiceApi.queryVoiceDetailNew, { code: 200, data: WALTER });
  mockApi.on('POST', DubbingApi.queryCanSaveText2SpeechTask, { code: 200, data: aQuote() });
  mockApi.on('GET', UserApi.downloadFileById, { status: 200, body: new Blob(['mp3']) });
});

async function openTool(url = '/ai/dubbing') {
  signIn();
  const view = renderApp(url);
  await screen.findByTestId('paragraph-0-text');
  return view;
}

function generateButton() {
  return screen.getByTestId('dubbing-generate') as HTMLButtonElement;
}

async function typeText(index: number, text: string) {
  fireEvent.change(screen.getByTestId(`paragraph-${index}-text`), { target: { value: text } });
}

describe('the dubbing page', () => {
  it('opens on text to speech and switches tabs through ?tab=', async () => {
    const { router, user } = await openTool();
    expect(generateButton().disabled).toBe(true);
    await user.click(screen.getByTestId('dubbing-tab-voiceChanger'));
    expect(currentUrl(router)).toBe('/ai/dubbing?tab=voiceChanger');
    await waitFor(() => expect(screen.queryByTestId('paragraph-0-text')).toBeNull());
  });

  it('shows the price before generating, inserts pauses, and submits every paragraph with its voice', async () => {
    const submitted: unknown[] = [];
    mockApi.on('POST', DubbingApi.textToSpeech, ({ body }) => {
      submitted.push(body);
      return { code: 200, data: aDubbing({ taskStatusTypeId: TaskStatus.Processing, progress: 40 }) };
    });
    mockApi.on('GET', DubbingApi.detail, { code: 200, data: aDubbing() });
    const { user } = await openTool();
    await typeText(0, 'Hello from the studio.');
    await user.click(screen.getByTestId('paragraph-0-pause'));
    expect((screen.getByTestId('paragraph-0-text') as HTMLTextAreaElement).value).toBe(
      'Hello from the studio. [pause 1s]',
    );
    await user.click(screen.getByTestId('paragraph-add'));
    await typeText(1, 'A second voice.');

    // The quote waits 500 ms after the last edit; on a loaded machine a quote of the first paragraph alone may
    // still be the latest when the price first shows, so wait for the one that covers both.
    await waitFor(() =>
      expect(mockApi.requestsTo(DubbingApi.queryCanSaveText2SpeechTask).at(-1)?.body).toMatchObject({
        language: 'en-US',
        paragraphs: [{ voiceId: EMMA.voiceId }, { voiceId: EMMA.voiceId }],
      }),
    );
    const cost = screen.getByTestId('dubbing-cost');
    await waitFor(() => expect(within(cost).getByText('18')).toBeTruthy());

    await user.click(screen.getByTestId('dubbing-generate'));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({
      language: 'en-US',
      paragraphs: [
        { content: 'Hello from the studio. [pause 1s]', voiceId: EMMA.voiceId, speakRate: 1 },
        { content: 'A second voice.', voiceId: EMMA.voiceId },
      ],
    });
    expect(await screen.findByTestId('dubbing-done')).toBeTruthy();
    expect(screen.getByTestId('dubbing-download-mp3')).toBeTruthy();
    expect(screen.getByTestId('dubbing-download-srt')).toBeTruthy();
  });

  it('follows the dubbing through the live stream: its stage, then ready with one length, and no longer busy', async () => {
    const stream = stubEventStream();
    let isSpeaking = false;
    let speaking = aDubbing({ taskStatusTypeId: TaskStatus.Processing, progress: 10, fileDuration: null });
    mockApi.on('POST', DubbingApi.queryCanSaveText2SpeechTask, () => ({
      code: 200,
      data: aQuote(isSpeaking ? { canSave: false, blockedBy: 'busy', processing: 1 } : {}),
    }));
    mockApi.on('POST', DubbingApi.textToSpeech, () => {
      isSpeaking = true;
      return { code: 200, data: speaking };
    });
    mockApi.on('GET', DubbingApi.detail, () => ({ code: 200, data: isSpeaking ? speaking : aDubbing() }));
    const { user } = await openTool();
    stream.ready();
    await typeText(0, 'Hello from the studio.');
    await waitFor(() => expect(generateButton().disabled).toBe(false));
    await user.click(screen.getByTestId('dubbing-generate'));
    await screen.findByTestId('dubbing-progress');
    expect((await screen.findByTestId('dubbing-blocked')).textContent).toContain('still being generated');

    // A new stage: the page reads the dubbing again, as the server has it by then.
    speaking = { ...speaking, progress: 95 };
    const event: TTaskEvent = { kind: 'dubbing', id: 7, taskStatusTypeId: 191, progress: 95, stage: 'saving' };
    stream.task(event);
    await waitFor(() => expect(within(screen.getByTestId('dubbing-progress')).getByText('Saving')).toBeTruthy());

    // Done: no poll is due for another 30 s, yet the page flips at once.
    isSpeaking = false;
    stream.task({ ...event, taskStatusTypeId: TaskStatus.Finished, progress: 100, stage: 'finished' });
    const done = await screen.findByTestId('dubbing-done');
    expect(within(done).getByText('“Launch voice-over” is ready')).toBeTruthy();
    expect(done.textContent).not.toMatch(/\d:\d\d/);
    await waitFor(() => expect(screen.queryByTestId('dubbing-blocked')).toBeNull());
    expect(within(screen.getByTestId('dubbing-cost')).getByText('Estimated length')).toBeTruthy();
  });

  it('finds a language by its English name, its own name or its name in the interface language', async () => {
    mockApi.on('GET', VoiceApi.queryLanguage, {
      code: 200,
      data: [
        ...LANGUAGES,
        { code: 'de-DE', name: 'German (Germany)', nativeName: 'Deutsch (Deutschland)', voiceCount: 9 },
        { code: 'zh-CN', name: 'Chinese (Mandarin)', nativeName: '中文（普通话）', voiceCount: 9 },
      ],
    });
    await openTool();
    const search = within(screen.getByTestId('dubbing-language')).getByRole('combobox');
    fireEvent.mouseDown(search);
    const titles = () =>
      [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].map((item) => item.title);
    async function expectFound(typed: string, found: string[]) {
      fireEvent.change(search, { target: { value: typed } });
      await waitFor(() => expect(titles()).toEqual(found));
    }
    await expectFound('German', ['Deutsch (Deutschland) · German (Germany)']);
    await expectFound('deutsch', ['Deutsch (Deutschland) · German (Germany)']);
    await expectFound('Chinese', ['中文（普通话） · Chinese (Mandarin)']);
    await expectFound('portugues brasil', ['Português (Brasil) · Portuguese (Brazil)']);
    await expectFound('德语', []);
    await act(() => i18n.changeLanguage('zh'));
    await expectFound('德语', ['Deutsch (Deutschland) · German (Germany)']);
  });

  it('re-cuts the subtitles of a finished dubbing for a font size', async () => {
    mockApi.on('POST', DubbingApi.textToSpeech, { code: 200, data: aDubbing() });
    mockApi.on('GET', DubbingApi.detail, { code: 200, data: aDubbing() });
    mockApi.on('POST', DubbingApi.updateSubtitleByFontSize, ({ body }) => ({
      code: 200,
      data: aDubbing({ subtitleFileId: 33, subtitleFontSize: (body as { fontSize: number }).fontSize }),
    }));
    const { user } = await openTool();
    await typeText(0, 'Hello from the studio.');
    await waitFor(() => expect(generateButton().disabled).toBe(false));
    await user.click(screen.getByTestId('dubbing-generate'));
    await screen.findByTestId('dubbing-done');
    fireEvent.change(screen.getByTestId('subtitle-font-size'), { target: { value: '96' } });
    await user.click(screen.getByTestId('subtitle-recut'));
    await waitFor(() => expect(mockApi.requestsTo(DubbingApi.updateSubtitleByFontSize)).toHaveLength(1));
    expect(mockApi.requestsTo(DubbingApi.updateSubtitleByFontSize)[0]!.body).toEqual({
      id: 7,
      fontSize: 96,
      videoWidth: 1920,
    });
  });

  it('shows "Free use 1 of 3" instead of a price while a free use is left, and lets a user with 0 K-coins generate', async () => {
    const submitted: unknown[] = [];
    mockApi.on('POST', DubbingApi.textToSpeech, ({ body }) => {
      submitted.push(body);
      return { code: 200, data: aDubbing({ costKcoins: 0, isFreeUse: true }) };
    });
    mockApi.on('GET', DubbingApi.detail, { code: 200, data: aDubbing({ costKcoins: 0, isFreeUse: true }) });
    mockApi.on('POST', DubbingApi.queryCanSaveText2SpeechTask, {
      code: 200,
      data: aQuote({ cost: 0, isTrial: true, freeUses: { total: 3, used: 0, thisUse: 1 }, balance: 0 }),
    });
    const { user } = await openTool();
    await typeText(0, 'Hello from the studio.');
    expect((await screen.findByTestId('dubbing-free-use-tag')).textContent).toBe('Free use 1 of 3');
    expect(within(screen.getByTestId('dubbing-cost')).queryByText('18')).toBeNull();
    expect(screen.queryByTestId('dubbing-blocked')).toBeNull();
    await waitFor(() => expect(generateButton().disabled).toBe(false));
    await user.click(screen.getByTestId('dubbing-generate'));
    await waitFor(() => expect(submitted).toHaveLength(1));
  });

  it('opens the dubbing balance dialog on 507, and the upgrade prompt on 505', async () => {
    mockApi.on('POST', DubbingApi.textToSpeech, { code: 507, message: 'Oops, the K-coin balance is insufficient!' });
    mockApi.on('POST', DubbingApi.queryCanSaveText2SpeechTask, {
      code: 200,
      data: aQuote({ blockedBy: 'balance', balance: 0 }),
    });
    const { user } = await openTool();
    await typeText(0, 'Hello from the studio.');
    await screen.findByTestId('dubbing-blocked');
    await user.click(screen.getByTestId('dubbing-generate'));
    expect((await screen.findByTestId('insufficient-balance-title')).textContent).toBe(
      'Oops, the K-coin balance is insufficient!',
    );

    mockApi.on('POST', DubbingApi.textToSpeech, { code: 505, message: 'This avatar or voice is for members only.' });
    await user.click(screen.getByTestId('dubbing-generate'));
    expect(await screen.findByTestId('upgrade-prompt-title')).toBeTruthy();
  });

  it('shows why a text cannot be priced beside the price, without a toast', async () => {
    mockApi.on('POST', DubbingApi.queryCanSaveText2SpeechTask, {
      code: 400,
      message: 'The pause [pause 0.3s] is not valid: pauses go from 0.5 to 10 seconds in steps of 0.5',
    });
    await openTool();
    await typeText(0, 'Wait [pause 0.3s] here.');
    expect((await screen.findByTestId('dubbing-refusal')).textContent).toContain('[pause 0.3s] is not valid');
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    expect(generateButton().disabled).toBe(true);
  });

  it('starts from a voice the library linked, in its language and manner', async () => {
    await openTool('/ai/dubbing?voiceId=espeak%3Aen-US%3Am1&speakRate=1.5');
    await typeText(0, 'Linked voice.');
    await waitFor(() =>
      expect(mockApi.requestsTo(DubbingApi.queryCanSaveText2SpeechTask).at(-1)?.body).toMatchObject({
        paragraphs: [{ voiceId: WALTER.voiceId, speakRate: 1.5 }],
      }),
    );
  });

  it('fits a phone screen', async () => {
    playPhoneWidth();
    await openTool();
    expect(screen.getByTestId('dubbing-generate')).toBeTruthy();
    expect(screen.getByText('Speed')).toBeTruthy();
    expect(screen.getByTestId('paragraph-0-audition')).toBeTruthy();
  });
});

describe('the text-to-speech tab of the project centre', () => {
  it('lists dubbings to play, download and delete', async () => {
    const items = [
      aDubbing(),
      aDubbing({
        id: 8,
        taskName: 'Still going',
        taskStatusTypeId: TaskStatus.Processing,
        progress: 30,
        audioFileId: null,
        subtitleFileId: null,
      }),
    ];
    mockApi.on('POST', DubbingApi.list, () => ({
      code: 200,
      data: { records: items, total: items.length, current: 1, size: 20 },
    }));
    mockApi.on('POST', DubbingApi.delete, ({ body }) => {
      const ids = (body as { ids: number[] }).ids;
      items.splice(0, items.length, ...items.filter((item) => !ids.includes(item.id)));
      return { code: 200, data: null };
    });
    mockApi.on('GET', 'anything', { code: 200 });
    signIn();
    const { user } = renderApp('/ai/my?tab=textToSpeech');
    const finished = await screen.findByTestId('dubbing-item-7');
    expect(screen.getByTestId('dubbing-item-7-cost').textContent).toBe('18 K-coins');
    expect(screen.getByTestId('dubbing-item-8-cost').textContent).toBe('Up to 18 K-coins, held while generating');
    expect(within(finished).getByTestId('dubbing-item-7-mp3')).toBeTruthy();
    expect(within(finished).getByTestId('dubbing-item-7-srt')).toBeTruthy();
    expect(screen.queryByTestId('dubbing-item-8-mp3')).toBeNull();

    await user.click(within(finished).getByTestId('dubbing-item-7-play'));
    expect((await screen.findByTestId('dubbing-item-7-player')).getAttribute('src')).toBe('blob:dubbing');

    await user.click(within(finished).getByTestId('dubbing-item-7-delete'));
    await user.click(await confirmButton('Delete'));
    await waitFor(() => expect(screen.queryByTestId('dubbing-item-7')).toBeNull());
    expect(mockApi.requestsTo(DubbingApi.delete)[0]!.body).toEqual({ ids: [7] });
  });
});
