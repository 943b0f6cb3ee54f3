import { setTimeout as sleep } from 'node:timers/promises';

/** A job's state as the job-style engine servers answer it (docs/engines.md). */
export interface JobState {
  status?: unknown;
  progress?: unknown;
  error?: unknown;
  /** What a job that answers data rather than a file (an analysis) made, once it succeeded. */
  result?: unknown;
}

export interface JobClientOptions {
  /** Names the server in errors, e.g. 'video' gives "video server answered 500" and "video job failed". */
  label: string;
  apiKey?: string;
  /** How often a job's status is asked for. */
  pollMs: number;
  /** The engine's own error type, so callers tell a server's failure from their own. */
  fail: (message: string, status?: number, cause?: unknown) => Error;
}

/**
 * The client side of the job protocol the GPU engine servers share: submit a multipart form, poll the job until it
 * succeeds or fails, fetch what it made. Network failures, refusals and bad answers become the engine's error; an
 * abort by the caller stays the caller's reason.
 */
export function createJobClient({ label, apiKey, pollMs, fail }: JobClientOptions) {
  const headers: Record<string, string> = apiKey ? { authorization: `Bearer ${apiKey}` } : {};

  async function call(url: string, init: RequestInit, signal: AbortSignal): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, headers, signal });
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw fail(`${label} server unreachable: ${(error as Error).message}`, undefined, error);
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw fail(`${label} server answered ${response.status}: ${detail}`, response.status);
    }
    return response;
  }

  async function json(url: string, init: RequestInit, signal: AbortSignal): Promise<unknown> {
    const response = await call(url, init, signal);
    return response.json().catch((error: unknown) => {
      throw fail(`${label} server sent something that is not JSON from ${url}`, undefined, error);
    });
  }

  return {
    call,
    json,

    /** Posts the form to `collection` and answers the new job's URL. */
    async submit(collection: string, form: FormData, signal: AbortSignal): Promise<string> {
      const submitted = (await json(collection, { method: 'POST', body: form }, signal)) as { id?: unknown } | null;
      if (typeof submitted?.id !== 'string' || !submitted.id) throw fail(`${label} server gave no job id`);
      return `${collection}/${encodeURIComponent(submitted.id)}`;
    },

    /** Polls the job until it succeeds, reporting its progress; answers its last state. */
    async waitFor(job: string, signal: AbortSignal, onProgress?: (share: number) => void): Promise<JobState> {
      for (;;) {
        const state = ((await json(job, {}, signal)) ?? {}) as JobState;
        if (typeof state.progress === 'number') onProgress?.(Math.min(1, Math.max(0, state.progress)));
        if (state.status === 'succeeded') return state;
        if (state.status === 'failed') {
          throw fail(`${label} job failed: ${typeof state.error === 'string' ? state.error : 'no reason given'}`);
        }
        if (state.status !== 'queued' && state.status !== 'running') {
          throw fail(`${label} server sent an unknown status: ${String(state.status)}`);
        }
        await sleep(pollMs, undefined, { signal }).catch(() => {
          throw signal.reason;
        });
      }
    },

    /** Tells the server to stop a job nobody will collect; its answer does not matter. */
    async cancel(job: string): Promise<void> {
      await fetch(job, { method: 'DELETE', headers }).catch(() => undefined);
    },
  };
}
