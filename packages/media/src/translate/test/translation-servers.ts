import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Small real servers speaking LibreTranslate's, DeepL's and an OpenAI-compatible chat protocol, for the
 * translation engines' tests and the server's. They translate word by word from a tiny dictionary, so a test
 * can tell each sentence's answer apart, and keep every request they received.
 */

const DICTIONARY: Record<string, Record<string, string>> = {
  'en-es': {
    hello: 'hola',
    world: 'mundo',
    the: 'el',
    house: 'casa',
    is: 'es',
    big: 'grande',
    good: 'buenos',
    morning: 'días',
    cat: 'gato',
    sleeps: 'duerme',
  },
  'en-pt': {
    hello: 'olá',
    world: 'mundo',
    the: 'a',
    house: 'casa',
    is: 'é',
    big: 'grande',
    good: 'bom',
    morning: 'dia',
    cat: 'gato',
    sleeps: 'dorme',
  },
  'en-zh': {
    hello: '你好',
    world: '世界',
    the: '',
    house: '房子',
    is: '是',
    big: '大',
    good: '早',
    morning: '上',
    cat: '猫',
    sleeps: '睡觉',
  },
};

/** Word-by-word translation with the dictionary; unknown words stay, case follows the source's first letter. */
export function dictionaryTranslate(text: string, from: string, to: string): string {
  const words = DICTIONARY[`${from.slice(0, 2).toLowerCase()}-${to.slice(0, 2).toLowerCase()}`] ?? {};
  return text.replace(/\p{L}+/gu, (word) => {
    const translated = words[word.toLowerCase()] ?? word;
    return word[0] === word[0]!.toUpperCase() ? translated.charAt(0).toUpperCase() + translated.slice(1) : translated;
  });
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** How a server misbehaves, to test the engines' errors. */
export interface ServerFault {
  /** Every translate request gets this status and body. */
  status?: number;
  body?: string;
  /** Wait this long before answering translate requests. */
  delayMs?: number;
}

export interface TranslationTestServer {
  url: string;
  received: ReceivedRequest[];
  /** Changes how later translate requests are answered. */
  fault: ServerFault;
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown };
type Handler = (request: ReceivedRequest, url: URL) => Answer | undefined;

async function startServer(handler: Handler, translatePath: string): Promise<TranslationTestServer> {
  const received: ReceivedRequest[] = [];
  const state: TranslationTestServer = { url: '', received, fault: {}, close: async () => undefined };
  const server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (chunk: Buffer) => parts.push(chunk));
    request.on('end', () => {
      void (async () => {
        const url = new URL(request.url ?? '/', 'http://server');
        const raw = Buffer.concat(parts).toString('utf8');
        let body: unknown;
        try {
          body = raw ? JSON.parse(raw) : undefined;
        } catch {
          body = raw;
        }
        const entry = { method: request.method ?? '', path: url.pathname, headers: request.headers, body };
        received.push(entry);
        if (url.pathname === translatePath) {
          if (state.fault.delayMs) await new Promise((resolve) => setTimeout(resolve, state.fault.delayMs));
          if (state.fault.status || state.fault.body !== undefined) {
            response.writeHead(state.fault.status ?? 200, { 'content-type': 'application/json' });
            response.end(state.fault.body ?? '');
            return;
          }
        }
        const answer = handler(entry, url) ?? { status: 404, body: { error: `no route ${url.pathname}` } };
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/**
 * LibreTranslate: `GET /languages` (en to es, pt and zh-Hans; zh-Hans, es and pt to en), `POST /translate`
 * with `q` a string or an array. With `apiKey`, requests without that `api_key` get LibreTranslate's 403.
 */
export function startLibreTranslateServer(options: { apiKey?: string } = {}): Promise<TranslationTestServer> {
  return startServer((request) => {
    if (request.method === 'GET' && request.path === '/languages') {
      return {
        status: 200,
        body: [
          { code: 'en', name: 'English', targets: ['es', 'pt', 'zh-Hans'] },
          { code: 'es', name: 'Spanish', targets: ['en'] },
          { code: 'pt', name: 'Portuguese', targets: ['en'] },
          { code: 'zh-Hans', name: 'Chinese', targets: ['en'] },
        ],
      };
    }
    if (request.method !== 'POST' || request.path !== '/translate') return undefined;
    const body = request.body as { q?: unknown; source?: string; target?: string; api_key?: string };
    if (options.apiKey && body.api_key !== options.apiKey) {
      return { status: 403, body: { error: 'Invalid API key' } };
    }
    if (!body.source || !body.target || body.q === undefined) {
      return { status: 400, body: { error: 'Invalid request: missing q, source or target' } };
    }
    const translate = (text: string) => dictionaryTranslate(text, body.source!, body.target!);
    return {
      status: 200,
      body: { translatedText: Array.isArray(body.q) ? body.q.map(String).map(translate) : translate(String(body.q)) },
    };
  }, '/translate');
}

/**
 * DeepL API v2: `GET /v2/languages?type=source|target`, `POST /v2/translate` ({text: [...], source_lang,
 * target_lang}); every request must carry `Authorization: DeepL-Auth-Key <apiKey>` (403 otherwise), at most 50
 * texts (413 otherwise).
 */
export function startDeepLServer(options: { apiKey: string }): Promise<TranslationTestServer> {
  return startServer((request, url) => {
    if (request.headers.authorization !== `DeepL-Auth-Key ${options.apiKey}`) {
      return { status: 403, body: { message: 'Wrong endpoint or authorization key' } };
    }
    if (request.method === 'GET' && request.path === '/v2/languages') {
      const source = ['EN', 'ES', 'PT', 'ZH'].map((language) => ({ language, name: language }));
      const target = ['EN-GB', 'EN-US', 'ES', 'PT-PT', 'PT-BR', 'ZH'].map((language) => ({ language, name: language }));
      return { status: 200, body: url.searchParams.get('type') === 'target' ? target : source };
    }
    if (request.method !== 'POST' || request.path !== '/v2/translate') return undefined;
    const body = request.body as { text?: unknown; source_lang?: string; target_lang?: string };
    if (!Array.isArray(body.text) || !body.target_lang) {
      return { status: 400, body: { message: "Parameter 'text' or 'target_lang' not specified" } };
    }
    if (body.text.length > 50) return { status: 413, body: { message: 'Too many texts' } };
    const source = body.source_lang ?? 'EN';
    return {
      status: 200,
      body: {
        translations: body.text.map((text) => ({
          detected_source_language: source,
          text: dictionaryTranslate(String(text), source, body.target_lang!),
        })),
      },
    };
  }, '/v2/translate');
}

/**
 * An OpenAI-compatible chat endpoint, `POST /v1/chat/completions`, that reads the target language from the
 * system prompt ("... to Spanish.") and the sentences from the user message's JSON array, and answers the array
 * of translations as the message content. `dropLineTimes` answers that many times with the last line missing,
 * as models sometimes do; `fenced` wraps the answer in a Markdown code fence.
 */
export function startChatServer(
  options: { apiKey?: string; dropLineTimes?: number; fenced?: boolean } = {},
): Promise<TranslationTestServer> {
  let drops = options.dropLineTimes ?? 0;
  const names: Record<string, string> = {
    'American English': 'en',
    Spanish: 'es',
    'Brazilian Portuguese': 'pt',
    'Simplified Chinese': 'zh',
  };
  return startServer((request) => {
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') return undefined;
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return { status: 401, body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } } };
    }
    const body = request.body as { model?: string; messages?: { role: string; content: string }[] };
    const system = body.messages?.find((message) => message.role === 'system')?.content ?? '';
    const user = body.messages?.find((message) => message.role === 'user')?.content ?? '';
    const languages = /from ([\w ]+?) to ([\w ]+?)\./.exec(system);
    const from = names[languages?.[1] ?? ''];
    const to = names[languages?.[2] ?? ''];
    let sentences: unknown;
    try {
      sentences = JSON.parse(user);
    } catch {
      sentences = undefined;
    }
    if (!body.model || !from || !to || !Array.isArray(sentences)) {
      return { status: 400, body: { error: { message: 'expected a model, languages and a JSON array' } } };
    }
    let translated = sentences.map((sentence) => dictionaryTranslate(String(sentence), from, to));
    if (drops > 0) {
      drops -= 1;
      translated = translated.slice(0, -1);
    }
    const content = options.fenced ? `\`\`\`json\n${JSON.stringify(translated)}\n\`\`\`` : JSON.stringify(translated);
    return {
      status: 200,
      body: {
        id: 'chatcmpl-test',
        object: 'chat.completion',
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      },
    };
  }, '/v1/chat/completions');
}
