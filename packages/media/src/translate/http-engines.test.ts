import { afterEach, describe, expect, it } from 'vitest';
import { createDeepLEngine } from './deepl';
import { TranslationError, translateText } from './engine';
import { createLibreTranslateEngine } from './libretranslate';
import { createOpenAiChatTranslationEngine } from './openai-chat';
import {
  startChatServer,
  startDeepLServer,
  startLibreTranslateServer,
  type TranslationTestServer,
} from './test/translation-servers';

const servers: TranslationTestServer[] = [];

async function started(server: Promise<TranslationTestServer>): Promise<TranslationTestServer> {
  servers.push(await server);
  return servers.at(-1)!;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const translateRequests = (server: TranslationTestServer, path: string) =>
  server.received.filter((request) => request.method === 'POST' && request.path === path);

async function failure(promise: Promise<unknown>): Promise<TranslationError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TranslationError);
  return error as TranslationError;
}

describe('LibreTranslate engine', () => {
  it('lists the server languages as translation pairs, the Chinese code read as zh', async () => {
    const server = await started(startLibreTranslateServer());
    const pairs = await createLibreTranslateEngine({ baseUrl: server.url }).pairs();
    expect(pairs).toContainEqual({ from: 'en', to: 'es', engine: 'libretranslate' });
    expect(pairs).toContainEqual({ from: 'zh', to: 'en', engine: 'libretranslate' });
    expect(pairs).not.toContainEqual(expect.objectContaining({ from: 'es', to: 'pt' }));
  });

  it('sends a batch of sentences in one request with the key and gets them back in order', async () => {
    const server = await started(startLibreTranslateServer({ apiKey: 'secret' }));
    const engine = createLibreTranslateEngine({ baseUrl: `${server.url}/`, apiKey: 'secret' });
    const result = await translateText(engine, {
      sentences: ['Hello world.', '', 'The house is big.', 'Good morning!'],
      from: 'en-US',
      to: 'zh-CN',
    });
    expect(result.sentences.map((sentence) => sentence.text)).toEqual(['你好 世界.', '', '房子 是 大.', '早 上!']);
    const [request] = translateRequests(server, '/translate');
    expect(translateRequests(server, '/translate')).toHaveLength(1);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      q: ['Hello world.', 'The house is big.', 'Good morning!'],
      source: 'en',
      target: 'zh-Hans',
      format: 'text',
      api_key: 'secret',
    });
  });

  it('maps a refused key to a rejected error with its message', async () => {
    const server = await started(startLibreTranslateServer({ apiKey: 'secret' }));
    const error = await failure(
      createLibreTranslateEngine({ baseUrl: server.url, apiKey: 'wrong' }).translate(['Hello'], 'en', 'es'),
    );
    expect(error).toMatchObject({ code: 'rejected', status: 403 });
    expect(error.message).toContain('Invalid API key');
  });

  it('maps a server error, malformed JSON and a slow server to failed, badAnswer and timeout', async () => {
    const server = await started(startLibreTranslateServer());
    const engine = createLibreTranslateEngine({ baseUrl: server.url, timeoutMs: 300 });
    server.fault = { status: 500, body: '{"error": "Translation failed"}' };
    expect(await failure(engine.translate(['Hello'], 'en', 'es'))).toMatchObject({ code: 'failed', status: 500 });
    server.fault = { body: '{"translatedText": [' };
    expect(await failure(engine.translate(['Hello'], 'en', 'es'))).toMatchObject({ code: 'badAnswer' });
    server.fault = { body: '{"translatedText": ["one", "two"]}' };
    expect(await failure(engine.translate(['Hello'], 'en', 'es'))).toMatchObject({ code: 'badAnswer' });
    server.fault = { delayMs: 2000 };
    expect(await failure(engine.translate(['Hello'], 'en', 'es'))).toMatchObject({ code: 'timeout' });
  });

  it('says a server that is not there is unavailable, and refuses a pair the server lacks', async () => {
    const server = await started(startLibreTranslateServer());
    const engine = createLibreTranslateEngine({ baseUrl: server.url });
    expect(await failure(engine.translate(['Hola'], 'es', 'pt'))).toMatchObject({ code: 'unsupportedPair' });
    await server.close();
    const gone = createLibreTranslateEngine({ baseUrl: server.url });
    expect(await failure(gone.pairs())).toMatchObject({ code: 'unavailable' });
  });

  it('stops when the caller aborts', async () => {
    const server = await started(startLibreTranslateServer());
    server.fault = { delayMs: 2000 };
    const controller = new AbortController();
    const running = createLibreTranslateEngine({ baseUrl: server.url }).translate(
      ['Hello'],
      'en',
      'es',
      controller.signal,
    );
    setTimeout(() => controller.abort(), 100);
    expect(await failure(running)).toMatchObject({ code: 'aborted' });
  });
});

