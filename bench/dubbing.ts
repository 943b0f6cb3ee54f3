// Dubbing speed: a 10,000-character script spoken into MP3 + SRT as the dubbing job does, and how soon an
// audition of 300 characters starts sounding through the real HTTP endpoint.
// `npx tsx bench/dubbing.ts` prints the results; `npm run bench` adds them to docs/benchmarks.md.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { API_BASE, AUDITION_CHARS, UserApi, VoiceApi } from '@orator/contracts';
import { createEspeakEngine, renderDubbing, speechThreads, type ScriptParagraph } from '@orator/media';
import { createTestApp, solvedCaptcha, type TestApp } from '../apps/server/test/helper';
import type { BenchResult } from './video';

const SCRIPT_CHARS = 10_000;
const VOICES = ['espeak:en-US:f2', 'espeak:en-US:m3'];
const SENTENCES = [
  'Welcome to this long narration, which shows how a dubbing studio reads a full script aloud.',
  'Every paragraph may have its own voice, its own speed and its own pitch, and pauses where the writer wants them.',
  'The studio cuts the text at sentences and clauses, speaks the pieces on every core at once, and joins them in silence.',
  'Subtitles come out with the audio, each line timed to the moment its words are heard.',
  'When the audio is ready, it can be played, downloaded as an MP3, or placed under a video with its subtitle file.',
];
const AUDITION_RUNS = 5;

/** About 10,000 characters in paragraphs of five sentences, the voices taking turns. */
function longScript(): ScriptParagraph[] {
  const paragraphs: ScriptParagraph[] = [];
  let length = 0;
  while (length < SCRIPT_CHARS) {
    const text = SENTENCES.join(' ');
    paragraphs.push({ text, voiceId: VOICES[paragraphs.length % VOICES.length]! });
    length += text.length;
  }
  return paragraphs;
}

async function benchLongScript(): Promise<BenchResult[]> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-bench-dubbing-'));
  try {
    const engine = createEspeakEngine();
    const paragraphs = longScript();
    const characters = paragraphs.reduce((sum, paragraph) => sum + paragraph.text.length, 0);
    await speechThreads().warmUp();
    const start = performance.now();
    const result = await renderDubbing(engine, paragraphs, { outDir });
    const seconds = (performance.now() - start) / 1000;
    return [
      {
        name: `dubbing, ${characters} characters (${(result.durationSec / 60).toFixed(1)} min of audio) to MP3 + SRT on ${speechThreads().size} speech threads`,
        value: `${seconds.toFixed(1)} s`,
        target: '< 30 s',
        ok: seconds < 30,
      },
    ];
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
}

async function signedIn(t: TestApp): Promise<string> {
  const email = 'bench-dubbing@example.com';
  await t.call({
    method: 'POST',
    url: `${API_BASE}${UserApi.register}`,
    payload: { email, password: 'Bench1234', nickname: 'Bench', agreeTerms: true, ...(await solvedCaptcha(t)) },
  });
  const active = await t.call<{ token: string }>({
    method: 'POST',
    url: `${API_BASE}${UserApi.registerActive}`,
    payload: { email, verificationCode: await t.lastCodeFor(email) },
  });
  return active.data.token;
}

/** Milliseconds from sending the request to the first audio bytes after the WAV header, over a real socket. */
async function firstAudioMs(baseUrl: string, token: string, text: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${baseUrl}${API_BASE}${VoiceApi.audition}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', aigcToken: token },
    body: JSON.stringify({ text, voiceId: VOICES[0] }),
  });
  if (res.headers.get('content-type') !== 'audio/wav') throw new Error(`audition answered ${await res.text()}`);
  const reader = res.body!.getReader();
  let received = 0;
  let firstAudio = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.length;
    if (!firstAudio && received > 44) firstAudio = performance.now() - start;
  }
  return firstAudio;
}

async function benchAudition(): Promise<BenchResult[]> {
  const t = await createTestApp();
  try {
    const token = await signedIn(t);
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const text = SENTENCES.join(' ').slice(0, AUDITION_CHARS);
    const coldMs = await firstAudioMs(baseUrl, token, text);
    const warm: number[] = [];
    for (let run = 0; run < AUDITION_RUNS; run++) warm.push(await firstAudioMs(baseUrl, token, text));
    const medianMs = warm.sort((a, b) => a - b)[Math.floor(warm.length / 2)]!;
    return [
      {
        name: `audition of ${AUDITION_CHARS} characters over HTTP, first audio bytes (median of ${AUDITION_RUNS})`,
        value: `${medianMs.toFixed(0)} ms`,
        target: '< 300 ms',
        ok: medianMs < 300,
      },
      {
        name: 'audition, first request after start (speech threads starting)',
        value: `${coldMs.toFixed(0)} ms`,
        target: '< 3000 ms',
        ok: coldMs < 3000,
      },
    ];
  } finally {
    await t.close();
  }
}

export async function benchDubbing(): Promise<BenchResult[]> {
  return [...(await benchAudition()), ...(await benchLongScript())];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await benchDubbing();
  for (const r of results) console.log(`${r.ok ? 'ok    ' : 'MISSED'} ${r.name}: ${r.value} (target ${r.target})`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}
