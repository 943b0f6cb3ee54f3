import type { Pcm } from '../audio/pcm';
import { decodeWav, encodeWav } from '../audio/wav';
import { assertSpeechOptions, DEFAULT_SPEECH_OPTIONS, isSpeakable, type SpeechOptions } from '../tts/engine';
import { EmptyTextError } from '../tts/errors';
import { applyGain, normaliseSpeechLevel } from '../tts/speech-level';
import { analyseVoice } from './analyse-voice';
import { type CloneEngine, CloneEngineMismatchError, type CloneRequest } from './clone-engine';
import type { CloneProfile, RemoteCloneProfile } from './clone-profile';
import { resample } from './dsp';

export interface HttpCloneEngineConfig {
  /** The server's origin, e.g. `http://clone:9000` (a trailing `/v1` is accepted too). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** Stored in the profiles it makes; two servers need two names. */
  name?: string;
  /** How long one request may take; making a voice can take minutes on a neural server. */
  timeoutMs?: number;
}

/** The cloning server failed, refused or could not be reached. `status` is the HTTP status when there was one. */
export class CloneServerError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly serverCode?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'CloneServerError';
  }
}

/** The offline voices' rate: clone speech joins espeak speech in one dubbing without resampling. */
const SPEECH_SAMPLE_RATE = 22050;
const DEFAULT_TIMEOUT_MS = 300_000;

/**
 * A CloneEngine over the Orator clone protocol (docs/engines.md, "Voice clone engines"):
 * `GET /v1/health`, `POST /v1/voices` (multipart WAV sample) -> `{ voiceId }`,
 * `POST /v1/speech` (JSON) -> 16-bit PCM WAV, `DELETE /v1/voices/{voiceId}`.
 */
export function createHttpCloneEngine(config: HttpCloneEngineConfig): CloneEngine & { health(): Promise<void> } {
  const root = `${config.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1`;
  const name = config.name ?? 'http';

  async function call(path: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        ...init,
        headers: { ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}), ...init.headers },
        signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      throw new CloneServerError(
        `clone server ${root} unreachable: ${(error as Error).message}`,
        undefined,
        undefined,
        {
          cause: error,
        },
      );
    }
    if (!response.ok) throw await serverError(response);
    return response;
  }

  function remoteProfile(profile: CloneProfile): RemoteCloneProfile {
    if (profile.kind !== 'remote' || profile.engine !== name) throw new CloneEngineMismatchError(name, profile);
    return profile;
  }

  return {
    name,

    async health() {
      await call('/health', { method: 'GET' });
    },

    async create(sample: Pcm, request: CloneRequest): Promise<RemoteCloneProfile> {
      const form = new FormData();
      form.set('sample', new Blob([new Uint8Array(encodeWav(sample))], { type: 'audio/wav' }), 'sample.wav');
      form.set('language', request.language);
      form.set('gender', request.gender);
      if (request.name) form.set('name', request.name);
      const response = await call('/voices', { method: 'POST', body: form });
      const body = (await response.json().catch(() => ({}))) as { voiceId?: unknown };
      if (typeof body.voiceId !== 'string' || body.voiceId === '') {
        throw new CloneServerError('clone server answered without a voiceId', response.status);
      }
      return {
        kind: 'remote',
        version: 1,
        engine: name,
        voiceRef: body.voiceId,
        language: request.language,
        gender: request.gender,
        sample: request.analysis ?? analyseVoice(sample),
      };
    },

    async synthesize(text: string, profile: CloneProfile, options: SpeechOptions = DEFAULT_SPEECH_OPTIONS) {
      assertSpeechOptions(options);
      const { voiceRef, language } = remoteProfile(profile);
      if (!isSpeakable(text)) throw new EmptyTextError();
      const response = await call('/speech', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'audio/wav' },
        body: JSON.stringify({ voiceId: voiceRef, text, language, rate: options.rate, pitch: options.pitch }),
      });
      const audio = new Uint8Array(await response.arrayBuffer());
      let speech: Pcm;
      try {
        speech = decodeWav(audio);
      } catch (error) {
        throw new CloneServerError(
          'clone server answered with audio that is not 16-bit PCM WAV',
          response.status,
          undefined,
          {
            cause: error,
          },
        );
      }
      return applyGain(normaliseSpeechLevel(resample(speech, SPEECH_SAMPLE_RATE)), options.volume);
    },

    async remove(profile: CloneProfile) {
      const { voiceRef } = remoteProfile(profile);
      await call(`/voices/${encodeURIComponent(voiceRef)}`, { method: 'DELETE' }).catch((error: unknown) => {
        // Already gone is what was asked for.
        if (!(error instanceof CloneServerError && error.status === 404)) throw error;
      });
    },
  };
}

async function serverError(response: Response): Promise<CloneServerError> {
  const text = await response.text().catch(() => '');
  let code: string | undefined;
  let message = text.slice(0, 200);
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    if (typeof parsed.error?.code === 'string') code = parsed.error.code;
    if (typeof parsed.error?.message === 'string') message = parsed.error.message;
  } catch {
    // Not JSON: the start of the body is the message.
  }
  return new CloneServerError(`clone server answered ${response.status}: ${message}`, response.status, code);
}
