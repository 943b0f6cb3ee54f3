import { Header } from '@orator/contracts';
import type { TestApp } from './helper';

export interface CopyFrame {
  event: string;
  data: Record<string, unknown>;
}

/** The frames of a server-sent event stream, in order. */
export function parseFrames(body: string): CopyFrame[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/mu.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/mu.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

/** A copy stream read whole: its status, type, frames, and each variant as the deltas spelled it. */
export async function copyStream(t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  const isStream = String(res.headers['content-type']).startsWith('text/event-stream');
  const frames = isStream ? parseFrames(res.body) : [];
  const spelled: string[] = [];
  for (const frame of frames.filter((f) => f.event === 'delta')) {
    const variant = frame.data.variant as number;
    spelled[variant] = (spelled[variant] ?? '') + (frame.data.text as string);
  }
  return {
    res,
    isStream,
    frames,
    envelope: isStream ? undefined : (res.json() as { code: number | string; message: string; data: unknown }),
    spelled: spelled.map((text) => text.trim()),
    done: frames.find((f) => f.event === 'done')?.data as
      { batchId: string; variants: { text: string; length: number }[]; remainingToday: number } | undefined,
    error: frames.find((f) => f.event === 'error')?.data as { code: number | string; message: string } | undefined,
  };
}

export const tokenHeader = (token: string) => ({ [Header.Token]: token });
