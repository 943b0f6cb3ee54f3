import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterLoudness } from '../audio/test/loudness-meter';
import { probe } from '../ffmpeg';
import { makeTalkingHeadVideo } from './test-talking-head';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'talking-head-test-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('makeTalkingHeadVideo', () => {
  it('makes an H.264 and AAC video of the asked length and height, with speech in it', async () => {
    const file = path.join(dir, 'head.mp4');
    await fs.writeFile(file, await makeTalkingHeadVideo({ seconds: 4, music: true }));
    const info = await probe(file);
    expect(info.video).toMatchObject({ codec: 'h264', height: 480, width: 854 });
    expect(info.audio?.codec).toBe('aac');
    expect(info.durationSec).toBeGreaterThan(3.9);
    expect(info.durationSec).toBeLessThan(4.15);
    expect((await meterLoudness(file)).integratedLufs).toBeGreaterThan(-24);
  }, 120_000);
});
