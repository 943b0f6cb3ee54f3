import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AI_MODEL_INPUT, CUTOUT_INPUT, PLAN_BENEFITS, Price } from '@orator/contracts';
import { currentUrl, renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';

/** The feature pages of the image and video studio (SPEC 2 public pages), their headings and the tool each opens. */
const PAGES = [
  ['/ai/home-model', 'landing-homeModel', 'Your product, worn by a model', '/real-life-model'],
  ['/ai/model-virtual-try-on', 'landing-modelVirtualTryOn', 'Try wigs on before anyone buys them', '/real-life-model'],
  ['/ai/model-custom', 'landing-modelCustom', 'Be the model for your own products', '/real-life-model?model=own'],
  ['/ai/home-image-clone', 'landing-imageStudio', 'Product pictures and clips without a photo shoot', '/cutout'],
  ['/ai/home-video-face-swap', 'landing-homeVideoFaceSwap', 'Put a new face in your video', '/video-face-swap'],
] as const;

const SECTIONS = ['landing-how', 'landing-get', 'landing-price', 'landing-honest', 'landing-faq'];

const startHref = () => screen.getByTestId('landing-start').closest('a')?.getAttribute('href');
const priceOf = (key: string) => screen.getByTestId(`landing-price-${key}`).querySelector('dd strong')?.textContent;

describe('the feature pages of the image studio', () => {
  it.each(PAGES)('%s shows its heading and every section', async (url, testId, title) => {
    renderApp(url);
    const page = await screen.findByTestId(testId);
    expect(within(page).getByTestId('landing-title').textContent).toBe(title);
    for (const section of SECTIONS) expect(within(page).getByTestId(section), section).toBeTruthy();
    expect(within(page).getByTestId('landing-how').querySelectorAll('li')).toHaveLength(3);
    expect(within(page).getByTestId('landing-faq').querySelectorAll('dt').length).toBeGreaterThanOrEqual(3);
  });

  it.each(PAGES)('%s sends a guest to log in first, keeping the tool to land on', async (url, testId, _title, tool) => {
    const { user, router } = renderApp(url);
    await screen.findByTestId(testId);
    expect(startHref()).toBe(`/ai/login?${new URLSearchParams({ redirect: tool }).toString()}`);
    await user.click(screen.getByTestId('landing-start'));
    await waitFor(() => expect(currentUrl(router)).toBe(`/ai/login?redirect=${encodeURIComponent(tool)}`));
  });

  it.each(PAGES)('%s opens the tool for a signed-in visitor', async (url, testId, _title, tool) => {
    signIn();
    renderApp(url);
    await screen.findByTestId(testId);
    expect(startHref()).toBe(`/ai${tool}`);
  });

  it('names the K-coins the server charges for an AI model, and the free uses', async () => {
    renderApp('/ai/home-model');
    await screen.findByTestId('landing-homeModel');
    expect(priceOf('aiModel')).toBe(`${Price.aiModelKcoinPerGeneration} K-coins`);
    expect(screen.getByTestId('landing-price').textContent).toContain(
      `the first ${PLAN_BENEFITS.free.freeTrialUses} uses of each tool cost nothing`,
    );
  });

  it("names each image studio tool's price as the server charges it", async () => {
    renderApp('/ai/home-image-clone');
    await screen.findByTestId('landing-imageStudio');
    expect([priceOf('cutout'), priceOf('aiPhoto'), priceOf('videoClip')]).toEqual([
      `${Price.cutoutKcoinPerImage} K-coins`,
      `${Price.aiPhotoKcoinPerRequest} K-coins`,
      `${Price.videoGenKcoinPerClip} K-coins`,
    ]);
    expect(screen.getByTestId('landing-price').textContent).toContain('Members cut out without limit.');
    expect(screen.queryByTestId('landing-price-aiModel')).toBeNull();
  });

  it('gives each tool of the image studio its own section, leading to it, with a picture the server serves', async () => {
    signIn();
    renderApp('/ai/home-image-clone');
    await screen.findByTestId('landing-tools');
    const tools = [...screen.getByTestId('landing-tools').querySelectorAll('article')];
    expect(tools.map((tool) => tool.querySelector('a')?.getAttribute('href'))).toEqual([
      '/ai/cutout',
      '/ai/image-generator',
      '/ai/ai-character-generation',
      '/ai/aivideogen',
    ]);
    for (const tool of tools) {
      expect(tool.querySelector('img')?.getAttribute('src')).toMatch(
        /^\/api\/(cutout\/v1\/sampleImage|imageToVideo\/v1\/templateImage)\?id=[\w-]+$/,
      );
    }
    expect(screen.getByTestId('landing-tool-cutout').textContent).toContain(
      `Up to ${CUTOUT_INPUT.batchMax} images at once.`,
    );
  });

  it('tells what portrait to upload, with the limits the tool applies, and what happens to it', async () => {
    renderApp('/ai/model-custom');
    const rules = await screen.findByTestId('landing-photo');
    expect(rules.textContent).toContain(
      `Larger than ${AI_MODEL_INPUT.minPxExclusive} x ${AI_MODEL_INPUT.minPxExclusive} and at most ` +
        `${new Intl.NumberFormat('en').format(AI_MODEL_INPUT.maxPx)} x ` +
        `${new Intl.NumberFormat('en').format(AI_MODEL_INPUT.maxPx)} pixels`,
    );
    expect(rules.textContent).toContain('shoulders');
    expect(rules.textContent).toContain('not added to the models others can pick');
  });

  it('says in words true of either engine whether pictures are composed or generated', async () => {
    renderApp('/ai/model-virtual-try-on');
    const honest = await screen.findByTestId('landing-honest');
    expect(honest.textContent).toContain('composed from your photos on this server, or generated when');
  });

  it('reads in Chinese under /zh, with the page title and the price', async () => {
    renderApp('/ai/zh/home-model');
    await screen.findByTestId('landing-homeModel');
    expect(screen.getByTestId('landing-title').textContent).toBe('让模特穿戴您的商品');
    expect(priceOf('aiModel')).toBe(`${Price.aiModelKcoinPerGeneration} K 币`);
    await waitFor(() => expect(document.title).toBe('AI 模特：让模特穿戴您的商品 – Orator'));
  });

  it('reads in Portuguese under /pt, keeping the language on the link to the plans', async () => {
    renderApp('/ai/pt/home-image-clone');
    await screen.findByTestId('landing-imageStudio');
    expect(screen.getByTestId('landing-title').textContent).toBe('Imagens de produto e clipes sem ensaio fotográfico');
    expect(priceOf('cutout')).toBe(`${Price.cutoutKcoinPerImage} K-coins`);
    expect(screen.getByText('Ver planos e K-coins').getAttribute('href')).toBe('/ai/pt/price');
    await waitFor(() => expect(document.title).toBe('Estúdio de imagens: recorte, fotos de produto e clipes – Orator'));
  });

  it('names the face swap price per second and the plans’ upload limits', async () => {
    renderApp('/ai/home-video-face-swap');
    await screen.findByTestId('landing-homeVideoFaceSwap');
    expect(priceOf('faceSwap')).toBe(`${Price.faceSwapKcoinPerSecond} K-coin`);
    expect(screen.getByTestId('landing-how').textContent).toContain(
      `up to ${PLAN_BENEFITS.standard.faceSwapUploadMb} MB for members, ${PLAN_BENEFITS.free.faceSwapUploadMb} MB on the free plan`,
    );
  });
});
