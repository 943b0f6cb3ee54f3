import { ffmpeg } from '../ffmpeg';

/**
 * The loudness every audio and video output is delivered at: EBU R128 as web video plays it (-16 LUFS integrated,
 * true peak at most -1.5 dBTP). Raw speech synthesis sits near -23 LUFS, 7 LU quieter than the videos around it.
 */
export const DELIVERY_LOUDNESS = { integratedLufs: -16, truePeakDbtp: -1.5, rangeLu: 11 } as const;

const TARGET = `I=${DELIVERY_LOUDNESS.integratedLufs}:TP=${DELIVERY_LOUDNESS.truePeakDbtp}:LRA=${DELIVERY_LOUDNESS.rangeLu}`;

/** What the first pass of `loudnorm` measured, to be handed to the second. */
export interface LoudnessMeasurement {
  integratedLufs: number;
  truePeakDbtp: number;
  rangeLu: number;
  thresholdLufs: number;
  offsetLu: number;
}

/** The first-pass filter: measures and prints JSON after the stream ends. Its own output is thrown away. */
export const MEASURE_LOUDNESS_FILTER = `loudnorm=${TARGET}:print_format=json`;

/** Reads the JSON block `loudnorm` prints at the end of a first pass; undefined for silence (-inf LUFS). */
export function parseLoudnessMeasurement(stderr: string): LoudnessMeasurement | undefined {
  const json = stderr.slice(stderr.lastIndexOf('{'), stderr.lastIndexOf('}') + 1);
  if (!json) throw new Error('loudnorm printed no measurement');
  const printed = JSON.parse(json) as Record<string, string>;
  const measurement = {
    integratedLufs: Number(printed.input_i),
    truePeakDbtp: Number(printed.input_tp),
    rangeLu: Number(printed.input_lra),
    thresholdLufs: Number(printed.input_thresh),
    offsetLu: Number(printed.target_offset),
  };
  return Object.values(measurement).every(Number.isFinite) ? measurement : undefined;
}

/**
 * The second-pass filter: one linear gain to the target where the true peak allows it, the same gentle dynamic
 * correction `loudnorm` applies otherwise; then back to `sampleRate`, since loudnorm works at 192 kHz. Silence
 * (nothing measured) is only resampled.
 */
export function applyLoudnessFilter(measured: LoudnessMeasurement | undefined, sampleRate: number): string {
  const resample = `aresample=${sampleRate}`;
  if (!measured) return resample;
  const { integratedLufs, truePeakDbtp, rangeLu, thresholdLufs, offsetLu } = measured;
  return (
    `loudnorm=${TARGET}:measured_I=${integratedLufs}:measured_TP=${truePeakDbtp}:measured_LRA=${rangeLu}` +
    `:measured_thresh=${thresholdLufs}:offset=${offsetLu}:linear=true,${resample}`
  );
}

/** First pass over one audio file (any format ffmpeg reads). */
export async function measureLoudness(inputPath: string): Promise<LoudnessMeasurement | undefined> {
  const { stderr } = await ffmpeg([
    '-hide_banner',
    '-i',
    inputPath,
    '-vn',
    '-af',
    MEASURE_LOUDNESS_FILTER,
    '-f',
    'null',
    '-',
  ]);
  return parseLoudnessMeasurement(stderr);
}

export interface AudioDelivery {
  sampleRate: number;
  channels: 1 | 2;
  /** Codec and container options of the output, e.g. `['-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3']`. */
  codec: string[];
}

/** Speech-only downloads: 44.1 kHz mono MP3 at 128 kb/s, as music and podcast players expect. */
export const SPEECH_MP3: AudioDelivery = {
  sampleRate: 44_100,
  channels: 1,
  codec: ['-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3'],
};

/** Two-pass EBU R128 normalisation of one file into `outputPath`, encoded as `delivery` says. */
export async function deliverAudio(inputPath: string, outputPath: string, delivery: AudioDelivery): Promise<void> {
  const measured = await measureLoudness(inputPath);
  await ffmpeg([
    ...['-hide_banner', '-i', inputPath, '-vn'],
    ...['-af', applyLoudnessFilter(measured, delivery.sampleRate)],
    ...['-ac', String(delivery.channels), '-ar', String(delivery.sampleRate)],
    ...delivery.codec,
    ...['-y', outputPath],
  ]);
}
