// AI video translation (#16 item 8): a 60 s English talking head at 720p, with music under the voice, translated
// into Spanish offline through the API and the jobs a worker runs: upload and analysis, pocketsphinx transcript,
// Apertium translation, then the render (the speaker's cloned voice, fitted speech, the voice taken out of the
// soundtrack, lips redrawn, subtitles), each stage timed.
// `npx tsx bench/video-translation.ts` prints the results; `npm run bench` adds them to docs/benchmarks.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { isPocketsphinxAvailable } from '@orator/media';
import { analyseTranslationVideo } from '../apps/server/src/modules/video-translation/analyse-video.job';
import { renderTranslation } from '../apps/server/src/modules/video-translation/render-translation.job';
import { trackTranslationFaces } from '../apps/server/src/modules/video-translation/speaker-faces.job';
import { transcribeTranslationVideo } from '../apps/server/src/modules/video-translation/transcribe-video.job';
import { servicesFor } from '../apps/server/src/modules/services';
import { createTestApp } from '../apps/server/test/helper';
import { buyKcoins } from '../apps/server/test/money';
import { activeUser, setUser } from '../apps/server/test/users';
import {
  englishTalkingHead,
  submitted,
  transcribed,
  translationCall,
  translationDetail,
  uploadedTranslation,
} from '../apps/server/test/video-translation';
import { HELD_OUT_PARAGRAPHS } from './held-out-texts';
import type { BenchResult } from './video';

const VIDEO_SEC = 60;
const MAX_FACTOR = 1.0;

export async function benchVideoTranslation(): Promise<BenchResult[]> {
  const text = HELD_OUT_PARAGRAPHS.map((paragraph) => paragraph.text).join(' ');
  const video = await englishTalkingHead({ seconds: VIDEO_SEC, height: 720, music: true, text });
  const t = await createTestApp();
  try {
    const { token, user } = await activeUser(t);
    await buyKcoins(t, token, 'kc1200');
    await setUser(t, user.id, { plan: 'pro', subscriptionStatus: 45 });
    const stages: [string, number][] = [];
    const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const start = performance.now();
      const result = await work();
      stages.push([name, (performance.now() - start) / 1000]);
      return result;
    };

    const task = await timed('upload and check', () => uploadedTranslation(t, token, video));
    await timed('soundtrack and language', () => analyseTranslationVideo({ taskId: task.id }, t.ctx));
    const offline = isPocketsphinxAvailable();
    await transcribed(t, token, { id: task.id, language: 'en', ...(offline ? {} : { text }) });
    // The worker runs the face tracking queued by the analysis while the transcript is made, as here.
    const transcript = offline ? 'transcript (pocketsphinx)' : 'transcript (alignment)';
    await timed(`${transcript} with the speaker's face alongside`, () =>
      Promise.all([
        timed(transcript, () => transcribeTranslationVideo({ taskId: task.id }, t.ctx)),
        timed("speaker's face", () => trackTranslationFaces({ taskId: task.id }, t.ctx)),
      ]),
    );
    await timed('translation (Apertium)', () =>
      translationCall(t, token, 'translate', { id: task.id, targetLanguage: 'es' }),
    );
    await submitted(t, token, { id: task.id, voice: { mode: 'clone' }, subtitles: 'target', lipSync: true });
    const steps = watchSteps(t, task.id);
    await timed('render', () => renderTranslation({ taskId: task.id }, t.ctx));
    const renderSteps = steps.stop();
    const done = await translationDetail(t, token, task.id);
    if (done.stage !== 'finished') throw new Error(`the translation did not finish: ${done.failReason}`);
    const alongside = new Set([transcript, "speaker's face"]);
    const totalSec = stages.filter(([name]) => !alongside.has(name)).reduce((sum, [, sec]) => sum + sec, 0);
    const factor = totalSec / done.durationSec;
    const breakdown = [...stages.filter(([name]) => name !== 'render'), ...renderSteps]
      .map(([name, sec]) => `${name} ${sec.toFixed(1)} s`)
      .join(', ');
    return [
      {
        name: `video translation: ${done.durationSec.toFixed(0)} s English talking head at 720p with music, to Spanish offline, cloned voice, lips, subtitles (total wall time / video time; ${breakdown})`,
        value: `${factor.toFixed(2)} x (${totalSec.toFixed(1)} s)`,
        target: `<= ${MAX_FACTOR} x`,
        ok: factor <= MAX_FACTOR,
      },
    ];
  } finally {
    await t.close();
  }
}

/** The render's steps as the task records them, timed by reading the task while the job runs. */
function watchSteps(t: Awaited<ReturnType<typeof createTestApp>>, taskId: number) {
  const repo = servicesFor(t.ctx).videoTranslationRepo;
  const seen: [string, number][] = [];
  let current: string | null = null;
  const timer = setInterval(() => {
    void repo.byId(taskId).then((row) => {
      const step = row?.step ?? null;
      if (step && step !== current) {
        current = step;
        seen.push([step, performance.now()]);
      }
    });
  }, 50);
  return {
    stop(): [string, number][] {
      clearInterval(timer);
      const end = performance.now();
      return seen.map(([name, at], index) => [`render: ${name}`, ((seen[index + 1]?.[1] ?? end) - at) / 1000]);
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await benchVideoTranslation();
  for (const r of results) console.log(`${r.ok ? 'ok    ' : 'MISSED'} ${r.name}: ${r.value} (target ${r.target})`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}
