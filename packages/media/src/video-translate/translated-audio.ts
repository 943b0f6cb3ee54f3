import { DELIVERY_LOUDNESS } from '../audio/loudness';
import { ffmpeg } from '../ffmpeg';

/** The soundtrack's sources and the length it is cut or padded to. */
export interface SoundtrackInputs {
  speechPath: string;
  /** The source's sound without its voice; absent when nothing but the voice was there. */
  backgroundPath?: string;
  /** The source itself, to learn how loud it was: its background keeps its level against the voice. */
  sourcePath: string;
  sourceHasAudio: boolean;
  durationSec: number;
}

/** Gains in dB and the mix they make, ready for the composing run. */
export interface SoundtrackMix {
  speechGainDb: number;
  backgroundGainDb: number;
  /** Brings the whole mix to the delivery loudness. */
  mixGainDb: number;
}

export const AUDIO_RATE = 48_000;
/** A little under the delivery true peak: the limiter works on samples, and AAC adds a few hundredths of a dB. */
const PEAK_LIMIT = 10 ** ((DELIVERY_LOUDNESS.truePeakDbtp - 0.5) / 20);

/**
 * Measures what the mix needs: the new speech is brought to dialogue level (-16 LUFS), the background by the gain
 * that brings the whole source there, so music stays as loud against the new voice as it was against the old one;
 * then the mix of both is measured and set to -16 LUFS as a whole. Three audio-only passes, seconds for an hour.
 */
export async function planSoundtrack(inputs: SoundtrackInputs): Promise<SoundtrackMix> {
  const target = DELIVERY_LOUDNESS.integratedLufs;
  const [speechLufs, sourceLufs] = await Promise.all([
    integratedLoudness(['-i', inputs.speechPath]),
    inputs.backgroundPath
      ? integratedLoudness(['-i', inputs.sourceHasAudio ? inputs.sourcePath : inputs.backgroundPath])
      : Promise.resolve(undefined),
  ]);
  const gainTo = (lufs: number | undefined) => (lufs === undefined ? 0 : target - lufs);
  const partial: SoundtrackMix = {
    speechGainDb: gainTo(speechLufs),
    backgroundGainDb: gainTo(sourceLufs),
    mixGainDb: 0,
  };
  const { inputs: args, graph } = soundtrackGraph(inputs, partial, 0, 'mixed');
  const mixLufs = await integratedLoudness(args, { graph, out: 'mixed' });
  return { ...partial, mixGainDb: gainTo(mixLufs) };
}

/**
 * The soundtrack's inputs (numbered from `firstInput`) and filters, ending in the label `out`: speech padded with
 * silence and cut to the video's length, the background under it, the mix's gain and a peak limiter.
 */
export function soundtrackGraph(
  inputs: SoundtrackInputs,
  mix: SoundtrackMix,
  firstInput: number,
  out: string,
): { inputs: string[]; graph: string } {
  const format = `aresample=${AUDIO_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo`;
  const length = `apad,atrim=0:${inputs.durationSec.toFixed(3)}`;
  const speech = `[${firstInput}:a]${format},volume=${mix.speechGainDb.toFixed(2)}dB,${length}[speech]`;
  const finish = `volume=${mix.mixGainDb.toFixed(2)}dB,alimiter=limit=${PEAK_LIMIT.toFixed(4)}:level=0`;
  if (!inputs.backgroundPath) {
    return { inputs: ['-i', inputs.speechPath], graph: `${speech};[speech]${finish}[${out}]` };
  }
  const background = `[${firstInput + 1}:a]${format},volume=${mix.backgroundGainDb.toFixed(2)}dB,${length}[background]`;
  // amix divides each input by their count; the gains above are meant as they are.
  const sum = `[speech][background]amix=inputs=2:duration=first:dropout_transition=0,volume=2`;
  return {
    inputs: ['-i', inputs.speechPath, '-i', inputs.backgroundPath],
    graph: `${speech};${background};${sum},${finish}[${out}]`,
  };
}

/**
 * EBU R128 integrated loudness of an input, or of the label `out` of a graph over the inputs; undefined for silence.
 * ffmpeg's `ebur128` meter is quicker than `loudnorm`, which measures at 192 kHz.
 */
async function integratedLoudness(
  inputArgs: string[],
  mixed?: { graph: string; out: string },
): Promise<number | undefined> {
  const measure = mixed
    ? ['-filter_complex', `${mixed.graph};[${mixed.out}]ebur128[measured]`, '-map', '[measured]']
    : ['-vn', '-af', 'ebur128'];
  const { stderr } = await ffmpeg(['-nostats', ...inputArgs, ...measure, '-f', 'null', '-']);
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const value = Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]);
  // ebur128 gates at -70 LUFS: silence reads as that.
  return Number.isFinite(value) && value > -70 ? value : undefined;
}
