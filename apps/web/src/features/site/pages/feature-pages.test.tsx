import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLONE_PRICE_CENTS, CLONE_SAMPLE_LIMITS, PLAN_BENEFITS, Price } from '@orator/contracts';
import { answerCatalogueSummary } from '../../../test/catalogue';
import { renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';

/** The feature pages of SPEC 2 whose tool works: their heading in each language and the tool they open. */
const PAGES = [
  [
    'home-voice-clone',
    'homeVoiceClone',
    '/voice-clone',
    ['Your own voice, reading any script', '用你自己的声音朗读任何脚本', 'Sua própria voz, lendo qualquer roteiro'],
  ],
  [
    'voice-clone-model-essay',
    'voiceCloneModelEssay',
    '/pro-voice-clone',
    ['Record a sample that clones well', '录一段适合克隆的样本', 'Grave uma amostra que clona bem'],
  ],
  [
    'digital-avatar',
    'digitalAvatar',
    '/create',
    ['A presenter who reads your script', '替你朗读脚本的主播', 'Um apresentador que lê o seu roteiro'],
  ],
  [
    'digital-ppt-creation',
    'digitalPptCreation',
    '/pptcreate',
    [
      'Turn your slides into a narrated video',
      '把幻灯片变成有讲解的视频',
      'Transforme seus slides em um vídeo narrado',
    ],
  ],
  [
    'talking-photo',
    'talkingPhoto',
    '/create?tab=talkingPhoto',
    ['Make a portrait speak', '让肖像开口说话', 'Faça um retrato falar'],
  ],
  [
    'more-voice',
    'moreVoice',
    '/voices',
    [
      'Voices for every language you work in',
      '你工作的每种语言都有声音',
      'Vozes para cada idioma em que você trabalha',
    ],
  ],
  [
    'more-avatar',
    'moreAvatar',
    '/create',
    ['A presenter for every video', '每个视频都有合适的主播', 'Um apresentador para cada vídeo'],
  ],
  [
    'translator',
    'translator',
    '/ai-video-translation',
    ['Your video, speaking another language', '让你的视频说另一种语言', 'Seu vídeo falando outro idioma'],
  ],
  [
    'quantity',
    'quantity',
    '/create',
    ['Many videos, one workflow', '很多视频，同一个流程', 'Muitos vídeos, um só fluxo'],
  ],
] as const;

/** The pages of features this version does not have: what they offer instead, best first. */
const COMING_PAGES = [
  ['live-streaming', 'liveStreaming', ['/create', '/digital-human-clone', '/voice-clone']],
  ['smart-shopping', 'smartShopping', ['/create', '/ai-video-translation', '/cutout']],
  ['home-url-to-video', 'homeUrlToVideo', ['/create', '/ai-character-generation', '/cutout']],
  ['share-new-year-video', 'shareNewYearVideo', ['/create', '/create?tab=talkingPhoto', '/voice-clone']],
] as const;

const LOCALES = [
  ['', 0],
  ['/zh', 1],
  ['/pt', 2],
] as const;

const startHref = () => screen.getByTestId('landing-start').closest('a')?.getAttribute('href');
const priceOf = (key: string) => screen.getByTestId(`landing-price-${key}`).querySelector('dd strong')?.textContent;
const figure = (key: string) => screen.getByTestId(`landing-figure-${key}`).textContent;

describe('the feature pages of the video and voice tools', () => {
  describe.each(LOCALES)('under the prefix "%s"', (prefix, index) => {
    it.each(PAGES)('%s shows its heading and every section', async (path, key, _tool, titles) => {
      answerCatalogueSummary();
      renderApp(`/ai${prefix}/${path}`);
      const page = await screen.findByTestId(`landing-${key}`);
      expect(within(page).getByTestId('landing-title').textContent).toBe(titles[index]);
      for (const section of ['landing-how', 'landing-get', 'landing-price', 'landing-honest', 'landing-faq']) {
        expect(within(page).getByTestId(section), section).toBeTruthy();
      }
      // Every text is translated: no key or empty placeholder shows.
      expect(page.textContent).not.toMatch(/\{\{|landing\.|\.title|\.text\b/);
    });
  });

  it.each(PAGES)(
    '/ai/%s sends a guest to log in with the tool kept, and a member straight to it',
    async (path, key, tool) => {
      const { unmount } = renderApp(`/ai/${path}`);
      await screen.findByTestId(`landing-${key}`);
      expect(startHref()).toBe(`/ai/login?${new URLSearchParams({ redirect: tool }).toString()}`);
      unmount();
      signIn();
      renderApp(`/ai/${path}`);
      await screen.findByTestId(`landing-${key}`);
      expect(startHref()).toBe(`/ai${tool}`);
    },
  );

  it("names the installation's catalogue as the server counts it, and follows it", async () => {
    answerCatalogueSummary({ voices: 414, voiceLanguages: 130, avatars: 756 });
    const { unmount } = renderApp('/ai/digital-avatar');
    await waitFor(() => expect(figure('avatars')).toBe('756presenters to choose from'));
    expect(figure('voices')).toBe('414voices');
    expect(figure('voiceLanguages')).toBe('130languages spoken');
    unmount();

    answerCatalogueSummary({ voices: 2, voiceLanguages: 1, avatars: 1 });
    renderApp('/ai/pt/digital-avatar');
    await waitFor(() => expect(figure('avatars')).toBe('1apresentador para escolher'));
    expect(figure('voices')).toBe('2vozes');
    expect(figure('voiceLanguages')).toBe('1idioma falado');
  });

  it('names each figure without a number when the catalogue does not answer', async () => {
    renderApp('/ai/zh/more-voice');
    await screen.findByTestId('landing-moreVoice');
    expect(figure('voices')).toBe('声音');
    expect(figure('cloneLanguages')).toBe('克隆语言');
  });

  it('prices a voice clone in money per year, as the payment server charges it', async () => {
    renderApp('/ai/home-voice-clone');
    await screen.findByTestId('landing-homeVoiceClone');
    const money = (cents: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(cents / 100);
    expect(priceOf('voiceInstant')).toBe(money(CLONE_PRICE_CENTS.voiceInstant));
    expect(priceOf('voicePro')).toBe(money(CLONE_PRICE_CENTS.voicePro));
    expect(screen.getByTestId('landing-how').textContent).toContain(
      `Pro: ${CLONE_SAMPLE_LIMITS.pro.minSec / 60} to ${CLONE_SAMPLE_LIMITS.pro.maxSec / 60} minutes`,
    );
    expect(screen.getByTestId('landing-guide').closest('a')?.getAttribute('href')).toBe('/ai/voice-clone-model-essay');
  });

  it('prices videos, speech and translation as the server charges them', async () => {
    renderApp('/ai/talking-photo');
    await screen.findByTestId('landing-talkingPhoto');
    expect(priceOf('avatarVideo')).toBe(`${Price.videoKcoinPerSecond} K-coin`);
    const { unmount } = renderApp('/ai/more-voice');
    await screen.findByTestId('landing-moreVoice');
    expect(priceOf('dubbing')).toBe(`${Price.dubbingKcoinPerMinute} K-coins`);
    unmount();
    renderApp('/ai/zh/translator');
    await screen.findByTestId('landing-translator');
    expect(priceOf('videoTranslation')).toBe(`${Price.videoTranslationKcoinPerMinute} K 币`);
  });

  it('gives passages to read aloud in the reader language', async () => {
    renderApp('/ai/pt/voice-clone-model-essay');
    const passages = await screen.findByTestId('landing-passages');
    expect(passages.querySelectorAll('h3')).toHaveLength(3);
    expect(passages.textContent).toContain('Toda manhã o padeiro');
  });

  it('says how many renders run at once on each plan, and leads to the API docs in the same language', async () => {
    renderApp('/ai/zh/quantity');
    await screen.findByTestId('landing-quantity');
    expect(screen.getByTestId('landing-how').textContent).toContain(
      `免费版同时生成 ${PLAN_BENEFITS.free.concurrentVideoTasks} 个，企业版最多 ${PLAN_BENEFITS.enterprise.concurrentVideoTasks} 个`,
    );
    expect(screen.getByTestId('landing-api-docs').closest('a')?.getAttribute('href')).toBe('/ai/zh/api-docs');
  });
});

describe('the pages of features this version does not have', () => {
  it.each(COMING_PAGES)('/ai/%s says it is not here yet and offers only tools that work', async (path, key, tools) => {
    signIn();
    renderApp(`/ai/${path}`);
    const page = await screen.findByTestId(`landing-${key}`);
    expect(within(page).getByTestId('landing-not-yet').textContent).toMatch(/^Coming soon/);
    const offered = [...within(page).getByTestId('landing-today').querySelectorAll('a')].map((link) =>
      link.getAttribute('href'),
    );
    expect(offered).toEqual(tools.map((tool) => `/ai${tool}`));
    expect(startHref()).toBe(`/ai${tools[0]}`);
  });

  it.each(COMING_PAGES)('%s reads in Chinese and Portuguese under /zh and /pt', async (path, key) => {
    const { unmount } = renderApp(`/ai/zh/${path}`);
    expect((await screen.findByTestId('landing-not-yet')).textContent).toMatch(/^即将推出/);
    await waitFor(() => expect(document.documentElement.lang).toBe('zh'));
    unmount();
    renderApp(`/ai/pt/${path}`);
    const page = await screen.findByTestId(`landing-${key}`);
    expect(within(page).getByTestId('landing-not-yet').textContent).toMatch(/^Em breve/);
  });

  it('opens a shared New Year greeting in the shared-video page', async () => {
    renderApp('/ai/share-new-year-video/abc123');
    await screen.findByTestId('shared-missing');
    expect(screen.queryByTestId('landing-shareNewYearVideo')).toBeNull();
  });
});
