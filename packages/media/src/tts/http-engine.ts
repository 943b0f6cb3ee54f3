import type { Pcm } from '../audio/pcm';
import { TTS_LANGUAGES } from './catalogue';
import {
  type AgeGroup,
  assertSpeechOptions,
  DEFAULT_SPEECH_OPTIONS,
  isSpeakable,
  type SpeechOptions,
  type TtsEngine,
  type TtsVoice,
  type VoiceGender,
  type VoiceStyle,
} from './engine';
import { EmptyTextError, UnknownVoiceError } from './errors';
import { decodeSpeechAudio, shiftSpeechPitch, SPEECH_SAMPLE_RATE } from './speech-audio';
import { applyGain, normaliseSpeechLevel } from './speech-level';

/** One voice of the speech server, as the deployment describes it (the OpenAI speech API does not list voices). */
export interface HttpVoiceConfig {
  /** The server's own name for the voice, sent as `voice`. */
  voice: string;
  /** Shown to users; the server's name, capitalised, when left out. */
  name?: string;
  /** BCP-47 codes of the languages the voice speaks well: it is listed once under each. */
  languages: string[];
  gender: VoiceGender;
  ageGroup?: AgeGroup;
  styles?: VoiceStyle[];
  memberOnly?: boolean;
}

export interface HttpEngineConfig {
  /** The server's origin, e.g. `http://tts:8000` (a trailing `/v1` is accepted too). */
  baseUrl: string;
  apiKey?: string;
  /** Sent as `model`, e.g. `tts-1` or `kokoro`. */
  model: string;
  voices: HttpVoiceConfig[];
  /** How long one utterance may take before the request is abandoned. */
  timeoutMs?: number;
}

/** A remote voice's id: `remote:<language>:<server voice>`, like the offline `espeak:<language>:<timbre>`. */
export const REMOTE_VOICE_PREFIX = 'remote:';
export { SPEECH_SAMPLE_RATE };
const DEFAULT_TIMEOUT_MS = 60_000;
const ENGLISH_LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' });

/** The speech server failed or could not be reached: an internal failure, never the user's input. */
export class RemoteSpeechError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RemoteSpeechError';
  }
}

interface RemoteVoice extends TtsVoice {
  remoteName: string;
}

/**
 * A TtsEngine over an OpenAI-compatible speech endpoint (`POST /v1/audio/speech`): OpenAI itself, or a
 * self-hosted neural server speaking the same protocol. Rate goes to the server as `speed`; pitch is
 * shifted here with ffmpeg's rubberband (the protocol has no pitch), and the level is brought to the
 * same speech level as the offline voices.
 */
export class HttpSpeechEngine implements TtsEngine {
  private readonly catalogue: RemoteVoice[];
  private readonly byId: Map<string, RemoteVoice>;
  private readonly endpoint: string;

  constructor(private readonly config: HttpEngineConfig) {
    this.catalogue = config.voices.flatMap((voice) => voice.languages.map((language) => remoteVoice(voice, language)));
    this.byId = new Map(this.catalogue.map((voice) => [voice.id, voice]));
    if (this.byId.size !== this.catalogue.length) throw new Error('the speech server configuration repeats a voice');
    this.endpoint = `${config.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/audio/speech`;
  }

  voices(): TtsVoice[] {
    return this.catalogue.map(({ remoteName: _remoteName, ...voice }) => voice);
  }

  async synthesize(text: string, voiceId: string, options: SpeechOptions = DEFAULT_SPEECH_OPTIONS): Promise<Pcm> {
    assertSpeechOptions(options);
    const voice = this.byId.get(voiceId);
    if (!voice) throw new UnknownVoiceError(voiceId);
    if (!isSpeakable(text)) throw new EmptyTextError();
    const audio = await this.speak(text, voice.remoteName, options.rate);
    return applyGain(normaliseSpeechLevel(await decodeSpeech(audio, options.pitch)), options.volume);
  }

  private async speak(input: string, voice: string, speed: number): Promise<Buffer> {
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: this.config.model, voice, input, speed, response_format: 'wav' }),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      throw new RemoteSpeechError(`speech server ${this.endpoint} unreachable: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) {
      throw new RemoteSpeechError(
        `speech server answered ${response.status}: ${body.toString('utf8', 0, Math.min(body.length, 200))}`,
      );
    }
    if (body.length === 0) throw new RemoteSpeechError('speech server answered with no audio');
    return body;
  }
}

export function createHttpEngine(config: HttpEngineConfig): HttpSpeechEngine {
  return new HttpSpeechEngine(config);
}

function remoteVoice(config: HttpVoiceConfig, language: string): RemoteVoice {
  return {
    id: `${REMOTE_VOICE_PREFIX}${language}:${config.voice}`,
    engine: 'remote',
    name: config.name ?? config.voice.charAt(0).toUpperCase() + config.voice.slice(1),
    language,
    languageName: languageName(language),
    gender: config.gender,
    ageGroup: config.ageGroup ?? 'young',
    styles: config.styles ?? ['narration'],
    memberOnly: config.memberOnly ?? false,
    remoteName: config.voice,
  };
}

/** The offline catalogue's English name when it knows the language, so both engines file a voice under one name. */
function languageName(code: string): string {
  return TTS_LANGUAGES.find((language) => language.code === code)?.name ?? ENGLISH_LANGUAGE_NAMES.of(code) ?? code;
}

/**
 * Whatever the server sent (WAV as asked; some servers answer MP3 regardless) as mono at the shared rate,
 * pitch-shifted without changing its length.
 */
async function decodeSpeech(audio: Buffer, pitch: number): Promise<Pcm> {
  const speech = await decodeSpeechAudio(audio).catch((error: unknown) => {
    throw new RemoteSpeechError('speech server answered with audio that cannot be read', { cause: error });
  });
  return shiftSpeechPitch(speech, pitch);
}
