import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allPoses } from './rig';
import { STOCK_AVATARS } from './stock-catalogue';
import { stockAvatarSvg } from './stock-svg';

const here = dirname(fileURLToPath(import.meta.url));

describe('stock avatar SVG', () => {
  it('draws every avatar, and every pose of some, on its framing view box', () => {
    const check = (svg: string): void => {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    };
    for (const avatar of STOCK_AVATARS) check(stockAvatarSvg(avatar, { viseme: 'open', eyes: 'half' }));
    for (const avatar of STOCK_AVATARS.filter((_, i) => i % 50 === 0)) {
      for (const pose of allPoses()) check(stockAvatarSvg(avatar, pose));
    }
    const [head, half] = ['head', 'half'].map((framing) => STOCK_AVATARS.find((a) => a.framing === framing));
    if (!head || !half) throw new Error('catalogue lacks a framing');
    expect(stockAvatarSvg(head, allPoses()[0]!)).toContain('viewBox="-280 -232 560 560"');
    expect(stockAvatarSvg(half, allPoses()[0]!)).toContain('viewBox="-270 -232 540 840"');
  });

  it('prefixes its clip-path ids with the avatar id, so avatars can share a page', () => {
    const avatar = STOCK_AVATARS.find((a) => a.traits.facialHair === 'beard');
    if (!avatar) throw new Error('catalogue lacks a beard');
    const svg = stockAvatarSvg(avatar, { viseme: 'open', eyes: 'open' });
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id?.startsWith(`${avatar.id}-`)).toBe(true);
  });

  it('sets the pixel size when asked and keeps the view box', () => {
    const svg = stockAvatarSvg(STOCK_AVATARS[0]!, { viseme: 'rest', eyes: 'open' }, { width: 300, height: 400 });
    expect(svg).toMatch(/width="300" height="400" viewBox="/);
  });

  it('imports nothing from Node, so the browser can draw the same art', () => {
    const browserFiles = [
      'rig.ts',
      'stock-svg.ts',
      'stock-traits.ts',
      'stock-catalogue.ts',
      'stock-areas.ts',
      'stock-names.ts',
      'random.ts',
    ];
    const artFiles = readdirSync(join(here, 'stock-art')).map((file) => join('stock-art', file));
    for (const file of [...browserFiles, ...artFiles]) {
      const source = readFileSync(join(here, file), 'utf8');
      expect(source, file).not.toMatch(/from '(node:|sharp|fs|path)/);
    }
  });
});
