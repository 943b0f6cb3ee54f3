import type { Worker } from 'node:worker_threads';
import type { Point } from '../face/geometry';
import { startTsWorker } from '../threads/ts-worker';
import type { FaceToRender } from './render-swap-frames';
import type { FaceTopology, SourceFace } from './swap-source-face';

/** What the painting thread is started with: the library faces and the mesh's layout. */
export interface PainterSetup {
  sources: { id: string; width: number; height: number; data: Uint8Array; mesh: Float64Array; mirrored: boolean }[];
  topology: FaceTopology;
}

export interface PaintRequest {
  seq: number;
  width: number;
  height: number;
  /** The 4:2:0 frame, handed over (not copied) and handed back painted. */
  frame: ArrayBuffer;
  faces: { id: string; mesh: Float64Array; fresh: boolean }[];
}

export interface PaintReply {
  seq: number;
  frame: ArrayBuffer;
}

/**
 * Paints faces on frames in a worker thread, so the face mesh of the next frame is fitted on the main thread while
 * this frame is painted: on two cores the two halves of the work overlap. Frames are handed over without copying.
 */
export class PaintingThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (frame: Buffer) => void; reject: (error: Error) => void }>();
  private seq = 0;
  private failure: Error | null = null;

  constructor(sources: Map<string, SourceFace>, topology: FaceTopology) {
    const setup: PainterSetup = {
      sources: [...sources].map(([id, { image, mesh, mirrored }]) => ({
        id,
        width: image.width,
        height: image.height,
        data: new Uint8Array(image.data),
        mesh: flatten(mesh),
        mirrored,
      })),
      topology,
    };
    this.worker = startTsWorker(new URL('./render-swap-worker.ts', import.meta.url), {
      name: 'face-swap-painter',
      workerData: setup,
    });
    this.worker.on('message', ({ seq, frame }: PaintReply) => {
      const waiting = this.waiting.get(seq);
      this.waiting.delete(seq);
      waiting?.resolve(Buffer.from(frame));
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const { reject } of this.waiting.values()) reject(error);
      this.waiting.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the face painting thread stopped (exit code ${code})`)));
  }

  /** The frame painted. Its memory is handed to the thread (copied first if shared): `frame` is not usable after. */
  paint(frame: Buffer, width: number, height: number, faces: readonly FaceToRender[]): Promise<Buffer> {
    if (this.failure) return Promise.reject(this.failure);
    const seq = this.seq++;
    const owned = frame.byteOffset === 0 && frame.byteLength === frame.buffer.byteLength;
    const buffer = (owned ? frame : Buffer.from(frame)).buffer as ArrayBuffer;
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.set(seq, { resolve, reject });
      this.worker.postMessage(
        {
          seq,
          width,
          height,
          frame: buffer,
          faces: faces.map(({ id, mesh, fresh }) => ({ id, mesh: flatten(mesh), fresh })),
        } satisfies PaintRequest,
        [buffer],
      );
    });
  }

  async close(): Promise<void> {
    this.worker.removeAllListeners('exit');
    await this.worker.terminate();
  }
}

function flatten(points: readonly Point[]): Float64Array {
  const flat = new Float64Array(points.length * 2);
  points.forEach((p, i) => {
    flat[2 * i] = p.x;
    flat[2 * i + 1] = p.y;
  });
  return flat;
}
