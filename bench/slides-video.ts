// Slides to video (#15 item 6): the bench's 20-slide PPTX with notes (about 3 minutes of narration) uploaded and
// imported through the API, then rendered at 720p with a presenter in the corner, as the worker does.
// `npx tsx bench/slides-video.ts` prints the results; `npm run bench` adds them to docs/benchmarks.md.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { SlidesApi, type TSlideExtraction } from '@orator/contracts';
import { renderVideo } from '../apps/server/src/modules/video-task/render-video.job';
import { api } from '../apps/server/test/api';
import { createTestApp } from '../apps/server/test/helper';
import { buyKcoins } from '../apps/server/test/money';
import { importedSlides } from '../apps/server/test/slides';
import { activeUser, setUser } from '../apps/server/test/users';
import { savedTask, taskDetail, videoTask } from '../apps/server/test/video';
import { writeBenchDeck } from './slides';
import type { BenchResult } from './video';

const MAX_IMPORT_SEC = 30;
const MAX_RENDER_FACTOR = 0.3;

export async function benchSlidesVideo(): Promise<BenchResult[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-bench-slides-video-'));
  const t = await createTestApp();
  try {
    const { token, user } = await activeUser(t);
    await buyKcoins(t, token, 'kc1200');
    await setUser(t, user.id, { plan: 'pro', subscriptionStatus: 45 });
    const deckPath = path.join(dir, 'deck.pptx');
    await writeBenchDeck(deckPath);

    const importStart = performance.now();
    const importId = await importedSlides(t, token, 'Quarterly review.pptx', await fs.readFile(deckPath));
    const importSec = (performance.now() - importStart) / 1000;
    const extraction = await t.call<TSlideExtraction>({
      method: 'POST',
      url: api(SlidesApi.extract),
      token,
      payload: { id: importId },
    });
    const slides = extraction.data.slides.map((slide) => ({ page: slide.index, script: slide.script }));

    const task = await savedTask(
      t,
      token,
      videoTask({
        inputMode: 'slides',
        copyContent: '',
        slides: { importId, layout: 'corner', transition: 'fade', slides },
        subtitles: { enabled: true, fontId: 'noto-sans', color: '#ffffff' },
      }),
    );
    const renderStart = performance.now();
    await renderVideo({ taskId: task.id }, t.ctx);
    const renderSec = (performance.now() - renderStart) / 1000;
    const done = await taskDetail(t, token, task.id);
    const videoSec = done.voicePackageDurationSecond ?? Number.NaN;
    const factor = renderSec / videoSec;
    return [
      {
        name: `slides to video: ${slides.length}-slide PPTX with notes uploaded, converted and read through the API`,
        value: `${importSec.toFixed(1)} s`,
        target: `< ${MAX_IMPORT_SEC} s`,
        ok: importSec < MAX_IMPORT_SEC,
      },
      {
        name: `slides to video: ${videoSec.toFixed(0)} s of narration over ${slides.length} slides at 720p, stock presenter in the corner, fades, subtitles (render wall time / video time)`,
        value: `${factor.toFixed(2)} x (${renderSec.toFixed(1)} s)`,
        target: `<= ${MAX_RENDER_FACTOR} x`,
        ok: factor <= MAX_RENDER_FACTOR,
      },
    ];
  } finally {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await benchSlidesVideo();
  for (const r of results) console.log(`${r.ok ? 'ok    ' : 'MISSED'} ${r.name}: ${r.value} (target ${r.target})`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}
