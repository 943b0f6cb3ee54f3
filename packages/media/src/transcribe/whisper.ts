import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TextCue } from '../timeline';
import { TranscriptionError } from './errors';
import { WHISPER_LANGUAGES } from './languages';
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
  /** OpenAI names it ('english'); whisper.cpp and faster-whisper give the code ('en'). */
  language?: string;
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
  return cuesOf(await postTranscription(filePath, config, whisperLanguage(language)));
}

/**
 * The language Whisper hears in the recording (it detects it when none is given), as an ISO 639-1 code; null when
 * the endpoint does not say or names a language outside Whisper's list.
 */
export async function detectLanguageWithWhisper(filePath: string, config: WhisperConfig): Promise<string | null> {
  const { language } = await postTranscription(filePath, config);
  return language ? whisperLanguageCode(language) : null;
}

async function postTranscription(
  filePath: string,
  config: WhisperConfig,
  language?: string,
): Promise<VerboseTranscription> {
  const form = new FormData();
  form.append('file', new Blob([await readFile(filePath)]), path.basename(filePath));
  form.append('model', config.model);
  if (language) form.append('language', language);
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
  return body;
}

/** 'en', 'EN' or 'english' as Whisper's code; null for a name no language of Whisper's list has in English. */
function whisperLanguageCode(answer: string): string | null {
  const lower = answer.trim().toLowerCase();
  if (WHISPER_LANGUAGES.includes(lower)) return lower;
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  return WHISPER_LANGUAGES.find((code) => names.of(code)?.toLowerCase() === lower) ?? null;
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
