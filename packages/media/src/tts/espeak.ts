import type { Pcm } from '../audio/pcm';
import { decodeWav } from '../audio/wav';
import { ESPEAK_VOICES, type EspeakVoiceSettings, findEspeakVoice } from './catalogue';
import {
  assertSpeechOptions,
  DEFAULT_SPEECH_OPTIONS,
  isSpeakable,
  type SpeechOptions,
  type TtsEngine,
  type TtsVoice,
} from './engine';
import { EmptyTextError, UnknownVoiceError } from './errors';
import { EspeakRuntimeError, runEspeak } from './espeak-runtime';
import { applyGain, normaliseSpeechLevel } from './speech-level';

const TEXT_PATH = '/utterance.txt';
const WAV_PATH = '/utterance.wav';
/** Where the WASM build's espeak-ng looks up `-v <language>+<variant>` (its `--version` prints the data path). */
const VARIANT_DIR = '/usr/local/share/espeak-ng-data/voices/!v';
/** A run's own variant file is written before and removed after it, so one name serves every custom voice. */
const CUSTOM_VARIANT_NAME = 'orator-custom';

/** A voice that is not in the catalogue: its own variant file over one of espeak's languages (a clone, say). */
export interface CustomEspeakVoice {
  /** espeak's language file, e.g. 'gmw/en-US'. */
  language: string;
  /** The text of an espeak-ng variant file (`pitch`, `formant`, `breath`, ... lines). */
  variantText: string;
  /** espeak's `-p` at pitch 1. */
  pitch: number;
  /** espeak's `-s` at rate 1. */
  wordsPerMinute: number;
}

/** espeak clamps its speed to this range (faster needs libsonic, which the WASM build leaves out). */
const WORDS_PER_MINUTE = { min: 80, max: 450 } as const;
const ESPEAK_PITCH = { min: 0, max: 99 } as const;
/**
 * Measured on several variants: each step of `-p` raises F0 by ~0.93 % (log-linear), so -p 0..99
 * spans about 0.65x to 1.65x of a voice's pitch at 50. Requests beyond what is left of that span
 * saturate rather than fail.
 */
const LOG_F0_PER_PITCH_STEP = 0.0093;
/** Half of espeak's default amplitude: its brighter variants clip at 100, and the level is normalised after. */
const ESPEAK_AMPLITUDE = 50;

export class EspeakEngine implements TtsEngine {
  voices(): TtsVoice[] {
    return ESPEAK_VOICES.map(({ espeak: _settings, ...voice }) => voice);
  }

  async synthesize(text: string, voiceId: string, options: SpeechOptions = DEFAULT_SPEECH_OPTIONS): Promise<Pcm> {
    assertSpeechOptions(options);
    const voice = findEspeakVoice(voiceId);
    if (!voice) throw new UnknownVoiceError(voiceId);
    return this.speak(text, espeakArguments(voice.espeak, options), {}, options);
  }

  /** Speaks with a variant file of the caller's instead of a catalogue voice. */
  async synthesizeCustom(
    text: string,
    voice: CustomEspeakVoice,
    options: SpeechOptions = DEFAULT_SPEECH_OPTIONS,
  ): Promise<Pcm> {
    assertSpeechOptions(options);
    const settings = { ...voice, variant: CUSTOM_VARIANT_NAME };
    const variantFile = { [`${VARIANT_DIR}/${CUSTOM_VARIANT_NAME}`]: voice.variantText };
    return this.speak(text, espeakArguments(settings, options), variantFile, options);
  }

  private async speak(
    text: string,
    voiceArguments: string[],
    extraInputs: Record<string, string>,
    options: SpeechOptions,
  ): Promise<Pcm> {
    if (!isSpeakable(text)) throw new EmptyTextError();
    const run = await runEspeak({
      args: [...voiceArguments, '-w', WAV_PATH, '-f', TEXT_PATH],
      inputs: { ...extraInputs, [TEXT_PATH]: text },
      outputs: [WAV_PATH],
    });
    const wav = run.outputs.get(WAV_PATH);
    if (run.exitCode !== 0 || !wav) {
      throw new EspeakRuntimeError(`espeak-ng exited with ${run.exitCode}: ${run.stderr.join(' | ')}`);
    }
    return applyGain(normaliseSpeechLevel(decodeWav(wav)), options.volume);
  }
}

/** Engines are cheap: every one shares the process's single espeak-ng image. */
export function createEspeakEngine(): EspeakEngine {
  return new EspeakEngine();
}

/** Voice and manner: everything but the input and output files. */
function espeakArguments(settings: EspeakVoiceSettings, options: SpeechOptions): string[] {
  const wordsPerMinute = clamp(Math.round(settings.wordsPerMinute * options.rate), WORDS_PER_MINUTE);
  const pitch = clamp(Math.round(settings.pitch + Math.log(options.pitch) / LOG_F0_PER_PITCH_STEP), ESPEAK_PITCH);
  return [
    '-v',
    `${settings.language}+${settings.variant}`,
    '-s',
    String(wordsPerMinute),
    '-p',
    String(pitch),
    '-a',
    String(ESPEAK_AMPLITUDE),
  ];
}

function clamp(value: number, range: { min: number; max: number }): number {
  return Math.max(range.min, Math.min(range.max, value));
}
