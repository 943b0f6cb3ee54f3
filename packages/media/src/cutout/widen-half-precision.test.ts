import { createRequire } from 'node:module';
import sharp from 'sharp';
import type * as OnnxRuntime from 'onnxruntime-common';
import { describe, expect, it } from 'vitest';
import { samplePhoto } from '../face/test-portraits';
import { MODEL_SIZE, readModelBytes } from './segmentation-model';
import { widenHalfPrecisionModel } from './widen-half-precision';

const require = createRequire(import.meta.url);
const ort = require('onnxruntime-node') as typeof OnnxRuntime;

async function matte(model: Uint8Array, photo: Buffer): Promise<Float32Array> {
  const session = await ort.InferenceSession.create(model, { graphOptimizationLevel: 'all' });
  const rgb = await sharp(photo).resize(MODEL_SIZE, MODEL_SIZE, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const plane = MODEL_SIZE * MODEL_SIZE;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) for (let c = 0; c < 3; c++) input[c * plane + i] = (rgb[i * 3 + c]! - 128) / 256;
  const feeds = { [session.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, MODEL_SIZE, MODEL_SIZE]) };
  const output = await session.run(feeds, [session.outputNames[0]!]);
  await session.release();
  return output[session.outputNames[0]!]!.data as Float32Array;
}

describe('widenHalfPrecisionModel', () => {
  it('turns the half-precision cutout model into a single-precision one that draws the same matte', async () => {
    const half = await readModelBytes('medium');
    const single = widenHalfPrecisionModel(half);
    // Nearly all of the model is weights: at four bytes a weight instead of two, it doubles.
    expect(single.length / half.length).toBeGreaterThan(1.95);
    expect(Buffer.compare(widenHalfPrecisionModel(single), single)).toBe(0);

    const photo = await samplePhoto(2);
    const [before, after] = [await matte(half, photo), await matte(single, photo)];
    let sum = 0;
    let max = 0;
    let foreground = 0;
    for (let i = 0; i < before.length; i++) {
      const difference = Math.abs(before[i]! - after[i]!);
      sum += difference;
      max = Math.max(max, difference);
      if (after[i]! > 0.5) foreground++;
    }
    expect(foreground / after.length).toBeGreaterThan(0.1);
    expect(sum / before.length).toBeLessThan(1e-3);
    expect(max).toBeLessThan(0.05);
  }, 120_000);
});
