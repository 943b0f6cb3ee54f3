import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Box, EyeState, RigPose, Viseme } from './rig';
import { allPoses, MOUTH_MIX_STEPS, poseFileName, VISEME_OPENNESS, VISEMES } from './rig';
import { EYES_BOUNDS, toFramePixels } from './stock-art/layout';
import { findStockAvatar, STOCK_AVATARS } from './stock-catalogue';
import { createStockRig } from './stock-rig';
import type { StockAvatar } from './stock-traits';

interface Frame {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

async function decode(png: Buffer): Promise<Frame> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** The dark crimson of the open mouth: far redder and bluer than it is green, and dark. */
function isMouthInterior(r: number, g: number, b: number): boolean {
  return 0.299 * r + 0.587 * g + 0.114 * b < 100 && r > 3.5 * g && b > 1.7 * g;
}

function inside(box: Box, x: number, y: number): boolean {
  return x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height;
}

function mouthPixels(frame: Frame, box: Box): { inBox: number; outside: number } {
  let inBox = 0;
  let outside = 0;
  const { data, width, channels } = frame;
  for (let i = 0; i < data.length; i += channels) {
    if ((data[i + 3] ?? 0) < 128 || !isMouthInterior(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0)) continue;
    const p = i / channels;
    if (inside(box, p % width, Math.floor(p / width))) inBox++;
    else outside++;
  }
  return { inBox, outside };
}

/** Pixels that differ between two frames, split by whether they lie in `box`. */
function differences(a: Frame, b: Frame, box: Box): { inBox: number; outside: number } {
  let inBox = 0;
  let outside = 0;
  for (let p = 0; p < a.width * a.height; p++) {
    const i = p * a.channels;
    let same = true;
    for (let c = 0; c < a.channels; c++) same &&= a.data[i + c] === b.data[i + c];
    if (same) continue;
    if (inside(box, p % a.width, Math.floor(p / a.width))) inBox++;
    else outside++;
  }
  return { inBox, outside };
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((x, y) => x.value - y.value);
  const result = new Array<number>(values.length).fill(0);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]?.value === order[i]?.value) j++;
    for (let k = i; k <= j; k++) result[order[k]?.index ?? 0] = (i + j) / 2;
    i = j + 1;
  }
  return result;
}

function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (ra.length - 1) / 2;
  let num = 0;
  let da = 0;
  let db = 0;
  ra.forEach((r, i) => {
    const x = r - mean;
    const y = (rb[i] ?? 0) - mean;
    num += x * y;
    da += x * x;
    db += y * y;
  });
  return num / Math.sqrt(da * db);
}

/** Avatars that stress the mouth and eyes: beards, moustaches, headscarves, glasses, both framings. */
function sample(): StockAvatar[] {
  const pick = (test: (a: StockAvatar) => boolean): StockAvatar => {
    const found = STOCK_AVATARS.find(test);
    if (!found) throw new Error('no avatar in the catalogue fits the sample');
    return found;
  };
  return [
    pick((a) => a.traits.facialHair === 'beard' && a.framing === 'head'),
    pick((a) => a.traits.facialHair === 'moustache' && a.framing === 'half'),
    pick((a) => a.traits.hair === 'headscarf' && a.traits.glasses !== 'none'),
    pick((a) => a.skinTone === 'ebony' && a.gender === 'female'),
    pick((a) => a.skinTone === 'porcelain' && a.traits.hasLipColour),
    pick((a) => a.traits.outfit === 'suit' && a.traits.outfitColour === 'black'),
  ];
}

