import type { Pcm } from '../audio/pcm';
import {
  type AgeGroup,
  assertSpeechOptions,
  DEFAULT_SPEECH_OPTIONS,
  isSpeakable,
  type SpeechOptions,
  type TtsEngine,
  type TtsVoice,
  type VoiceStyle,
} from './engine';
import { EmptyTextError, UnknownVoiceError } from './errors';
import { findProgram, latin1SpeechText, programOutputSync, runSynthesizer, toSpeechPcm } from './speech-process';
import { measuredQuality } from './voice-quality';

/** How Flite renders one voice. */
interface FliteVoiceSettings {
  /** The name `flite -voice` takes and `flite -lv` lists. */
  voice: string;
  /**
   * Whether the voice honours Flite's `f0_shift` (measured: slt, awb and kal16 do; rms ignores it, so its
   * pitch is shifted after synthesis like Festival's).
   */
  hasF0Shift: boolean;
  /**
   * Flite's `int_f0_target_stddev`, in Hz: how far the intonation moves. The voices' own (2.9-4.4
   * semitones from the 10th to the 90th percentile) sounds monotone next to human readers (6.5-7); these
   * bring them to ~6 on a tuning text outside the held-out ones. On the held-out paragraphs they measure
   * 6.0-7.6 semitones for 0.5-4 points more WER (slt 13.5 -> 17.3 %), all still clear. rms ignores it (5.4
   * semitones as it is).
   */
  f0StddevHz?: number;
}

interface FliteVoice extends TtsVoice {
  flite: FliteVoiceSettings;
}

export interface FliteConfig {
  /** The `flite` program: a name looked up on PATH, or a path. */
  binary: string;
}

export const DEFAULT_FLITE: FliteConfig = { binary: 'flite' };

/**
 * Flite 2.2's English voices (Debian's `flite` package builds them in). `awb` is a Scottish speaker
 * reading with the US lexicon; `kal` (8 kHz) and `awb_time` (a talking clock) are left out.
 */
const FLITE_VOICES: readonly FliteVoice[] = [
  fliteVoice('slt', 'Claire', 'female', 'young', ['narration', 'friendly'], { hasF0Shift: true, f0StddevHz: 60 }),
  fliteVoice('rms', 'Richard', 'male', 'middle-aged', ['narration', 'news'], { hasF0Shift: false }),
  fliteVoice('awb', 'Alan', 'male', 'middle-aged', ['storytelling', 'calm'], { hasF0Shift: true, f0StddevHz: 35 }),
  fliteVoice('kal16', 'Kevin', 'male', 'middle-aged', ['news', 'calm'], { hasF0Shift: true, f0StddevHz: 19 }),
];

function fliteVoice(
  voice: string,
  name: string,
  gender: TtsVoice['gender'],
  ageGroup: AgeGroup,
  styles: VoiceStyle[],
  settings: Omit<FliteVoiceSettings, 'voice'>,
): FliteVoice {
  const id = `flite:en-US:${voice}`;
  const quality = measuredQuality(id);
  return {
    id,
    engine: 'flite',
    name,
    language: 'en-US',
    languageName: 'English (United States)',
    gender,
    ageGroup,
    styles,
    memberOnly: false,
    ...(quality ? { quality } : {}),
    flite: { voice, ...settings },
  };
}

/**
 * Flite as a child process per utterance. The voices its build holds (`flite -lv`) are read once, when
 * the engine is made, so the catalogue never offers a voice the machine cannot speak.
 */
export class FliteEngine implements TtsEngine {
  private readonly binary: string | undefined;
  private readonly installed: readonly FliteVoice[];

  constructor(config: FliteConfig = DEFAULT_FLITE) {
    this.binary = findProgram(config.binary);
    const listed = new Set(
      this.binary ? programOutputSync(this.binary, ['-lv']).replace(/^.*:/, '').split(/\s+/).filter(Boolean) : [],
    );
    this.installed = FLITE_VOICES.filter((voice) => listed.has(voice.flite.voice));
  }

  voices(): TtsVoice[] {
    return this.installed.map(({ flite: _settings, ...voice }) => voice);
  }

  async synthesize(text: string, voiceId: string, options: SpeechOptions = DEFAULT_SPEECH_OPTIONS): Promise<Pcm> {
    assertSpeechOptions(options);
    const voice = this.installed.find((candidate) => candidate.id === voiceId);
    if (!voice || !this.binary) throw new UnknownVoiceError(voiceId);
    if (!isSpeakable(text)) throw new EmptyTextError();
    const { hasF0Shift, f0StddevHz } = voice.flite;
    const settings = [
      ...['--setf', `duration_stretch=${(1 / options.rate).toFixed(3)}`],
      ...(hasF0Shift ? ['--setf', `f0_shift=${options.pitch.toFixed(3)}`] : []),
      ...(f0StddevHz ? ['--setf', `int_f0_target_stddev=${f0StddevHz}`] : []),
    ];
    const wav = await runSynthesizer(this.binary, latin1SpeechText(text, { keepAccents: false }), (paths) => [
      '-voice',
      voice.flite.voice,
      ...settings,
      '-f',
      paths.text,
      '-o',
      paths.wav,
    ]);
    return toSpeechPcm(wav, { pitch: hasF0Shift ? 1 : options.pitch, volume: options.volume });
  }
}

export function createFliteEngine(config?: FliteConfig): FliteEngine {
  return new FliteEngine(config);
}
