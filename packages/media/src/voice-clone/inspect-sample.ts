import {
  AudioInputRejectedError,
  checkAudioInput,
  type AudioInputFormat,
  type AudioInputProblem,
} from '../audio/audio-input';
import type { Pcm } from '../audio/pcm';
import { ffmpeg } from '../ffmpeg';
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
/** SPEC 5: clone samples are mp3, wav or m4a. */
const SAMPLE_FORMATS = ['mp3', 'wav', 'm4a'] as const satisfies readonly AudioInputFormat[];
/** A clone needs this much voiced speech, and voiced speech must fill this share of the sample. */
const MIN_VOICED_SEC = 4;
const MIN_VOICED_SHARE = 0.2;
/** Speech has syllables; a held tone or a hum is voiced but has (almost) none. */
const MIN_SYLLABLES_PER_SEC = 1;

/**
 * SPEC 5 checks of a clone sample, on its content: the voice tools' input check (size, container
 * whatever the file is called, decoded length, silence), then audio that actually holds speech.
 * Throws VoiceSampleError.
 */
export async function inspectVoiceSample(filePath: string, limits: SampleLimits): Promise<InspectedSample> {
  const checked = await checkAudioInput(filePath, { formats: SAMPLE_FORMATS, ...limits }).catch((error: unknown) => {
    throw error instanceof AudioInputRejectedError ? sampleError(error.problem, limits) : error;
  });
  const pcm = await decode(filePath, limits.maxSec);
  const analysis = analyseVoice(pcm);
  const minVoicedSec = Math.max(MIN_VOICED_SEC, MIN_VOICED_SHARE * analysis.analysedSec);
  if (analysis.voicedSec < minVoicedSec || analysis.syllablesPerSec < MIN_SYLLABLES_PER_SEC) {
    throw new VoiceSampleError('tooLittleSpeech', {
      speechSec: round(analysis.voicedSec),
      minSpeechSec: round(minVoicedSec),
    });
  }
  return { pcm, durationSec: checked.durationSec, format: checked.format as SampleFormat, analysis };
}

/** The input check's refusal, with the limit a message about it quotes. */
function sampleError(problem: AudioInputProblem, limits: SampleLimits): VoiceSampleError {
  if (problem === 'tooSmall') return new VoiceSampleError(problem, { minBytes: limits.minBytes });
  if (problem === 'tooLarge') return new VoiceSampleError(problem, { maxBytes: limits.maxBytes });
  if (problem === 'tooShort') return new VoiceSampleError(problem, { minSec: limits.minSec });
  if (problem === 'tooLong') return new VoiceSampleError(problem, { maxSec: limits.maxSec });
  return new VoiceSampleError(problem);
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

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