describe('stock avatar rig', () => {
  it('renders every pose as an RGBA frame of the rig size with a transparent background', async () => {
    for (const avatar of sample().slice(0, 3)) {
      const rig = createStockRig(avatar, { height: 240 });
      expect(rig.mode).toBe('overlay');
      for (const pose of allPoses()) {
        const frame = await decode(await rig.render(pose));
        expect([frame.width, frame.height, frame.channels]).toEqual([rig.width, rig.height, 4]);
        expect(frame.data[3]).toBe(0);
      }
    }
  });

  it('sizes frames by framing with an even width at 720 and 1080 px', () => {
    const head = STOCK_AVATARS.find((a) => a.framing === 'head');
    const half = STOCK_AVATARS.find((a) => a.framing === 'half');
    if (!head || !half) throw new Error('catalogue lacks a framing');
    expect(createStockRig(head, { height: 720 })).toMatchObject({ width: 720, height: 720 });
    expect(createStockRig(head, { height: 1080 })).toMatchObject({ width: 1080, height: 1080 });
    for (const height of [720, 1080, 361]) {
      const rig = createStockRig(half, { height });
      expect(rig.width % 2).toBe(0);
      expect(rig.width).toBeLessThan(height);
    }
  });

  it('opens the mouth in step with VISEME_OPENNESS, all of it inside mouthBox', async () => {
    for (const avatar of sample()) {
      const rig = createStockRig(avatar, { height: 720 });
      const counts: number[] = [];
      for (const viseme of VISEMES) {
        const { inBox, outside } = mouthPixels(await decode(await rig.render({ viseme, eyes: 'open' })), rig.mouthBox);
        expect(outside, `${avatar.id} ${viseme}: mouth outside mouthBox`).toBe(0);
        counts.push(inBox);
      }
      const area = rig.mouthBox.width * rig.mouthBox.height;
      expect(counts[0], `${avatar.id}: closed mouth shows its inside`).toBeLessThan(area * 0.002);
      expect(counts[VISEMES.length - 1], `${avatar.id}: open mouth`).toBeGreaterThan(area * 0.1);
      const correlation = spearman(
        counts,
        VISEMES.map((v: Viseme) => VISEME_OPENNESS[v]),
      );
      expect(correlation, `${avatar.id}: ${counts.join(' ')}`).toBeGreaterThanOrEqual(0.9);
    }
  }, 30_000);

  it('draws blends of two shapes between them: the inside of the mouth grows a step at a time', async () => {
    for (const avatar of sample().slice(0, 3)) {
      const rig = createStockRig(avatar, { height: 720 });
      const inside = async (pose: RigPose) => {
        const { inBox, outside } = mouthPixels(await decode(await rig.render(pose)), rig.mouthBox);
        expect(outside, `${avatar.id} ${poseFileName(pose)}: mouth outside mouthBox`).toBe(0);
        return inBox;
      };
      const open = await inside({ viseme: 'open', eyes: 'open' });
      // Shapes of about the same opening (l, round) trade teeth and tongue for lip: only the step is bounded.
      for (const [from, to, isMonotone] of [
        ['closed', 'open', true],
        ['rest', 'wide', true],
        ['round', 'open', true],
        ['l', 'round', false],
      ] as const) {
        const counts = [await inside({ viseme: from, eyes: 'open' })];
        for (let step = 1; step < MOUTH_MIX_STEPS; step++) {
          counts.push(
            await inside({ viseme: from, eyes: 'open', toward: { viseme: to, mix: step / MOUTH_MIX_STEPS } }),
          );
        }
        counts.push(await inside({ viseme: to, eyes: 'open' }));
        const label = `${avatar.id} ${from}->${to}: ${counts.join(' ')}`;
        // In order between the two shapes, and no step of the glide more than 40 % of the whole opening.
        const rising = (counts.at(-1) ?? 0) >= (counts[0] ?? 0);
        counts.slice(1).forEach((count, i) => {
          const previous = counts[i] ?? 0;
          const inOrder = rising ? count >= previous - open * 0.02 : count <= previous + open * 0.02;
          if (isMonotone) expect(inOrder, label).toBe(true);
          expect(Math.abs(count - previous), label).toBeLessThanOrEqual(open * 0.4);
        });
      }
    }
  }, 60_000);

  it('keeps mouthBox tight around the mouth', () => {
    const rig = createStockRig(STOCK_AVATARS[0] ?? sample()[0]!, { height: 720 });
    expect(rig.mouthBox.width * rig.mouthBox.height).toBeLessThan(rig.width * rig.height * 0.02);
  });

  it('blinks by changing the eyes and nothing else', async () => {
    for (const avatar of sample()) {
      const rig = createStockRig(avatar, { height: 480 });
      const eyes = toFramePixels(avatar.framing, 480, EYES_BOUNDS);
      const frame = async (state: EyeState) => decode(await rig.render({ viseme: 'rest', eyes: state }));
      const open = await frame('open');
      for (const state of ['half', 'closed'] as const) {
        const diff = differences(open, await frame(state), eyes);
        expect(diff.outside, `${avatar.id} ${state}`).toBe(0);
        expect(diff.inBox, `${avatar.id} ${state}`).toBeGreaterThan(eyes.width * eyes.height * 0.1);
      }
    }
  }, 30_000);

  it('gives the same bytes for the same avatar and pose', async () => {
    const avatar = findStockAvatar('stock-0042');
    if (!avatar) throw new Error('stock-0042 is missing');
    const pose = { viseme: 'wide', eyes: 'half' } as const;
    const first = await createStockRig(avatar, { height: 300 }).render(pose);
    const second = await createStockRig(avatar, { height: 300 }).render(pose);
    expect(first.equals(second)).toBe(true);
  });
});
