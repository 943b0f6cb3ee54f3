import { afterEach, describe, expect, it } from 'vitest';
import { apertiumModes, findApertium } from './apertium';
import { createTranslationEngine } from './composite';
import { languagesOfPairs, translateText } from './engine';
import { startLibreTranslateServer, type TranslationTestServer } from './test/translation-servers';

const modes = apertiumModes();
const hasApertiumPairs = !!findApertium() && ['eng-spa', 'spa-eng', 'es-pt'].every((mode) => modes.includes(mode));

let server: TranslationTestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the installation translation engine', () => {
  it('uses only the configured server when Apertium is left out', async () => {
    server = await startLibreTranslateServer();
    const engine = createTranslationEngine({ remote: { kind: 'libretranslate', url: server.url }, apertium: false });
    expect(languagesOfPairs(await engine.pairs())).toEqual(['en', 'es', 'pt', 'zh']);
    await expect(engine.translate(['Hola'], 'es', 'pt')).rejects.toMatchObject({ code: 'unsupportedPair' });
  });

  it('refuses a remote configuration that lacks what its protocol needs', () => {
    expect(() => createTranslationEngine({ remote: { kind: 'openai', url: 'http://llm' } })).toThrow(/model/);
    expect(() => createTranslationEngine({ remote: { kind: 'deepl' } })).toThrow(/api key/);
  });
});

describe.skipIf(!hasApertiumPairs)('the server first, Apertium for the rest (Apertium installed here)', () => {
  it('lists the union, each pair with the engine that translates it', async () => {
    server = await startLibreTranslateServer();
    const engine = createTranslationEngine({ remote: { kind: 'libretranslate', url: server.url } });
    const pairs = await engine.pairs();
    expect(pairs).toContainEqual({ from: 'en', to: 'es', engine: 'libretranslate' });
    expect(pairs).toContainEqual({ from: 'es', to: 'pt', engine: 'apertium' });
    expect(pairs.filter((pair) => pair.from === 'en' && pair.to === 'es')).toHaveLength(1);
  });

  it('sends a pair the server has to the server and one it lacks to Apertium', async () => {
    server = await startLibreTranslateServer();
    const engine = createTranslationEngine({ remote: { kind: 'libretranslate', url: server.url } });
    const remote = await translateText(engine, { sentences: ['The house is big.'], from: 'en-US', to: 'es-ES' });
    expect(remote).toEqual({
      sentences: [{ source: 'The house is big.', text: 'El casa es grande.' }],
      pair: { from: 'en', to: 'es', engine: 'libretranslate' },
    });
    const offline = await translateText(engine, { sentences: ['El coche es rojo.'], from: 'es', to: 'pt-BR' });
    expect(offline.sentences[0]!.text).toBe('O carro é vermelho.');
    expect(offline.pair.engine).toBe('apertium');
    expect(server.received.filter((request) => request.path === '/translate')).toHaveLength(1);
  });

  it('keeps the offline pairs when the server is down', async () => {
    server = await startLibreTranslateServer();
    const url = server.url;
    await server.close();
    server = undefined;
    const engine = createTranslationEngine({ remote: { kind: 'libretranslate', url } });
    const pairs = await engine.pairs();
    expect(pairs).toContainEqual({ from: 'en', to: 'es', engine: 'apertium' });
    expect(pairs.every((pair) => pair.engine === 'apertium')).toBe(true);
  });
});
