import { API_BASE, Header, VoiceApi, type TEnvelope } from '@orator/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { envelopeText, parseCode } from '../../../shared/api/envelope';
import { currentLocale } from '../../../shared/i18n/i18n';
import { createWavChunkReader } from './wav-chunks';

export interface TAuditionRequest {
  text: string;
  voiceId: string;
  speakRate: number;
  speakPitch: number;
  volume: number;
}

export interface TAuditionPlayback {
  stop(): void;
  /** Settles when the last sample has played, or at once when stopped. */
  finished: Promise<void>;
}

/** A little lead so the first block never starts in the past while the next one is decoded. */
const LEAD_SEC = 0.05;

/**
 * Plays an audition while it is still being spoken: the server sends its WAV clause by clause, and
 * each block of samples is scheduled right after the one before as soon as it arrives, so the first
 * clause sounds before the last one is made. A refusal arrives as an envelope and is thrown as an
 * ApiError with the server's message.
 */
export async function streamAudition(request: TAuditionRequest): Promise<TAuditionPlayback> {
  const controller = new AbortController();
  const headers: Record<string, string> = { 'content-type': 'application/json', [Header.Language]: currentLocale() };
  const response = await fetch(`${API_BASE}${VoiceApi.audition}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(request),
    signal: controller.signal,
  });
  if (!response.headers.get('content-type')?.startsWith('audio/') || !response.body) {
    const envelope = (await response.json().catch(() => ({}))) as Partial<TEnvelope>;
    throw new ApiError(parseCode(envelope.code ?? response.status), envelopeText(envelope));
  }

  const context = new AudioContext();
  const reader = createWavChunkReader();
  const body = response.body.getReader();
  let nextStart = context.currentTime + LEAD_SEC;
  let stopped = false;
  const sources: AudioBufferSourceNode[] = [];

  const finished = (async () => {
    for (;;) {
      const { done, value } = await body.read();
      if (done || stopped) break;
      const samples = reader.push(value);
      const sampleRate = reader.sampleRate();
      if (!samples?.length || !sampleRate) continue;
      const buffer = context.createBuffer(1, samples.length, sampleRate);
      buffer.copyToChannel(samples, 0);
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(context.destination);
      nextStart = Math.max(nextStart, context.currentTime + LEAD_SEC);
      source.start(nextStart);
      nextStart += buffer.duration;
      sources.push(source);
    }
    const leftSec = nextStart - context.currentTime;
    if (!stopped && leftSec > 0) await new Promise((resolve) => setTimeout(resolve, leftSec * 1000));
    await context.close();
  })().catch(() => undefined);

  return {
    stop() {
      stopped = true;
      controller.abort();
      for (const source of sources) source.stop();
      void context.close().catch(() => undefined);
    },
    finished,
  };
}
