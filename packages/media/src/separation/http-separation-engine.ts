import { openAsBlob } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type SeparationRequest,
  type SeparationResult,
  SeparationServerError,
  type VoiceSeparationEngine,
} from './voice-separation-engine';

export interface HttpSeparationEngineConfig {
  /** The server's origin, e.g. `http://separation:9200` (a trailing `/v1` is accepted too). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** How long one job may take, from upload to the last stem; Demucs on a CPU runs slower than real time. */
  timeoutMs?: number;
  /** How often the job's status is asked for. */
  pollMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30 * 60_000;
const DEFAULT_POLL_MS = 1000;
const TOO_MANY_REQUESTS = 429;

const INPUT_TYPES: Readonly<Record<string, string>> = { '.wav': 'audio/wav', '.flac': 'audio/flac' };
const STEM_EXTENSIONS: Readonly<Record<string, string>> = { 'audio/flac': '.flac', 'audio/x-flac': '.flac' };

interface JobState {
  status?: unknown;
  error?: unknown;
  stems?: unknown;
}

/**
 * A VoiceSeparationEngine over the Orator separation protocol (docs/engines.md, "Voice separation server"): upload
 * the soundtrack, poll the job, fetch the background stem and, when the server made one, the voice. Jobs rather
 * than one request, because a long soundtrack takes minutes even on a GPU and proxies cut long requests.
 */
export function createHttpSeparationEngine(config: HttpSeparationEngineConfig): VoiceSeparationEngine {
  const base = `${config.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/separations`;
  const headers: Record<string, string> = config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {};
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pollMs = config.pollMs ?? DEFAULT_POLL_MS;

  async function call(url: string, init: RequestInit, signals: Signals): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, headers, signal: signals.any });
    } catch (error) {
      throw (
        stopReason(signals) ??
        new SeparationServerError(
          `separation server unreachable: ${(error as Error).message}`,
          'unreachable',
          undefined,
          { cause: error },
        )
      );
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      const isServerSide = response.status >= 500 || response.status === TOO_MANY_REQUESTS;
      throw new SeparationServerError(
        `separation server answered ${response.status}: ${detail}`,
        isServerSide ? 'failed' : 'rejected',
        response.status,
      );
    }
    return response;
  }

  async function json<T>(response: Response): Promise<T> {
    try {
      return (await response.json()) as T;
    } catch (error) {
      throw new SeparationServerError(
        'separation server answered something other than JSON',
        'badAnswer',
        response.status,
        {
          cause: error,
        },
      );
    }
  }

  async function saveStem(job: string, stem: string, outDir: string, signals: Signals): Promise<string> {
    const response = await call(`${job}/${stem}`, {}, signals);
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    const stemPath = path.join(outDir, `${stem}${STEM_EXTENSIONS[type] ?? '.wav'}`);
    await writeFile(stemPath, Buffer.from(await response.arrayBuffer()));
    return stemPath;
  }

  return {
    name: `http:${new URL(base).host}`,
    async separate(request: SeparationRequest): Promise<SeparationResult> {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signals: Signals = {
        timeout,
        caller: request.signal,
        any: AbortSignal.any([timeout, ...(request.signal ? [request.signal] : [])]),
      };
      const extension = path.extname(request.inputPath).toLowerCase();
      const form = new FormData();
      const audio = await openAsBlob(request.inputPath, { type: INPUT_TYPES[extension] ?? 'application/octet-stream' });
      form.set('audio', audio, `soundtrack${extension}`);
      const submitted = await json<{ id?: unknown }>(await call(base, { method: 'POST', body: form }, signals));
      if (typeof submitted.id !== 'string' || !submitted.id) {
        throw new SeparationServerError('separation server gave no job id', 'badAnswer');
      }
      const job = `${base}/${encodeURIComponent(submitted.id)}`;
      for (;;) {
        const state = await json<JobState>(await call(job, {}, signals));
        if (state.status === 'succeeded') {
          const backgroundPath = await saveStem(job, 'background', request.outDir, signals);
          const hasVoice = Array.isArray(state.stems) && state.stems.includes('voice');
          return hasVoice
            ? { backgroundPath, voicePath: await saveStem(job, 'voice', request.outDir, signals) }
            : { backgroundPath };
        }
        if (state.status === 'failed') {
          const reason = typeof state.error === 'string' && state.error ? state.error : 'no reason given';
          throw new SeparationServerError(`separation job failed: ${reason}`, 'failed');
        }
        if (state.status !== 'queued' && state.status !== 'running') {
          throw new SeparationServerError(
            `separation server sent an unknown status: ${String(state.status)}`,
            'badAnswer',
          );
        }
        await sleep(pollMs, undefined, { signal: signals.any }).catch((error: unknown) => {
          throw stopReason(signals) ?? error;
        });
      }
    },
  };
}

interface Signals {
  timeout: AbortSignal;
  caller: AbortSignal | undefined;
  any: AbortSignal;
}

/** Why the job stopped waiting: the caller's own reason wins; our time limit is the server's failure. */
function stopReason(signals: Signals): unknown {
  if (signals.caller?.aborted) return signals.caller.reason;
  if (signals.timeout.aborted) return new SeparationServerError('separation job took too long', 'timeout');
  return undefined;
}
