import { rm } from 'node:fs/promises';
import { decodeCapSec, decodeUpToLimit } from '../audio/audio-input';
import { deliverAudio, SPEECH_MP3 } from '../audio/loudness';
import { ffmpeg } from '../ffmpeg';
import { recipeFor, semitoneRatio, WORKING_RATE, type PresetRecipe, type VoiceChange } from './presets';

/** rubberband holds back its last ~0.1 s; this much silence pushes it through before the cut to length. */
const FLUSH_SAMPLES = WORKING_RATE / 2;

function round(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

/**
 * rubberband alone moves pitch with formants fixed or together. For a free formant shift F: resampling
 * by F moves pitch, formants and speed together; rubberband then restores the speed and brings the
 * pitch from F to the target with the formants kept where the resampling put them.
 */
function shiftFilters({ pitchSemitones, formantSemitones }: PresetRecipe): string[] {
  if (pitchSemitones === 0 && formantSemitones === 0) return [];
  const pitch = semitoneRatio(pitchSemitones);
  if (formantSemitones === 0) return [`rubberband=pitch=${round(pitch)}:formant=preserved`];
  const formant = semitoneRatio(formantSemitones);
  return [
    `asetrate=${round(WORKING_RATE * formant)}`,
    `aresample=${WORKING_RATE}`,
    `rubberband=tempo=${round(1 / formant)}:pitch=${round(pitch / formant)}:formant=preserved`,
  ];
}

/** The whole ffmpeg filter graph for a change of `lengthSamples` samples at the working rate. */
export function voiceChangeFilter(change: VoiceChange, lengthSamples: number): string {
  const recipe = recipeFor(change);
  return [
    'aformat=channel_layouts=mono',
    `aresample=${WORKING_RATE}`,
    `apad=pad_len=${FLUSH_SAMPLES}`,
    ...shiftFilters(recipe),
    ...recipe.effects,
    // The same length as the input to the sample, whatever the shift and effects added or held back.
    `apad=whole_len=${lengthSamples}`,
    `atrim=end_sample=${lengthSamples}`,
  ].join(',');
}

export interface ChangeVoiceResult {
  durationSec: number;
}

/** The input's length is measured at this rate: cheap, and fine enough to trim the output to. */
const MEASURE_RATE = 8000;

/**
 * Reads any audio ffmpeg can decode and writes the changed voice as a loudness-normalised mono MP3 of the same
 * length. Neither the measure nor the change reads past a second beyond `maxSec`, whatever length the file's header
 * states.
 */
export async function changeVoice(
  inputPath: string,
  outputPath: string,
  change: VoiceChange,
  maxSec: number,
): Promise<ChangeVoiceResult> {
  const durationSec = (await decodeUpToLimit(inputPath, maxSec, MEASURE_RATE)).length / MEASURE_RATE;
  const lengthSamples = Math.round(durationSec * WORKING_RATE);
  const changedPath = `${outputPath}.changed.wav`;
  try {
    await ffmpeg([
      ...['-t', String(decodeCapSec(maxSec)), '-i', inputPath, '-vn'],
      ...['-af', voiceChangeFilter(change, lengthSamples), '-ac', '1', '-ar', String(WORKING_RATE)],
      ...['-c:a', 'pcm_f32le', '-f', 'wav', changedPath],
    ]);
    await deliverAudio(changedPath, outputPath, SPEECH_MP3);
  } finally {
    await rm(changedPath, { force: true });
  }
  return { durationSec: lengthSamples / WORKING_RATE };
}
