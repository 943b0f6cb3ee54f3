import { describe, expect, it } from 'vitest';
import { pickProductScenes, PRODUCT_SCENE_NAMES, PRODUCT_SCENES, productKeywords } from './product-scenes';
import { renderProductScene } from './render-product-scene';

describe('picking product scenes', () => {
  it('picks the scene an English, Chinese or Portuguese prompt names first', () => {
    expect(pickProductScenes('A steel kettle on a kitchen counter', 4, 1)[0]).toBe('kitchenCounter');
    expect(pickProductScenes('海边沙滩上的防晒霜', 4, 1)[0]).toBe('beach');
    expect(pickProductScenes('客厅里的台灯', 4, 1)[0]).toBe('livingRoom');
    expect(pickProductScenes('Perfume sobre mármore', 4, 1)[0]).toBe('marbleTable');
    expect(pickProductScenes('fone de ouvido numa festa neon', 4, 1)[0]).toBe('neonNight');
  });

  it('puts the scene the prompt names most ahead of one it names once', () => {
    const scenes = pickProductScenes('shampoo by the sea, bathroom shower towel', 4, 1);
    expect(scenes.slice(0, 2)).toEqual(['bathroomShelf', 'beach']);
  });

  it('matches whole words, plurals, any case and accents, but not words inside other words', () => {
    expect(pickProductScenes('KITCHENS', 1, 1)).toEqual(['kitchenCounter']);
    expect(pickProductScenes('foto de estudio', 1, 1)).toEqual(['studioWhite']);
    expect(pickProductScenes('seaweed snack', 4, 1)).not.toContain('beach');
    expect(pickProductScenes('a podium-style shot', 1, 1)).toEqual(['podium']);
  });

  it('gives distinct scenes, the same ones for the same prompt and seed', () => {
    const scenes = pickProductScenes('kettle on a wooden table', 4, 7);
    expect(new Set(scenes).size).toBe(4);
    expect(pickProductScenes('kettle on a wooden table', 4, 7)).toEqual(scenes);
    const all = pickProductScenes('anything', PRODUCT_SCENE_NAMES.length, 3);
    expect(new Set(all).size).toBe(PRODUCT_SCENE_NAMES.length);
  });

  it('fills a prompt that names no scene with studio looks, varied by the seed', () => {
    const picks = Array.from({ length: 12 }, (_, seed) => pickProductScenes('a red sneaker', 4, seed));
    for (const scenes of picks) expect(scenes.slice(0, 2)).toEqual(['studioWhite', 'podium']);
    const studio = ['studioWhite', 'podium', 'marbleTable', 'pastelSweep', 'woodTable', 'studioDark'];
    for (const scenes of picks) for (const scene of scenes) expect(studio).toContain(scene);
    expect(new Set(picks.map((scenes) => scenes.join())).size).toBeGreaterThan(1);
  });

  it('offers each language its own keywords once, for chips', () => {
    const zh = productKeywords('zh');
    expect(zh).toContain('厨房');
    expect(zh.every((keyword) => /\p{Script=Han}/u.test(keyword))).toBe(true);
    expect(productKeywords('pt')).toContain('cozinha');
    expect(productKeywords('en')).toContain('kitchen');
    for (const locale of ['en', 'zh', 'pt'] as const) {
      const keywords = productKeywords(locale);
      expect(new Set(keywords).size).toBe(keywords.length);
      // Every chip, sent back as a prompt, picks a scene that has it.
      for (const keyword of keywords) {
        const [first] = pickProductScenes(keyword, 1, 1);
        expect(PRODUCT_SCENES[first!].keywords[locale], keyword).toContain(keyword);
      }
    }
  });

  it('records a licence, a light and a floor for every scene', () => {
    expect(PRODUCT_SCENE_NAMES.length).toBeGreaterThanOrEqual(10);
    for (const name of PRODUCT_SCENE_NAMES) {
      const scene = PRODUCT_SCENES[name];
      expect(scene.licence, name).toMatch(/Drawn in code|GPL-2\+/);
      expect(scene.contactY, name).toBeGreaterThan(scene.horizonY);
      expect(scene.contactY - scene.productHeight, name).toBeGreaterThan(0.05);
      expect(scene.light.kelvin, name).toBeGreaterThanOrEqual(2500);
    }
  });
});

describe('drawing product scenes', () => {
  it('draws every scene at the size asked, never flat', async () => {
    for (const name of PRODUCT_SCENE_NAMES) {
      const rgb = await renderProductScene(name, 160, 120);
      expect(rgb.length, name).toBe(160 * 120 * 3);
      let sum = 0;
      let squares = 0;
      for (const value of rgb) {
        sum += value;
        squares += value * value;
      }
      const mean = sum / rgb.length;
      expect(Math.sqrt(squares / rgb.length - mean * mean), name).toBeGreaterThan(3);
    }
  });
});
