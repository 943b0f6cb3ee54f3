import { stat } from 'node:fs/promises';
import { ffmpeg, probe, type ProbeResult } from '../ffmpeg';

/** Audio containers told apart by their content (ffprobe), never by the file name. */
export const AUDIO_INPUT_FORMATS = ['mp3', 'wav', 'm4a', 'ogg', 'webm', 'flac'] as const;
export type AudioInputFormat = (typeof AUDIO_INPUT_FORMATS)[number];

/** What one voice tool accepts; each tool passes its own (SPEC 5 gives several sets). */
export interface AudioInputLimits {
  formats: readonly AudioInputFormat[];
  minSec: number;
  maxSec: number;
  maxBytes: number;
  minBytes?: number;
  /** A stretch quieter than this (dB below full scale) counts as silence. Defaults to -40 dBFS. */
  silenceDb?: number;
  /** Less audible time than this makes the whole file "silent". Defaults to 0.5 s. */
  minAudibleSec?: number;
}

export type AudioInputProblem =
  'tooSmall' | 'tooLarge' | 'unreadable' | 'wrongFormat' | 'tooShort' | 'tooLong' | 'silent';

/** Why an input was refused; callers map `problem` to a message in the user's language. */
export class AudioInputRejectedError extends Error {
  constructor(readonly problem: AudioInputProblem) {
    super(`audio input refused: ${problem}`);
    this.name = 'AudioInputRejectedError';
  }
}

export interface AudioInputInfo {
  format: AudioInputFormat;
  /** Measured by decoding, so a wrong header cannot lie about it. */
  durationSec: number;
  sizeBytes: number;
  sampleRate: number;
  channels: number;
  /** Seconds louder than the silence level. */
  audibleSec: number;
  /** Level of the loudest 50 ms, dBFS. */
  peakLevelDb: number;
}

const ANALYSIS_RATE = 8000;
const FRAME_SEC = 0.05;
const DEFAULT_SILENCE_DB = -40;
const DEFAULT_MIN_AUDIBLE_SEC = 0.5;
/** A file whose stream decodes to less than this share of its stated length is damaged. */
const MIN_DECODED_SHARE = 0.5;
/** Cover art shows up as a video stream in MP3 and M4A files; real video does not belong in a voice tool. */
const COVER_ART_CODECS = new Set(['mjpeg', 'png', 'bmp', 'gif']);

function formatOf(info: ProbeResult): AudioInputFormat | undefined {
  if (!info.audio) return undefined;
  if (info.video && !COVER_ART_CODECS.has(info.video.codec)) return undefined;
  const containers = info.formatName.split(',');
  if (containers.includes('mp3')) return 'mp3';
  if (containers.includes('wav')) return 'wav';
  if (containers.includes('m4a')) return 'm4a';
  if (containers.includes('ogg')) return 'ogg';
  if (containers.includes('webm')) return 'webm';
  if (containers.includes('flac')) return 'flac';
  return undefined;
}

/**
 * One second past a tool's limit: enough to tell "over the limit" from "at it" without decoding the rest. A
 * header can state any length, so every decode of user audio stops here rather than trusting it.
 */
export const DECODE_MARGIN_SEC = 1;

/** The longest stretch of a user's audio any decode for a tool with this limit reads. */
export function decodeCapSec(maxSec: number): number {
  return maxSec + DECODE_MARGIN_SEC;
}

/**
 * Mono floats of at most `decodeCapSec(maxSec)` seconds, whatever the file claims. At 8 kHz it is enough to hear
 * whether anything is said, and cheap for ten minutes of audio.
 */
export async function decodeUpToLimit(path: string, maxSec: number, sampleRate = ANALYSIS_RATE): Promise<Float32Array> {
  const { stdout } = await ffmpeg([
    '-v',
    'error',
    '-i',
    path,
    '-t',
    String(decodeCapSec(maxSec)),
    '-vn',
    '-ac',
    '1',
    '-ar',
    String(sampleRate),
    '-f',
    'f32le',
    'pipe:1',
  ]);
  return new Float32Array(stdout.buffer, stdout.byteOffset, Math.floor(stdout.length / 4));
}

function levels(samples: Float32Array): number[] {
  const frame = Math.round(ANALYSIS_RATE * FRAME_SEC);
  const result: number[] = [];
  for (let start = 0; start + frame <= samples.length; start += frame) {
    let sum = 0;
    for (let i = start; i < start + frame; i++) sum += (samples[i] ?? 0) ** 2;
    result.push(10 * Math.log10(sum / frame + 1e-12));
  }
  return result;
}

/**
 * Checks an uploaded audio file by what it contains: size, a readable audio stream in an accepted
 * container, a length within limits, and enough sound to work on. Cheap checks run first so a huge or
 * foreign file is refused before anything decodes it, and the decode never reads past the limit.
 */
export async function checkAudioInput(path: string, limits: AudioInputLimits): Promise<AudioInputInfo> {
  const sizeBytes = (await stat(path)).size;
  if (limits.minBytes !== undefined && sizeBytes <= limits.minBytes) throw new AudioInputRejectedError('tooSmall');
  if (sizeBytes > limits.maxBytes) throw new AudioInputRejectedError('tooLarge');

  const info = await probe(path).catch(() => undefined);
  if (!info) throw new AudioInputRejectedError('unreadable');
  const format = formatOf(info);
  // Something ffprobe recognises but that is not audio alone (an image, a video) is the wrong kind of file.
  if (!format || !limits.formats.includes(format)) throw new AudioInputRejectedError('wrongFormat');
  // The length is the decoder's, never the header's: an MP3 without a Xing header whose bitrate drops after its
  // first frames states minutes and plays for hours. The decode stops just past the limit, so hours cost nothing.
  const samples = await decodeUpToLimit(path, limits.maxSec).catch(() => undefined);
  const durationSec = (samples?.length ?? 0) / ANALYSIS_RATE;
  if (!samples || durationSec === 0) throw new AudioInputRejectedError('unreadable');
  if (durationSec > limits.maxSec) throw new AudioInputRejectedError('tooLong');
  const statedSec = info.audio?.durationSec || info.durationSec;
  if (statedSec > 0 && durationSec < Math.min(statedSec, limits.maxSec) * MIN_DECODED_SHARE) {
    throw new AudioInputRejectedError('unreadable');
  }
  if (durationSec < limits.minSec) throw new AudioInputRejectedError('tooShort');

  const frameLevels = levels(samples);
  const silenceDb = limits.silenceDb ?? DEFAULT_SILENCE_DB;
  const audibleSec = frameLevels.filter((level) => level > silenceDb).length * FRAME_SEC;
  if (audibleSec < (limits.minAudibleSec ?? DEFAULT_MIN_AUDIBLE_SEC)) throw new AudioInputRejectedError('silent');

  return {
    format,
    durationSec,
    sizeBytes,
    sampleRate: info.audio?.sampleRate ?? 0,
    channels: info.audio?.channels ?? 0,
    audibleSec,
    peakLevelDb: Math.max(...frameLevels),
  };
}
