import { stat } from 'node:fs/promises';
import type { Pcm } from '../audio/pcm';
import { ffmpeg, probe, type ProbeResult } from '../ffmpeg';
import { analyseVoice, type VoiceAnalysis } from './analyse-voice';

export interface SampleLimits {
  /** The file must be larger than this. */
  minBytes: number;
  maxBytes: number;
  minSec: number;
  maxSec: number;
}

/** SPEC 5: instant clone audio larger than 100 KB, up to 20 MB, 10 s to 5 min. */
export const INSTANT_CLONE_SAMPLE: SampleLimits = {
  minBytes: 100 * 1024,
  maxBytes: 20 * 1024 * 1024,
  minSec: 10,
  maxSec: 300,
};
/** SPEC 5: pro clone audio 5 to 10 min, up to 50 MB. */
export const PRO_CLONE_SAMPLE: SampleLimits = {
  minBytes: 100 * 1024,
  maxBytes: 50 * 1024 * 1024,
  minSec: 300,
  maxSec: 600,
};

export type SampleFormat = 'mp3' | 'wav' | 'm4a';

export const VOICE_SAMPLE_ERROR_CODES = [
  'unreadable',
  'wrongFormat',
  'tooSmall',
  'tooLarge',
  'tooShort',
  'tooLong',
  'silent',
  'tooLittleSpeech',
] as const;
export type VoiceSampleErrorCode = (typeof VOICE_SAMPLE_ERROR_CODES)[number];

/** Why a sample cannot make a clone; `details` holds the numbers a message needs (limits in bytes and seconds). */
export class VoiceSampleError extends Error {
  constructor(
    readonly code: VoiceSampleErrorCode,
    readonly details: Record<string, number | string> = {},
  ) {
    super(`voice sample rejected: ${code} ${JSON.stringify(details)}`);
    this.name = 'VoiceSampleError';
  }
}

export interface InspectedSample {
  /** The whole sample as mono 16 kHz PCM. */
  pcm: Pcm;
  durationSec: number;
  format: SampleFormat;
  /** `analyseVoice(pcm)`, computed for the speech checks anyway. */
  analysis: VoiceAnalysis;
}

/** Speech analysis needs no more; every source is decoded to the same rate. */
const DECODE_RATE = 16_000;
/** A peak below -40 dBFS is a recording of nothing. */
const SILENT_PEAK = 0.01;
/** A clone needs this much voiced speech, and voiced speech must fill this share of the sample. */
const MIN_VOICED_SEC = 4;
const MIN_VOICED_SHARE = 0.2;
/** Speech has syllables; a held tone or a hum is voiced but has (almost) none. */
const MIN_SYLLABLES_PER_SEC = 1;
/** Cover art in an m4a is a still picture stream, not a video. */
const PICTURE_CODECS = new Set(['mjpeg', 'png']);

/**
 * SPEC 5 checks of a clone sample, on its content: size, container and codec (whatever the file
 * is called), duration, then decoded audio that actually holds speech. Throws VoiceSampleError.
 */
export async function inspectVoiceSample(filePath: string, limits: SampleLimits): Promise<InspectedSample> {
  const { size } = await stat(filePath);
  if (size <= limits.minBytes) throw new VoiceSampleError('tooSmall', { bytes: size, minBytes: limits.minBytes });
  if (size > limits.maxBytes) throw new VoiceSampleError('tooLarge', { bytes: size, maxBytes: limits.maxBytes });

  const info = await probe(filePath).catch(() => {
    throw new VoiceSampleError('unreadable');
  });
  const format = sampleFormat(info);
  const declaredSec = info.audio?.durationSec || info.durationSec;
  if (declaredSec > limits.maxSec) throw tooLong(declaredSec, limits);

  // One second past the limit is enough to tell that a file without a trustworthy duration is too long.
  const pcm = await decode(filePath, limits.maxSec + 1);
  const durationSec = pcm.samples.length / pcm.sampleRate;
  if (durationSec === 0) throw new VoiceSampleError('unreadable');
  if (durationSec < limits.minSec) {
    throw new VoiceSampleError('tooShort', { seconds: round(durationSec), minSec: limits.minSec });
  }
  if (durationSec > limits.maxSec) throw tooLong(durationSec, limits);
  if (peakOf(pcm) < SILENT_PEAK) throw new VoiceSampleError('silent');

  const analysis = analyseVoice(pcm);
  const minVoicedSec = Math.max(MIN_VOICED_SEC, MIN_VOICED_SHARE * analysis.analysedSec);
  if (analysis.voicedSec < minVoicedSec || analysis.syllablesPerSec < MIN_SYLLABLES_PER_SEC) {
    throw new VoiceSampleError('tooLittleSpeech', {
      speechSec: round(analysis.voicedSec),
      minSpeechSec: round(minVoicedSec),
    });
  }
  return { pcm, durationSec, format, analysis };
}

function sampleFormat(info: ProbeResult): SampleFormat {
  const audio = info.audio;
  if (!audio) throw new VoiceSampleError('wrongFormat', { detected: info.formatName || 'unknown' });
  const containers = info.formatName.split(',');
  if (info.video && !PICTURE_CODECS.has(info.video.codec)) {
    throw new VoiceSampleError('wrongFormat', { detected: info.formatName });
  }
  if (containers.includes('mp3') && audio.codec === 'mp3') return 'mp3';
  if (containers.includes('wav') && audio.codec.startsWith('pcm_')) return 'wav';
  if (containers.includes('m4a') && audio.codec === 'aac') return 'm4a';
  throw new VoiceSampleError('wrongFormat', { detected: `${info.formatName}/${audio.codec}` });
}

async function decode(filePath: string, maxSec: number): Promise<Pcm> {
  const { stdout } = await ffmpeg([
    '-v',
    'error',
    '-i',
    filePath,
    '-t',
    String(maxSec),
    '-vn',
    '-ac',
    '1',
    '-ar',
    String(DECODE_RATE),
    '-f',
    'f32le',
    'pipe:1',
  ]).catch(() => {
    throw new VoiceSampleError('unreadable');
  });
  const samples = new Float32Array(stdout.byteLength / 4);
  for (let i = 0; i < samples.length; i++) samples[i] = stdout.readFloatLE(i * 4);
  return { sampleRate: DECODE_RATE, samples };
}

function peakOf(pcm: Pcm): number {
  let peak = 0;
  for (const sample of pcm.samples) peak = Math.max(peak, Math.abs(sample));
  return peak;
}

function tooLong(seconds: number, limits: SampleLimits): VoiceSampleError {
  return new VoiceSampleError('tooLong', { seconds: round(seconds), maxSec: limits.maxSec });
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
