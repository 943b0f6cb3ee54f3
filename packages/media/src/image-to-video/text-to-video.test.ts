import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_LOUDNESS } from '../audio/loudness';
import { meterLoudness } from '../audio/test/loudness-meter';
import { ffmpeg, probe } from '../ffmpeg';
import { EspeakEngine } from '../tts/espeak';
import { sceneSentences } from './scene-cards';
import { wrapText } from './text-layer';
import { renderTextToVideo } from './text-to-video';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'text-to-video-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function frameAt(path: string, index: number, size: number): Promise<Uint8Array> {
  const { stdout } = await ffmpeg([
    '-i',
    path,
    '-vf',
    `select=eq(n\\,${index})`,
    '-vframes',
    '1',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    'pipe:1',
  ]);
  expect(stdout.length).toBe(size * size * 3);
  return stdout;
}

/** Mean brightness of a band of rows (shares of the height) of a square RGB frame. */
function bandBrightness(frame: Uint8Array, size: number, from: number, to: number): number {
  let sum = 0;
  const start = Math.floor(size * from) * size * 3;
  const end = Math.floor(size * to) * size * 3;
  for (let i = start; i < end; i++) sum += frame[i]!;
  return sum / (end - start);
}

function meanDifference(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('scene cards', () => {
  it('makes a card of each sentence and joins the surplus onto the last', () => {
    expect(sceneSentences('Fresh bread. Baked at dawn! Ready by eight?')).toEqual([
      'Fresh bread.',
      'Baked at dawn!',
      'Ready by eight?',
    ]);
    expect(sceneSentences('一。二。三。四。五。')).toEqual(['一。', '二。', '三。', '四。 五。']);
    expect(sceneSentences('   ')).toEqual([]);
  });

  it('wraps words at spaces and Chinese anywhere', () => {
    expect(wrapText('a sunny morning at the bakery', 20, 180)).toEqual(['a sunny morning', 'at the bakery']);
    expect(wrapText('阳光明媚的早晨面包店', 20, 100)).toEqual(['阳光明媚的', '早晨面包店']);
  });
});

describe('text to video', () => {
  it('films each sentence as its own titled card', async () => {
    const path = join(dir, 'cards.mp4');
    const video = await renderTextToVideo(
      { text: 'Fresh bread every morning. Baked by hand. Come and taste it.', ratio: '1:1', durationSec: 6 },
      path,
    );
    expect(video).toMatchObject({ width: 720, height: 720, durationSec: 6 });
    const probed = await probe(path);
    expect(probed.durationSec).toBeCloseTo(6, 1);
    expect(probed.audio).toBeUndefined();
    const first = await frameAt(path, 10, 720);
    const second = await frameAt(path, 75, 720);
    const third = await frameAt(path, 140, 720);
    expect(meanDifference(first, second)).toBeGreaterThan(10);
    expect(meanDifference(second, third)).toBeGreaterThan(10);
  });

  it('narrates the text at the loudness every output is delivered at and burns its words in as subtitles', async () => {
    const narration = { engine: new EspeakEngine(), voiceId: 'espeak:en-US:f2' };
    const text = 'Our new lamp glows warm. It lights a whole room.';
    const plainPath = join(dir, 'narrated.mp4');
    const subtitledPath = join(dir, 'subtitled.mp4');
    await renderTextToVideo({ text, ratio: '1:1', durationSec: 5, narration }, plainPath);
    const video = await renderTextToVideo(
      { text, ratio: '1:1', durationSec: 5, narration, hasSubtitles: true },
      subtitledPath,
    );
    const probed = await probe(subtitledPath);
    expect(probed.audio).toBeDefined();
    expect(probed.durationSec).toBeGreaterThanOrEqual(5 - 0.1);
    expect(probed.durationSec).toBeLessThanOrEqual(10.1);
    expect(probed.durationSec).toBeCloseTo(video.durationSec, 0);
    // Raw synthesis sits near -23 LUFS; the clip's sound is levelled to -16 (integrated over the speech).
    const loudness = await meterLoudness(subtitledPath);
    expect(Math.abs(loudness.integratedLufs - DELIVERY_LOUDNESS.integratedLufs)).toBeLessThan(1.5);
    expect(loudness.truePeakDbtp).toBeLessThanOrEqual(DELIVERY_LOUDNESS.truePeakDbtp + 0.5);
    // A second in, a word is being spoken: the subtitle's dark box darkens the bottom of the frame.
    const plain = await frameAt(plainPath, 25, 720);
    const subtitled = await frameAt(subtitledPath, 25, 720);
    expect(bandBrightness(plain, 720, 0.84, 0.92) - bandBrightness(subtitled, 720, 0.84, 0.92)).toBeGreaterThan(8);
    expect(meanDifference(plain.subarray(0, 720 * 3 * 500), subtitled.subarray(0, 720 * 3 * 500))).toBeLessThan(1);
  });
});
