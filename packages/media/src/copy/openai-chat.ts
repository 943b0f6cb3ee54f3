import { CopyError, primaryTag, type CopyEngine, type CopyRequest, type CopyStyle } from './engine';

/** Languages a general chat model writes well enough to offer when the deployment names none. */
export const DEFAULT_CHAT_COPY_LANGUAGES = [
  'ar',
  'de',
  'en',
  'es',
  'fr',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'pt',
  'ru',
  'zh',
];

/** A whole text of 1200 words from a model on a small GPU takes a few minutes. */
export const COPY_HTTP_TIMEOUT_MS = 300_000;

export interface ChatCopyEngineConfig {
  /** e.g. `https://api.openai.com`, `http://ollama:11434`, `http://vllm:8000` (a trailing `/v1` is accepted). */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** Languages the operator trusts the model with; default DEFAULT_CHAT_COPY_LANGUAGES. */
  languages?: readonly string[];
  timeoutMs?: number;
}

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });
const STYLE_BRIEFS: Record<CopyStyle, string> = {
  productAd: 'a product advertisement: a hook, the benefits, a reason to believe and a call to action',
  videoScript:
    'a short-video script to be read aloud by a presenter: spoken sentences only, no scene directions, no emoji',
  socialPost: 'a social media post: short paragraphs, a few emoji, and up to four hashtags at the end',
};

function instruction(request: CopyRequest): string {
  const language = LANGUAGE_NAMES.of({ zh: 'zh-Hans', pt: 'pt-BR' }[primaryTag(request.language)] ?? request.language);
  const unit = ['zh', 'ja', 'ko'].includes(primaryTag(request.language)) ? 'characters' : 'words';
  return [
    `You are a marketing copywriter. Write in ${language ?? request.language} only.`,
    `Write ${STYLE_BRIEFS[request.style]}, about ${request.wordCount} ${unit} long.`,
    'Invent no prices, numbers, reviews, awards or guarantees the user did not give.',
    'Answer with the copy itself: no title, no preamble, no notes.',
  ].join(' ');
}

function userMessage(request: CopyRequest): string {
  if (request.mode === 'recommend') return `Product and keywords: ${request.keywords}`;
  return [
    `Product and keywords: ${request.keywords}`,
    `Extend this text to about ${request.wordCount} words, keeping what it says and its language:`,
    request.text ?? '',
  ].join('\n\n');
}

function serverRoot(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '').replace(/\/v\d+$/, '');
}

/** The content of one `data:` line of a chat completion stream; undefined for `[DONE]` and empty deltas. */
function deltaOf(line: string): string | undefined {
  const data = line.slice('data:'.length).trim();
  if (!data || data === '[DONE]') return undefined;
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    throw new CopyError('badAnswer', 'the chat model streamed a line that is not JSON');
  }
  const content = (chunk as { choices?: { delta?: { content?: unknown } }[] }).choices?.[0]?.delta?.content;
  return typeof content === 'string' && content ? content : undefined;
}

/**
 * Any OpenAI-compatible chat endpoint (`POST /v1/chat/completions` with `stream: true`: OpenAI, Ollama, vLLM,
 * llama.cpp, LocalAI) as a copywriter. Its server-sent chunks are handed on as they arrive; a refusal, a dropped
 * connection or silence is a CopyError, never a half text presented as whole.
 */
export function createChatCopyEngine(config: ChatCopyEngineConfig): CopyEngine {
  const url = `${serverRoot(config.baseUrl)}/v1/chat/completions`;
  const languages = config.languages?.length ? config.languages : DEFAULT_CHAT_COPY_LANGUAGES;
  return {
    writer: { kind: 'model', model: config.model },
    languages: () => languages,
    async *write(request, signal) {
      const timeout = AbortSignal.timeout(config.timeoutMs ?? COPY_HTTP_TIMEOUT_MS);
      const abort = signal ? AbortSignal.any([timeout, signal]) : timeout;
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            stream: true,
            temperature: 0.9,
            messages: [
              { role: 'system', content: instruction(request) },
              { role: 'user', content: userMessage(request) },
            ],
          }),
          signal: abort,
        });
      } catch (error) {
        throw signal?.aborted
          ? new CopyError('aborted', 'the copy was no longer wanted')
          : new CopyError('unavailable', `the chat model cannot be reached: ${String(error)}`);
      }
      if (!response.ok || !response.body) {
        const detail = await response.text().catch(() => '');
        throw new CopyError('failed', `the chat model answered ${response.status}: ${detail.slice(0, 200)}`);
      }
      const decoder = new TextDecoder();
      let pending = '';
      let isDone = false;
      let wrote = false;
      try {
        const reader = response.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          pending += decoder.decode(value, { stream: true });
          const lines = pending.split('\n');
          pending = lines.pop() ?? '';
          for (const raw of lines) {
            const line = raw.trimEnd();
            if (line === 'data: [DONE]' || line === 'data:[DONE]') isDone = true;
            if (!line.startsWith('data:')) continue;
            const content = deltaOf(line);
            if (content) {
              wrote = true;
              yield content;
            }
          }
        }
      } catch (error) {
        if (error instanceof CopyError) throw error;
        throw signal?.aborted
          ? new CopyError('aborted', 'the copy was no longer wanted')
          : new CopyError('failed', `the chat model's stream broke off: ${String(error)}`);
      }
      if (!isDone || !wrote) throw new CopyError('failed', 'the chat model ended its stream before [DONE]');
    },
  };
}