describe('DeepL engine', () => {
  it('authenticates with its key header, picks the Brazilian and American targets and batches by 50', async () => {
    const server = await started(startDeepLServer({ apiKey: 'key-1:fx' }));
    const engine = createDeepLEngine({ apiKey: 'key-1:fx', baseUrl: server.url });
    const sentences = Array.from({ length: 60 }, (_, index) => `The cat ${index} sleeps.`);
    const translated = await engine.translate(sentences, 'en', 'pt');
    expect(translated).toHaveLength(60);
    expect(translated[0]).toBe('A gato 0 dorme.');
    expect(translated[59]).toBe('A gato 59 dorme.');
    const requests = translateRequests(server, '/v2/translate');
    expect(requests.map((request) => (request.body as { text: string[] }).text.length)).toEqual([50, 10]);
    expect(requests[0]!.headers.authorization).toBe('DeepL-Auth-Key key-1:fx');
    expect(requests[0]!.body).toMatchObject({ source_lang: 'EN', target_lang: 'PT-BR' });
    await engine.translate(['Hola'], 'es', 'en');
    expect(translateRequests(server, '/v2/translate').at(-1)!.body).toMatchObject({ target_lang: 'EN-US' });
  });

  it('lists the pairs from its source and target languages', async () => {
    const server = await started(startDeepLServer({ apiKey: 'k' }));
    const pairs = await createDeepLEngine({ apiKey: 'k', baseUrl: `${server.url}/v2` }).pairs();
    expect(pairs).toContainEqual({ from: 'zh', to: 'pt', engine: 'deepl' });
    expect(pairs).toHaveLength(4 * 3);
  });

  it('maps a wrong key to rejected and a quota or overload to failed', async () => {
    const server = await started(startDeepLServer({ apiKey: 'k' }));
    const wrong = await failure(createDeepLEngine({ apiKey: 'nope', baseUrl: server.url }).pairs());
    expect(wrong).toMatchObject({ code: 'rejected', status: 403 });
    expect(wrong.message).toContain('authorization key');
    const engine = createDeepLEngine({ apiKey: 'k', baseUrl: server.url });
    server.fault = { status: 429, body: '{"message": "Too many requests"}' };
    expect(await failure(engine.translate(['Hello'], 'en', 'es'))).toMatchObject({ code: 'failed', status: 429 });
    server.fault = { body: '{"translations": [{"text": 3}]}' };
    expect(await failure(engine.translate(['Hello'], 'en', 'es'))).toMatchObject({ code: 'badAnswer' });
  });
});

describe('OpenAI-compatible chat engine', () => {
  it('asks for a JSON array with a system prompt naming the languages and reads the answer', async () => {
    const server = await started(startChatServer({ apiKey: 'sk-test', fenced: true }));
    const engine = createOpenAiChatTranslationEngine({
      baseUrl: `${server.url}/v1`,
      model: 'qwen2.5',
      apiKey: 'sk-test',
    });
    expect(await engine.translate(['Hello world.', 'The cat sleeps.'], 'en', 'es')).toEqual([
      'Hola mundo.',
      'El gato duerme.',
    ]);
    const [request] = translateRequests(server, '/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    const body = request!.body as { model: string; temperature: number; messages: { role: string; content: string }[] };
    expect(body.model).toBe('qwen2.5');
    expect(body.temperature).toBe(0);
    expect(body.messages[0]!.content).toContain('from American English to Spanish.');
    expect(body.messages[0]!.content).toContain('JSON array');
    expect(JSON.parse(body.messages[1]!.content)).toEqual(['Hello world.', 'The cat sleeps.']);
  });

  it('asks again once when the model answers another number of sentences', async () => {
    const server = await started(startChatServer({ dropLineTimes: 1 }));
    const engine = createOpenAiChatTranslationEngine({ baseUrl: server.url, model: 'm' });
    expect(await engine.translate(['Hello.', 'The house is big.'], 'en', 'pt')).toEqual(['Olá.', 'A casa é grande.']);
    expect(translateRequests(server, '/v1/chat/completions')).toHaveLength(2);
  });

  it('fails clearly when the model keeps answering another number of sentences', async () => {
    const server = await started(startChatServer({ dropLineTimes: 2 }));
    const engine = createOpenAiChatTranslationEngine({ baseUrl: server.url, model: 'm' });
    const error = await failure(engine.translate(['Hello.', 'The house is big.'], 'en', 'pt'));
    expect(error.code).toBe('badAnswer');
    expect(error.message).toContain('2 translations');
  });

  it('offers the configured languages only and maps a refused key', async () => {
    const server = await started(startChatServer({ apiKey: 'sk-test' }));
    const engine = createOpenAiChatTranslationEngine({ baseUrl: server.url, model: 'm', languages: ['en', 'es'] });
    expect(await engine.pairs()).toEqual([
      { from: 'en', to: 'es', engine: 'openai' },
      { from: 'es', to: 'en', engine: 'openai' },
    ]);
    expect(await failure(engine.translate(['Hello'], 'en', 'pt'))).toMatchObject({ code: 'unsupportedPair' });
    const refused = await failure(engine.translate(['Hello'], 'en', 'es'));
    expect(refused).toMatchObject({ code: 'rejected', status: 401 });
    expect(refused.message).toContain('Incorrect API key');
  });

  it('maps an answer without a message to badAnswer', async () => {
    const server = await started(startChatServer());
    server.fault = { body: '{"choices": []}' };
    const engine = createOpenAiChatTranslationEngine({ baseUrl: server.url, model: 'm' });
    expect(await failure(engine.translate(['Hello'], 'en', 'es'))).toMatchObject({ code: 'badAnswer' });
  });
});
