import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { concatPcm, type Pcm } from '../audio/pcm';
import { ffmpeg } from '../ffmpeg';
import type { SentenceFit } from './plan-sentence-fit';

/** A sentence cut short fades out over this much, so the cut does not click. */
const CUT_FADE_SEC = 0.03;

/** One stretch of the output track, in samples: silence, or a sentence's audio played at its tempo. */
type TrackPart =
  | { kind: 'silence'; samples: number }
  | { kind: 'sentence'; samples: number; from: number; to: number; tempo: number; isCut: boolean };

/**
 * One track exactly `videoSec` long (to the sample) with each sentence played at its planned tempo, pitch kept,
 * from its planned start; silence elsewhere. A sentence's audio is padded or cut to its planned window, so the
 * few samples by which a time-stretch misses its length never move what follows. `pieces` are the sentences as
 * spoken, without leading or trailing silence (`trimSilence`), and what `plan` was made from.
 */
export async function fitSpeechToSlots(
  pieces: readonly Pcm[],
  plan: readonly SentenceFit[],
  videoSec: number,
): Promise<Pcm> {
  const sampleRate = sharedRate(pieces, plan);
  const parts = trackParts(pieces, plan, Math.round(videoSec * sampleRate), sampleRate);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-dub-fit-'));
  try {
    const inputPath = path.join(dir, 'sentences.f32');
    const { samples } = concatPcm([...pieces], sampleRate);
    await writeFile(inputPath, new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength));
    const { stdout } = await ffmpeg([
      ...['-v', 'error', '-f', 'f32le', '-ar', String(sampleRate), '-ac', '1', '-i', inputPath],
      ...['-filter_complex', dubFitFilter(parts, sampleRate)],
      ...['-f', 'f32le', '-ar', String(sampleRate), '-ac', '1', 'pipe:1'],
    ]);
    // A copy: ffmpeg's output buffer need not start on a 4-byte boundary.
    const bytes = stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.length);
    return { sampleRate, samples: new Float32Array(bytes) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function sharedRate(pieces: readonly Pcm[], plan: readonly SentenceFit[]): number {
  const first = pieces[0];
  if (!first) throw new RangeError('no sentences to fit');
  if (pieces.length !== plan.length) throw new RangeError(`${pieces.length} sentences for a plan of ${plan.length}`);
  const mismatched = pieces.find((piece) => piece.sampleRate !== first.sampleRate);
  if (mismatched) throw new RangeError(`cannot join ${mismatched.sampleRate} Hz audio into ${first.sampleRate} Hz`);
  return first.sampleRate;
}

/** A sentence with nothing to play (no audio, or a window under one sample) adds no chain: its time is silence. */
function trackParts(
  pieces: readonly Pcm[],
  plan: readonly SentenceFit[],
  totalSamples: number,
  rate: number,
): TrackPart[] {
  const parts: TrackPart[] = [];
  let cursor = 0;
  let inputOffset = 0;
  plan.forEach((fit, index) => {
    const from = inputOffset;
    inputOffset += pieces[index]?.samples.length ?? 0;
    const start = Math.round(fit.start * rate);
    const end = Math.min(totalSamples, Math.round(fit.end * rate));
    if (start < cursor) throw new RangeError(`sentence ${index + 1} starts before the previous one has ended`);
    if (end <= start || inputOffset === from) return;
    if (start > cursor) parts.push({ kind: 'silence', samples: start - cursor });
    const isCut = fit.overflowSec > 0;
    parts.push({ kind: 'sentence', samples: end - start, from, to: inputOffset, tempo: fit.tempo, isCut });
    cursor = end;
  });
  if (totalSamples > cursor) parts.push({ kind: 'silence', samples: totalSamples - cursor });
  return parts;
}

/** The filter graph that plays `parts` one after another from the joined sentences on input 0. */
function dubFitFilter(parts: readonly TrackPart[], sampleRate: number): string {
  const sentences = parts.filter((part) => part.kind === 'sentence');
  const chains: string[] = [];
  if (sentences.length > 0) {
    chains.push(`[0:a]asplit=${sentences.length}${sentences.map((_, index) => `[in${index}]`).join('')}`);
  }
  let sentenceIndex = 0;
  const labels = parts.map((part, index) => {
    const label = `[p${index}]`;
    if (part.kind === 'silence') {
      chains.push(`anullsrc=r=${sampleRate}:cl=mono,atrim=end_sample=${part.samples}${label}`);
      return label;
    }
    const fadeSamples = Math.min(part.samples, Math.round(CUT_FADE_SEC * sampleRate));
    chains.push(
      [
        `[in${sentenceIndex++}]atrim=start_sample=${part.from}:end_sample=${part.to}`,
        'asetpts=PTS-STARTPTS',
        ...(part.tempo === 1 ? [] : [`atempo=${part.tempo}`]),
        `apad=whole_len=${part.samples}`,
        `atrim=end_sample=${part.samples}`,
        ...(part.isCut ? [`afade=t=out:start_sample=${part.samples - fadeSamples}:nb_samples=${fadeSamples}`] : []),
      ].join(',') + label,
    );
    return label;
  });
  chains.push(`${labels.join('')}concat=n=${labels.length}:v=0:a=1`);
  return chains.join(';');
}
