import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  SHOWCASE_LINES,
  ShowcaseApi,
  type TLocale,
  type TShowcaseExample,
  type TShowcaseKind,
} from '@orator/contracts';
import { answerCatalogueSummary } from '../../../test/catalogue';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const LANGUAGE_OF: Record<TLocale, string> = { en: 'en-US', zh: 'zh-CN', pt: 'pt-BR' };

/** An example as the server lists it once made. */
function anExample(kind: TShowcaseKind, language: string, locale: TLocale | null, text: string): TShowcaseExample {
  const id = `${kind}-${language}-0123456789ab`;
  const isClip = kind !== 'voiceSample';
  return {
    id,
    kind,
    language,
    locale,
    text,
    durationSec: 4.5,
    madeAt: '2026-03-14T10:00:00.000Z',
    engine: { speech: 'espeak', voiceName: 'Ana', picture: isClip ? 'offline' : null, version: 1 },
    presenterName: isClip ? 'Mona' : null,
    fileUrl: `/api/showcase/v1/file?name=${id}.${isClip ? 'mp4' : 'mp3'}`,
    mimeType: isClip ? 'video/mp4' : 'audio/mpeg',
    posterUrl: isClip ? `/api/showcase/v1/file?name=${id}.jpg` : null,
    width: isClip ? 720 : null,
    height: isClip ? 720 : null,
  };
}

const clips = (kind: 'avatarVideo' | 'talkingPhoto') =>
  (['en', 'zh', 'pt'] as const).map((locale) =>
    anExample(kind, LANGUAGE_OF[locale], locale, SHOWCASE_LINES[kind][locale]),
  );

const EXAMPLES = [
  ...clips('avatarVideo'),
  ...clips('talkingPhoto'),
  anExample('voiceSample', 'en-US', 'en', 'Hello! This is how I sound.'),
  anExample('voiceSample', 'zh-CN', 'zh', '你好！这就是我的声音。'),
  anExample('voiceSample', 'pt-BR', 'pt', 'Olá! Esta é a minha voz.'),
  anExample('voiceSample', 'de-DE', null, 'Hallo! So klingt meine Stimme.'),
];

function answerShowcase(examples: TShowcaseExample[]) {
  mockApi.on('GET', ShowcaseApi.list, { code: 200, data: examples });
}

const items = (kind: TShowcaseKind) =>
  within(screen.getByTestId('landing-showcase')).queryAllByTestId(`showcase-${kind}`);

describe('examples made by the installation on the public pages', () => {
  it('/ai/pt/talking-photo shows the Portuguese talking photo alone, labelled, with its poster and its words', async () => {
    answerCatalogueSummary();
    answerShowcase(EXAMPLES);
    renderApp('/ai/pt/talking-photo');
    const section = await screen.findByTestId('landing-showcase');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Feito por esta instalação');
    const [photo, ...others] = items('talkingPhoto');
    expect(others).toEqual([]);
    expect(items('avatarVideo')).toEqual([]);
    const video = photo!.querySelector('video')!;
    expect(video.getAttribute('src')).toBe(EXAMPLES[5]!.fileUrl);
    expect(video.getAttribute('poster')).toBe(EXAMPLES[5]!.posterUrl);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(screen.getByLabelText('Foto falante em português (Brasil)').tagName).toBe('VIDEO');
    const words = photo!.querySelector('q')!;
    expect(words.textContent).toBe(SHOWCASE_LINES.talkingPhoto.pt);
    expect(words.getAttribute('lang')).toBe('pt-BR');
    expect(video.getAttribute('aria-describedby')).toBe(words.id);
    expect(photo!.textContent).toContain('Feito por esta instalação com seu motor offline em 14 de março de 2026');
    expect(photo!.textContent).toContain('apresentador desenhado Mona: voz Ana (eSpeak)');
  });

  it('/ai/zh/digital-avatar shows the Chinese avatar video in Chinese', async () => {
    answerShowcase(EXAMPLES);
    renderApp('/ai/zh/digital-avatar');
    await screen.findByTestId('landing-showcase');
    const [clip, ...others] = items('avatarVideo');
    expect(others).toEqual([]);
    expect(clip!.querySelector('q')?.textContent).toBe(SHOWCASE_LINES.avatarVideo.zh);
    expect(clip!.querySelector('strong')?.textContent).toBe('数字人视频（中文（中国））');
    expect(clip!.textContent).toContain('由本站的离线引擎于 2026年3月14日 制作');
  });

  it("/ai/more-voice plays every voice sample as audio, the visitor's language first", async () => {
    answerShowcase(EXAMPLES);
    renderApp('/ai/more-voice');
    await screen.findByTestId('landing-showcase');
    const samples = items('voiceSample');
    expect(samples.map((sample) => sample.querySelector('q')?.getAttribute('lang'))).toEqual([
      'en-US',
      'zh-CN',
      'pt-BR',
      'de-DE',
    ]);
    for (const sample of samples) {
      const audio = sample.querySelector('audio')!;
      expect(audio.getAttribute('preload')).toBe('none');
      expect(audio.hasAttribute('controls')).toBe(true);
    }
    expect(screen.getByLabelText('Voice sample in German (Germany)').getAttribute('src')).toBe(EXAMPLES[9]!.fileUrl);
    expect(items('talkingPhoto')).toEqual([]);
  });

  it("the home page shows a presenter, a talking photo and a voice in the visitor's language", async () => {
    answerShowcase(EXAMPLES);
    renderApp('/ai/home');
    await screen.findByTestId('landing-showcase');
    expect([...items('avatarVideo'), ...items('talkingPhoto'), ...items('voiceSample')]).toHaveLength(3);
    expect(items('voiceSample')[0]!.querySelector('q')?.getAttribute('lang')).toBe('en-US');
  });

  it.each(['/ai/talking-photo', '/ai/pt/digital-avatar', '/ai/more-voice', '/ai/home'])(
    '%s shows no examples while the installation has none',
    async (url) => {
      answerShowcase([]);
      const { queryClient } = renderApp(url);
      await waitFor(() => expect(queryClient.getQueryState([ShowcaseApi.list])?.status).toBe('success'));
      expect(screen.queryByTestId('landing-showcase')).toBeNull();
      expect(document.querySelector('video, audio')).toBeNull();
    },
  );

  it('shows no examples, and no error, when the list cannot be had', async () => {
    const { queryClient } = renderApp('/ai/talking-photo');
    await waitFor(() => expect(queryClient.getQueryState([ShowcaseApi.list])?.status).toBe('error'));
    expect(screen.queryByTestId('landing-showcase')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing when no example is in the language a page shows', async () => {
    answerShowcase(EXAMPLES.filter((example) => example.locale !== 'zh'));
    const { queryClient } = renderApp('/ai/zh/talking-photo');
    await waitFor(() => expect(queryClient.getQueryState([ShowcaseApi.list])?.status).toBe('success'));
    expect(screen.queryByTestId('landing-showcase')).toBeNull();
  });
});
