import { describe, expect, it } from 'vitest';
import { CLIP_FPS, CROSSFADE_SEC, frameDrawer, planShots, type ClipScript } from './draw-frame';
import { paintedBackdrop } from './scene-cards';
import { plainStage, stageSize, type Stage } from './stage';
import { textLayer } from './text-layer';

const WIDTH = 320;
const HEIGHT = 180;

function meanDifference(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

async function cards(titled: boolean): Promise<Stage[]> {
  const { width, height } = stageSize(WIDTH, HEIGHT);
  const style = { fontSize: 24, centreY: 0.45, weight: 'bold', isBoxed: false, maxLines: 2 } as const;
  const stages: Stage[] = [];
  for (const [index, sentence] of ['Fresh bread daily.', 'Baked by hand.'].entries()) {
    const stage = await plainStage(await paintedBackdrop(width, height, index, 1), WIDTH, HEIGHT);
    stages.push(titled ? { ...stage, title: await textLayer(sentence, WIDTH, HEIGHT, style) } : stage);
  }
  return stages;
}

describe('frameDrawer', () => {
  it('hands one title over to the next without showing both at once', async () => {
    const script = (stages: Stage[]): ClipScript => ({
      width: WIDTH,
      height: HEIGHT,
      durationSec: 4,
      light: false,
      seed: 1,
      stages,
    });
    const titled = script(await cards(true));
    const plain = script(await cards(false));
    const second = planShots(titled.stages, titled)[1]!;
    const frameAt = (sec: number) => Math.round(sec * CLIP_FPS);
    const middle = frameAt(second.startSec + CROSSFADE_SEC / 2);
    const drawTitled = frameDrawer(titled);
    const drawPlain = frameDrawer(plain);

    // Halfway through the crossfade neither title shows; before and after it, one does.
    expect(meanDifference(drawTitled(middle), drawPlain(middle))).toBeLessThan(0.5);
    const before = frameAt(second.startSec - 0.2);
    const after = frameAt(second.startSec + CROSSFADE_SEC + 0.2);
    expect(meanDifference(drawTitled(before), drawPlain(before))).toBeGreaterThan(2);
    expect(meanDifference(drawTitled(after), drawPlain(after))).toBeGreaterThan(2);
  });
});
