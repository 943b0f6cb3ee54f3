import { parentPort, workerData } from 'node:worker_threads';
import type { Point } from '../face/geometry';
import { FacePainter } from './render-swap-frames';
import type { PaintReply, PaintRequest, PainterSetup } from './render-swap-thread';
import type { SourceFace } from './swap-source-face';

const setup = workerData as PainterSetup;
const sources = new Map<string, SourceFace>(
  setup.sources.map(({ id, width, height, data, mesh, mirrored }) => [
    id,
    { image: { width, height, data: Buffer.from(data) }, mesh: unflatten(mesh), mirrored },
  ]),
);
const painter = new FacePainter(sources, setup.topology);

parentPort?.on('message', ({ seq, width, height, frame, faces }: PaintRequest) => {
  const data = Buffer.from(frame);
  painter.paint(
    { width, height, data },
    faces.map(({ id, mesh, fresh }) => ({ id, mesh: unflatten(mesh), fresh })),
  );
  parentPort?.postMessage({ seq, frame } satisfies PaintReply, [frame]);
});

function unflatten(flat: Float64Array): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < flat.length; i += 2) points.push({ x: flat[i] as number, y: flat[i + 1] as number });
  return points;
}
