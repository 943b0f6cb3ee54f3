import { existsSync } from 'node:fs';
import type { Pcm } from '../audio/pcm';
import {
  assertSpeechOptions,
  DEFAULT_SPEECH_OPTIONS,
  isSpeakable,
  type SpeechOptions,
  type TtsEngine,
  type TtsVoice,
} from './engine';
import { EmptyTextError, UnknownVoiceError } from './errors';
import { widenPitchRange } from './speech-audio';
import { findProgram, latin1SpeechText, runSynthesizer, toSpeechPcm } from './speech-process';
import { measuredQuality } from './voice-quality';

/** How Festival renders one voice. */
interface FestivalVoiceSettings {
  /** The Scheme function that selects the voice. */
  select: string;
  /** Where the voice's Debian package installs it: the voice is offered only when it is there. */
  dir: string;
  /** HTS voices take their speed from hts_engine's `-r`; diphone voices from Duration_Stretch. */
  kind: 'hts' | 'diphone';
  /** Festival reads Latin-1: a Catalan voice needs its accents, an English one reads "café" better without. */
  keepAccents: boolean;
  /** A fixed Scheme form run after the voice is selected: our setting, never the request's. */
  intonation?: string;
  /** How much wider the voice's intonation is made after synthesis (HTS voices take no F0 setting). */
  widenPitch?: number;
}

interface FestivalVoice extends TtsVoice {
  festival: FestivalVoiceSettings;
}

export interface FestivalConfig {
  /** Festival's `text2wave` script: a name looked up on PATH, or a path. */
  binary: string;
  /** Where Debian's festvox packages put their voices. */
  voicesDir: string;
}

export const DEFAULT_FESTIVAL: FestivalConfig = { binary: 'text2wave', voicesDir: '/usr/share/festival/voices' };

/**
 * Festival's voices packaged in Debian that speak better than espeak (bench/voices.ts measures them; the diphone
 * voice `kal` only with its intonation widened).
 */
const FESTIVAL_VOICES: readonly FestivalVoice[] = [
  festivalVoice('en-US', 'English (United States)', 'slt', 'Hannah', 'female', {
    select: 'voice_cmu_us_slt_arctic_hts',
    dir: 'us/cmu_us_slt_arctic_hts',
    kind: 'hts',
    keepAccents: false,
    // The model's contour reads over ~4 semitones; 1.3 gives a reader's 5 on three tuning texts outside the
    // held-out ones, where the recogniser still gets over 80 % of the words (88 % before).
    widenPitch: 1.3,
  }),
  festivalVoice('ca', 'Catalan', 'ona', 'Ona', 'female', {
    select: 'voice_upc_ca_ona_hts',
    dir: 'catalan/upc_ca_ona_hts',
    kind: 'hts',
    keepAccents: true,
  }),
  festivalVoice('en-US', 'English (United States)', 'kal', 'Karl', 'male', {
    select: 'voice_kal_diphone',
    dir: 'english/kal_diphone',
    kind: 'diphone',
    keepAccents: false,
    // The voice's own spread (14 Hz) reads over ~4 semitones, monotone next to readers (6.5-7); 22 Hz
    // reads over ~7 on a tuning text outside the held-out ones, with the same intelligibility there.
    intonation: "(set! int_lr_params '((target_f0_mean 105) (target_f0_std 22) (model_f0_mean 170) (model_f0_std 34)))",
  }),
];

function festivalVoice(
  language: string,
  languageName: string,
  timbre: string,
  name: string,
  gender: TtsVoice['gender'],
  festival: FestivalVoiceSettings,
): FestivalVoice {
  const id = `festival:${language}:${timbre}`;
  const quality = measuredQuality(id);
  return {
    id,
    engine: 'festival',
    name,
    language,
    languageName,
    gender,
    ageGroup: 'young',
    styles: ['narration', 'friendly'],
    memberOnly: false,
    ...(quality ? { quality } : {}),
    festival,
  };
}

/**
 * Festival (`text2wave`) as a child process per utterance. The voices whose package is installed are
 * found once, when the engine is made, so the catalogue never offers a voice the machine cannot speak.
 * Rate is Festival's own; pitch is shifted after (HTS voices draw their F0 from the model, which Festival
 * exposes no setting for).
 */
export class FestivalEngine implements TtsEngine {
  private readonly binary: string | undefined;
  private readonly installed: readonly FestivalVoice[];

  constructor(config: FestivalConfig = DEFAULT_FESTIVAL) {
    this.binary = findProgram(config.binary);
    this.installed = this.binary
      ? FESTIVAL_VOICES.filter((voice) => existsSync(`${config.voicesDir}/${voice.festival.dir}`))
      : [];
  }

  voices(): TtsVoice[] {
    return this.installed.map(({ festival: _settings, ...voice }) => voice);
  }

  async synthesize(text: string, voiceId: string, options: SpeechOptions = DEFAULT_SPEECH_OPTIONS): Promise<Pcm> {
    assertSpeechOptions(options);
    const voice = this.installed.find((candidate) => candidate.id === voiceId);
    if (!voice || !this.binary) throw new UnknownVoiceError(voiceId);
    if (!isSpeakable(text)) throw new EmptyTextError();
    const wav = await runSynthesizer(
      this.binary,
      latin1SpeechText(text, { keepAccents: voice.festival.keepAccents }),
      (paths) => [
        '-eval',
        `(${voice.festival.select})`,
        ...(voice.festival.intonation ? ['-eval', voice.festival.intonation] : []),
        '-eval',
        rateSetting(voice.festival, options.rate),
        paths.text,
        '-o',
        paths.wav,
      ],
    );
    return widenPitchRange(await toSpeechPcm(wav, options), voice.festival.widenPitch ?? 1);
  }
}

/** A Scheme form of numbers only: nothing from the request reaches Festival's interpreter but the rate. */
function rateSetting(settings: FestivalVoiceSettings, rate: number): string {
  const value = rate.toFixed(3);
  return settings.kind === 'hts'
    ? `(set! hts_engine_params (append hts_engine_params (list (list "-r" ${value}))))`
    : `(Parameter.set 'Duration_Stretch ${(1 / rate).toFixed(3)})`;
}

export function createFestivalEngine(config?: FestivalConfig): FestivalEngine {
  return new FestivalEngine(config);
}
