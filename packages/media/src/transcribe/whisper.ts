import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TextCue } from '../timeline';
import { TranscriptionError } from './errors';
import { splitSegment } from './timed-words';

/** An OpenAI-compatible speech-to-text endpoint (OpenAI, whisper.cpp server, faster-whisper-server, LocalAI...). */
export interface WhisperConfig {
  /** Up to the API root, without `/v1`: `https://api.openai.com`, `http://gpu-box:8000`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Languages it is trusted with (ISO 639-1); empty means Whisper's own list. */
  languages: readonly string[];
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15 * 60 * 1000;

interface VerboseTranscription {
  text?: string;
  duration?: number;
  segments?: { start: number; end: number; text: string }[];
}

/**
 * Sends the audio file as `POST {baseUrl}/v1/audio/transcriptions` with `response_format=verbose_json`
 * and segment timestamps, and turns the segments into subtitle lines.
 */
export async function transcribeWithWhisper(
  filePath: string,
  language: string,
  config: WhisperConfig,
): Promise<TextCue[]> {
  const form = new FormData();
  form.append('file', new Blob([await readFile(filePath)]), path.basename(filePath));
  form.append('model', config.model);
  form.append('language', whisperLanguage(language));
  form.append('response_format', 'verbose_json');
  form.append('timestamp_granularities[]', 'segment');
  const url = `${config.baseUrl.replace(/\/+$/, '')}/v1/audio/transcriptions`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body: form,
      headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
      signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new TranscriptionError(`the speech-to-text endpoint could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new TranscriptionError(`the speech-to-text endpoint answered ${response.status}: ${detail}`);
  }
  const body = (await response.json().catch(() => undefined)) as VerboseTranscription | undefined;
  if (!body) throw new TranscriptionError('the speech-to-text endpoint did not answer with JSON');
  return cuesOf(body);
}

function cuesOf(body: VerboseTranscription): TextCue[] {
  const segments = body.segments ?? [];
  if (segments.length === 0 && body.text?.trim()) {
    return splitSegment({ start: 0, end: body.duration ?? 0, text: body.text });
  }
  return segments
    .filter((segment) => segment.text.trim() !== '' && segment.end > segment.start)
    .flatMap((segment) => splitSegment({ start: segment.start, end: segment.end, text: segment.text }));
}

/** Whisper names languages by their ISO 639-1 code: 'pt-BR' is 'pt'. */
export function whisperLanguage(code: string): string {
  return code.split('-')[0]!.toLowerCase();
}
