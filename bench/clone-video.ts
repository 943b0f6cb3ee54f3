// Avatar clone speed (#14 item 7): preparing a 30 s 720p upload (meshes of its segment, the loop, the still) as the
// server does when a clone is made, and a one-minute script spoken by that clone at 720p from the moving loop of its
// video, as a render job does. `npx tsx bench/clone-video.ts` prints the results; `npm run bench` adds them to
// docs/benchmarks.md.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createPhotoRig, prepareCloneVideo, renderMusicTrack, type CanvasSpec } from '@orator/media';
import { makeCloneVideo } from '@orator/media/testing';
import { renderOnce, type BenchResult } from './video';

const CANVAS: CanvasSpec = { ratio: '16:9', resolution: 720 };
const MAX_FACTOR = 0.3;
const UPLOAD_SEC = 30;
const MAX_PREP_SEC = 60;
/** As the server prepares a clone (apps/server/src/modules/avatar-clone/avatar-clone.service.ts). */
const PREP = { startSec: 0.5, segmentSec: 8, fps: 12.5, minLoopSec: 3, height: 720 } as const;

export async function benchCloneVideo(): Promise<BenchResult[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-bench-clone-'));
  try {
    const videoPath = path.join(dir, 'clone.mp4');
    await fs.writeFile(videoPath, await makeCloneVideo('onePerson', { seconds: UPLOAD_SEC, height: 720 }));
    const prepStart = performance.now();
    const prep = await prepareCloneVideo(videoPath, {
      ...PREP,
      segmentSec: Math.min(PREP.segmentSec, UPLOAD_SEC - PREP.startSec),
    });
    const prepSec = (performance.now() - prepStart) / 1000;
    // The music track is stored: only the job is timed.
    const musicPath = path.join(dir, 'music.mp3');
    await renderMusicTrack('corporate-clear-horizon', musicPath);
    const start = performance.now();
    const { rig } = await createPhotoRig(prep.still, { maxHeight: CANVAS.resolution });
    const durationSec = await renderOnce(rig, CANVAS, musicPath, path.join(dir, 'out'), { videoPath, prep });
    const factor = (performance.now() - start) / 1000 / durationSec;
    return [
      {
        name: `avatar clone preparation, ${UPLOAD_SEC} s 720p upload (face mesh of the segment, loop, still)`,
        value: `${prepSec.toFixed(1)} s`,
        target: `< ${MAX_PREP_SEC} s`,
        ok: prepSec < MAX_PREP_SEC,
      },
      {
        name: `avatar clone video, moving loop, ${CANVAS.resolution}p ${CANVAS.ratio}, ${durationSec.toFixed(0)} s script to MP4 (speech, subtitles, music, idle motion)`,
        value: `${factor.toFixed(2)} x real time`,
        target: `<= ${MAX_FACTOR} x real time`,
        ok: factor <= MAX_FACTOR,
      },
    ];
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await benchCloneVideo();
  for (const r of results) console.log(`${r.ok ? 'ok    ' : 'MISSED'} ${r.name}: ${r.value} (target ${r.target})`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}
