// The media engine of AI video translation (#16 item 8) on its own: a 60 s 720p talking head with music, its
// speaker's face tracked, then rendered with new speech (lips redrawn in every sentence, the music bed under it,
// both subtitle lines burned in). The whole server pipeline is benched by bench/video-translation.ts; this one
// separates the two media stages it spends most of its time in. `npx tsx bench/video-translate-render.ts`.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import {
  concatPcm,
  createEspeakEngine,
  encodeWav,
  renderTranslatedVideo,
  silence,
  synthesizeMusicTrack,
  trackFaces,
  type Pcm,
  type Span,
} from '@orator/media';
import { makeTalkingHeadVideo, TALKING_HEAD_TEXT } from '@orator/media/testing';
import type { BenchResult } from './video';

const SECONDS = 60;
/** The render's share of the pipeline's 1.0 x real time. */
const MAX_RENDER_SEC = 25;
const MAX_TRACK_SEC = 15;
const SPANISH =
  'Hola y bienvenidos a nuestro estudio. Hoy les mostraré cómo un video corto se convierte en otra lengua.';

export async function benchVideoTranslateRender(): Promise<BenchResult[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-bench-translate-render-'));
  try {
    const sourcePath = path.join(dir, 'source.mp4');
    const spoken = Array.from({ length: 7 }, () => TALKING_HEAD_TEXT).join(' ');
    await fs.writeFile(
      sourcePath,
      await makeTalkingHeadVideo({ seconds: SECONDS, height: 720, music: true, text: spoken }),
    );
    const backgroundPath = path.join(dir, 'background.wav');
    const music = synthesizeMusicTrack('corporate-clear-horizon');
    await fs.writeFile(backgroundPath, encodeWav({ ...music, samples: music.samples.map((v) => v * 0.25) }));
    const { speech, windows } = await spanishSpeech();

    const trackStart = performance.now();
    const faces = await trackFaces(sourcePath);
    const trackSec = (performance.now() - trackStart) / 1000;
    const renderStart = performance.now();
    await renderTranslatedVideo({
      sourcePath,
      outPath: path.join(dir, 'out.mp4'),
      coverPath: path.join(dir, 'cover.jpg'),
      durationSec: SECONDS,
      speech,
      backgroundPath,
      faces,
      talkWindows: windows,
      subtitles: {
        lines: windows.flatMap((w) => [
          { ...w, text: SPANISH, role: 'target' as const },
          { ...w, text: TALKING_HEAD_TEXT, role: 'source' as const },
        ]),
      },
      maxRows: 1080,
    });
    const renderSec = (performance.now() - renderStart) / 1000;
    return [
      {
        name: `video translation face tracking, ${SECONDS} s 720p at 5 samples/s`,
        value: `${trackSec.toFixed(1)} s`,
        target: `<= ${MAX_TRACK_SEC} s`,
        ok: trackSec <= MAX_TRACK_SEC,
      },
      {
        name: `video translation render, ${SECONDS} s 720p 25 fps (lips in every sentence, music, two subtitle lines)`,
        value: `${renderSec.toFixed(1)} s`,
        target: `<= ${MAX_RENDER_SEC} s`,
        ok: renderSec <= MAX_RENDER_SEC,
      },
    ];
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Spanish sentences one after another through the minute, each with its window. */
async function spanishSpeech(): Promise<{ speech: Pcm; windows: Span[] }> {
  const sentence = await createEspeakEngine().synthesize(SPANISH, 'espeak:es-ES:f2');
  const rate = sentence.sampleRate;
  const sentenceSec = sentence.samples.length / rate;
  const parts: Pcm[] = [silence(rate, 0.5)];
  const windows: Span[] = [];
  for (let start = 0.5; start + sentenceSec < SECONDS; start += sentenceSec + 0.6) {
    parts.push(sentence, silence(rate, 0.6));
    windows.push({ start, end: start + sentenceSec });
  }
  parts.push(silence(rate, SECONDS));
  const track = concatPcm(parts, rate);
  return { speech: { sampleRate: rate, samples: track.samples.slice(0, SECONDS * rate) }, windows };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await benchVideoTranslateRender();
  for (const r of results) console.log(`${r.ok ? 'ok    ' : 'MISSED'} ${r.name}: ${r.value} (target ${r.target})`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}
