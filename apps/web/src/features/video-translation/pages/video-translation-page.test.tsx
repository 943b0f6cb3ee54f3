import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ResultCode,
  TranslationApi,
  VideoTranslationApi,
  VoiceApi,
  type TTranslateSupport,
  type TVideoTranslationQuote,
  type TVideoTranslationTask,
} from '@orator/contracts';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { APP_BASENAME, AppPath } from '../../../shared/lib/app-paths';
import { mockApi } from '../../../test/mock-api';
import { currentUrl } from '../../../test/render-app';
import { signIn } from '../../../test/session';
import { aFinishedTask, aTranslationTask } from '../test-tasks';
import VideoTranslationPage from './video-translation-page';

const SUPPORT: TTranslateSupport = {
  directions: [
    { from: 'en', to: 'es', engine: 'apertium', isOffline: true, via: null },
    { from: 'en', to: 'fr', engine: 'libretranslate', isOffline: false, via: null },
  ],
  sources: ['en', 'es'],
  targets: ['es', 'fr', 'pt'],
};

const QUOTE: TVideoTranslationQuote = {
  canSubmit: true,
  blockedBy: null,
  durationSec: 65,
  minutes: 2,
  cost: 80,
  price: 80,
  isTrial: false,
  freeUses: { total: 0, used: 0, thisUse: null },
  balance: 500,
};

/** The server's copy of the task, which each step replaces. */
let stored: TVideoTranslationTask;

function serveTask(task: TVideoTranslationTask) {
  stored = task;
}

beforeEach(() => {
  signIn();
  mockApi.on('GET', VideoTranslationApi.detail, () => ({ code: 200, data: stored }));
  mockApi.on('POST', VideoTranslationApi.list, { code: 200, data: { records: [], total: 0, current: 1, size: 20 } });
  mockApi.on('GET', TranslationApi.queryTranslateSupportLanguage, { code: 200, data: SUPPORT });
  mockApi.on('GET', VideoTranslationApi.detectLanguageType, {
    code: 200,
    data: { language: 'en', confidence: 0.93, engine: 'whisper', ready: true },
  });
  mockApi.on('GET', VoiceApi.queryLanguage, {
    code: 200,
    data: [
      { code: 'es-ES', name: 'Spanish (Spain)', nativeName: 'Español (España)' },
      { code: 'en-US', name: 'English (US)', nativeName: 'English (US)' },
    ],
  });
  mockApi.on('POST', VoiceApi.queryVoicePageNew, (request) => {
    const { language } = request.body as { language: string };
    const records =
      language === 'es-ES'
        ? [{ voiceId: 'es-es-lucia', voiceName: 'Lucía', language: 'es-ES', languageName: 'Spanish (Spain)' }]
        : [];
    return { code: 200, data: { records, total: records.length, current: 1, size: 100 } };
  });
  mockApi.on('POST', VideoTranslationApi.quote, { code: 200, data: QUOTE });
});

function renderPage(search = '') {
  const router = createMemoryRouter(
    [
      { path: AppPath.AiVideoTranslation, element: <VideoTranslationPage /> },
      { path: AppPath.Recharge, element: <p>recharge</p> },
    ],
    { basename: APP_BASENAME, initialEntries: [`${APP_BASENAME}${AppPath.AiVideoTranslation}${search}`] },
  );
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user: userEvent.setup() };
}

const bodiesTo = (path: string) => mockApi.requestsTo(path).map((request) => request.body);

function pickFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('[data-testid="vt-upload"] input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('the video translation studio', () => {
  it('refuses what the browser can tell is not an MP4 or MOV of at most 200 MB, before sending it', async () => {
    renderPage();
    expect((await screen.findByTestId('vt-upload-rules')).textContent).toBe('MP4 or MOV, up to 200 MB and 10 minutes');
    pickFile(new File(['x'], 'talk.avi', { type: 'video/x-msvideo' }));
    expect((await screen.findByTestId('vt-upload-error')).textContent).toBe('Please upload an MP4 or MOV video');
    const large = new File(['x'], 'talk.mp4', { type: 'video/mp4' });
    Object.defineProperty(large, 'size', { value: 201 * 1024 * 1024 });
    pickFile(large);
    await waitFor(() =>
      expect(screen.getByTestId('vt-upload-error').textContent).toBe('The video must be at most 200 MB'),
    );
    expect(mockApi.requestsTo(VideoTranslationApi.uploadVideo)).toHaveLength(0);
  });

  it('uploads the video under its name and follows its analysis, the task in the address', async () => {
    const analysing = aTranslationTask({ stage: 'analysing', progress: 40, sourceLanguage: null, sentences: [] });
    serveTask(analysing);
    mockApi.on('POST', VideoTranslationApi.uploadVideo, { code: 200, data: analysing });
    const { router } = renderPage();
    pickFile(new File(['mp4'], 'Interview.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/ai-video-translation?id=7'));
    const form = mockApi.requestsTo(VideoTranslationApi.uploadVideo)[0]?.body as FormData;
    expect((form.get('file') as File).name).toBe('Interview.mp4');
    expect(form.get('taskName')).toBe('Interview');
    // The server reads the fields sent before the file.
    expect([...form.keys()]).toEqual(['taskName', 'file']);
    expect((await screen.findByTestId('vt-working-stage')).textContent).toBe('Analysing the video');
  });

  it('shows the refusal of a video the server cannot use beside the picker', async () => {
    mockApi.on('POST', VideoTranslationApi.uploadVideo, {
      code: ResultCode.BadRequest,
      message: 'This video has no sound to translate',
    });
    renderPage();
    pickFile(new File(['mp4'], 'silent.mov', { type: 'video/quicktime' }));
    expect((await screen.findByTestId('vt-upload-error')).textContent).toBe('This video has no sound to translate');
  });

  it('proposes the language it heard and sends the user’s own subtitles with the confirmed language', async () => {
    serveTask(aTranslationTask({ stage: 'confirmLanguage', sourceLanguage: null, sentences: [] }));
    mockApi.on('POST', VideoTranslationApi.transcribe, () => {
      serveTask(aTranslationTask({ stage: 'transcribing', progress: 10, sentences: [] }));
      return { code: 200, data: stored };
    });
    const { user } = renderPage('?id=7');
    expect((await screen.findByTestId('vt-language-detected')).textContent).toBe('We heard English.');
    expect(within(screen.getByTestId('vt-source-language')).getByText('English')).toBeTruthy();

    await user.click(screen.getByTestId('vt-has-transcript'));
    const srt = '1\n00:00:00,500 --> 00:00:03,200\nHello and welcome.\n';
    fireEvent.change(screen.getByTestId('vt-transcript'), { target: { value: srt } });
    await user.click(screen.getByTestId('vt-transcribe'));
    await waitFor(() =>
      expect(bodiesTo(VideoTranslationApi.transcribe)).toEqual([{ id: 7, language: 'en', subtitles: srt.trim() }]),
    );
    expect((await screen.findByTestId('vt-working-stage')).textContent).toBe('Transcribing the speech');
  });

  it('says why the last transcript failed, back at the language step', async () => {
    serveTask(
      aTranslationTask({
        stage: 'confirmLanguage',
        sentences: [],
        failReason: 'No speech was found in this video',
      }),
    );
    renderPage('?id=7');
    expect((await screen.findByTestId('vt-language-failure')).textContent).toBe('No speech was found in this video');
  });

  it('saves corrected sentences and translates them, saying an offline translation is a draft', async () => {
    serveTask(aTranslationTask());
    mockApi.on('POST', VideoTranslationApi.saveSentences, { code: 200, data: aTranslationTask() });
    mockApi.on('POST', VideoTranslationApi.translate, () => {
      serveTask(
        aTranslationTask({
          targetLanguage: 'es',
          sentences: [
            { ...stored.sentences[0]!, source: 'Hello and welcome, friends.', text: 'Hola y bienvenidos, amigos.' },
            { ...stored.sentences[1]!, text: 'Hoy hablamos del tiempo.' },
          ],
        }),
      );
      return { code: 200, data: stored };
    });
    const { user } = renderPage('?id=7');
    const source = await screen.findByTestId('vt-sentence-0-source');
    expect((await screen.findByTestId('vt-offline')).textContent).toContain('Offline draft');
    await user.type(source, ', friends', { initialSelectionStart: 17, initialSelectionEnd: 17 });
    expect(screen.getByTestId('vt-save-state').textContent).toBe('Unsaved changes');

    await user.click(screen.getByTestId('vt-translate'));
    await waitFor(() => expect(bodiesTo(VideoTranslationApi.translate)).toEqual([{ id: 7, targetLanguage: 'es' }]));
    // The edit is saved before the server translates the sentences.
    expect(bodiesTo(VideoTranslationApi.saveSentences)).toEqual([
      { id: 7, sentences: [{ index: 0, source: 'Hello and welcome, friends.', text: '' }] },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId<HTMLTextAreaElement>('vt-sentence-1-text').value).toBe('Hoy hablamos del tiempo.'),
    );
    expect(screen.getByTestId('vt-save-state').textContent).toBe('All changes saved');
  });

  it('goes back from the transcript to the language step to transcribe again, or returns to it', async () => {
    serveTask(aTranslationTask());
    mockApi.on('POST', VideoTranslationApi.transcribe, () => {
      serveTask(aTranslationTask({ stage: 'transcribing', progress: 0, step: 'whisper', sentences: [] }));
      return { code: 200, data: stored };
    });
    const { user } = renderPage('?id=7');
    await user.click(await screen.findByTestId('vt-redo'));
    expect(await screen.findByTestId('vt-redo-warning')).toBeTruthy();
    await user.click(screen.getByTestId('vt-redo-cancel'));
    await user.click(await screen.findByTestId('vt-redo'));
    await user.click(await screen.findByTestId('vt-transcribe'));
    await waitFor(() => expect(bodiesTo(VideoTranslationApi.transcribe)).toEqual([{ id: 7, language: 'en' }]));
    expect((await screen.findByTestId('vt-working-step')).textContent).toBe('Recognising the speech');
  });

  it('quotes the settings and submits them; a short balance opens the recharge dialog', async () => {
    serveTask(
      aTranslationTask({
        targetLanguage: 'es',
        sentences: aFinishedTask().sentences.map((sentence) => ({ ...sentence, fit: null })),
      }),
    );
    mockApi.on('POST', VideoTranslationApi.submit, {
      code: ResultCode.InsufficientBalance,
      message: 'Insufficient balance',
    });
    const { user } = renderPage('?id=7');
    await waitFor(() => expect(screen.getByTestId('vt-cost').textContent).toContain('80K-coins'));
    expect(screen.getByTestId('vt-cost').textContent).toContain('1:05 (2 minutes)');
    expect(bodiesTo(VideoTranslationApi.quote)[0]).toEqual({
      id: 7,
      voice: { mode: 'clone' },
      subtitles: 'target',
      lipSync: true,
    });

    await user.click(screen.getByText('A voice from the library'));
    await user.click(screen.getByText('Both'));
    await user.click(screen.getByTestId('vt-lip-sync'));
    await user.click(screen.getByTestId('vt-submit'));
    await waitFor(() =>
      expect(bodiesTo(VideoTranslationApi.submit)).toEqual([
        { id: 7, voice: { mode: 'library', voiceId: 'es-es-lucia' }, subtitles: 'both', lipSync: false },
      ]),
    );
    expect(await screen.findByTestId('insufficient-balance-title')).toBeTruthy();
  });

  it('shows the finished video with its files, warns of a sentence too long, and regenerates one sentence', async () => {
    serveTask(aFinishedTask());
    mockApi.on('POST', VideoTranslationApi.regenerateSentence, () => {
      serveTask(aFinishedTask({ stage: 'rendering', taskStatusTypeId: 191, progress: 20, step: 'speaking' }));
      return { code: 200, data: stored };
    });
    const { user } = renderPage('?id=7');
    expect((await screen.findByTestId('vt-result-video')).getAttribute('src')).toBe('/api/files/translated.mp4');
    expect(screen.getByTestId('vt-download-video').getAttribute('href')).toBe('/api/files/translated.mp4');
    expect(screen.getByTestId('vt-download-sourceSrt').getAttribute('download')).toBe('Interview.en.srt');
    expect(screen.getByTestId('vt-download-targetSrt').getAttribute('download')).toBe('Interview.es.srt');
    expect(screen.getByTestId('vt-result-sentence-0-fit').textContent).toBe('Fits its time');
    expect(screen.getByTestId('vt-result-sentence-1-fit').textContent).toBe(
      'Too long for its time: shorten it (1.4 s cut)',
    );

    await user.click(screen.getByTestId('vt-result-sentence-1-regenerate'));
    const text = await screen.findByTestId('vt-regenerate-text');
    await user.clear(text);
    await user.type(text, 'Hoy hablamos del tiempo.');
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() =>
      expect(bodiesTo(VideoTranslationApi.regenerateSentence)).toEqual([
        { id: 7, index: 1, text: 'Hoy hablamos del tiempo.' },
      ]),
    );
    expect((await screen.findByTestId('vt-working-step')).textContent).toBe('Speaking the translation');
  });

  it('keeps the finished video after a regeneration that failed, and says so', async () => {
    serveTask(aFinishedTask({ failReason: 'The sentence could not be regenerated; the video is as it was before' }));
    renderPage('?id=7');
    expect((await screen.findByTestId('vt-result-failure')).textContent).toBe(
      'The sentence could not be regenerated; the video is as it was before',
    );
    expect(screen.getByTestId('vt-result-video')).toBeTruthy();
  });

  it('says why a translation failed and starts again from the upload', async () => {
    serveTask(
      aTranslationTask({
        stage: 'failed',
        taskStatusTypeId: 193,
        failReason: 'The translated video could not be made; your K-coins were returned',
      }),
    );
    const { router, user } = renderPage('?id=7');
    expect((await screen.findByTestId('vt-fail-reason')).textContent).toBe(
      'The translated video could not be made; your K-coins were returned',
    );
    await user.click(screen.getByTestId('vt-restart'));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/ai-video-translation'));
    expect(await screen.findByTestId('vt-upload')).toBeTruthy();
  });
});
