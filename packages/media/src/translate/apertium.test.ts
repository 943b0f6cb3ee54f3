import { describe, expect, it } from 'vitest';
import { apertiumModes, apertiumPairs, createApertiumEngine, directModes, findApertium } from './apertium';
import { TranslationError, translateText } from './engine';

const modes = apertiumModes();
const hasMode = (mode: string) => modes.includes(mode);
const hasEnglishSpanish = hasMode('eng-spa') && hasMode('spa-eng');
const hasSpanishPortuguese = hasMode('es-pt') && hasMode('pt-es');

describe('apertium pairs from its modes', () => {
  const listed = ['eng-spa', 'spa-eng', 'spa-eng_US', 'es-pt', 'es-pt_BR', 'pt-es', 'fr-es', 'es-fr', 'eco-es-fr'];

  it('maps three-letter names to the translation languages and prefers the product regional variant', () => {
    expect(directModes(listed)).toEqual(
      new Map([
        ['en-es', 'eng-spa'],
        ['es-en', 'spa-eng_US'],
        ['es-pt', 'es-pt_BR'],
        ['pt-es', 'pt-es'],
        ['fr-es', 'fr-es'],
        ['es-fr', 'es-fr'],
      ]),
    );
  });

  it('bridges missing directions through Spanish and says so', () => {
    const pairs = apertiumPairs(listed);
    expect(pairs).toContainEqual({ from: 'en', to: 'pt', engine: 'apertium', via: 'es' });
    expect(pairs).toContainEqual({ from: 'pt', to: 'fr', engine: 'apertium', via: 'es' });
    expect(pairs).toContainEqual({ from: 'en', to: 'es', engine: 'apertium' });
    expect(pairs.filter((pair) => pair.from === pair.to)).toEqual([]);
    expect(pairs).toHaveLength(6 + 6);
  });

  it('lists nothing where Apertium is not installed', async () => {
    expect(apertiumModes(null)).toEqual([]);
    const engine = createApertiumEngine({ binary: '/nonexistent/apertium' });
    expect(await engine.pairs()).toEqual([]);
    await expect(engine.translate(['Hello'], 'en', 'es')).rejects.toMatchObject({ code: 'unsupportedPair' });
  });
});

describe.skipIf(!findApertium() || !hasEnglishSpanish)('apertium English and Spanish (installed here)', () => {
  const engine = createApertiumEngine();

  it('translates a batch one to one, in order, with its punctuation, numbers and quotes', async () => {
    const sentences = [
      'The weather is nice today.',
      'Prices rose by 3.5% in 2024, "a record", said the minister.',
      '',
      'She asked: "Why not?" and left...',
      'I saw the red',
      'car yesterday',
      'Use <tags> & *stars* here.',
    ];
    const translated = await engine.translate(sentences, 'en', 'es');
    expect(translated).toHaveLength(sentences.length);
    expect(translated[0]).toBe('El tiempo es bueno hoy.');
    expect(translated[1]).toMatch(/^Los precios .*3\.5% en 2024, "un récord"/);
    expect(translated[2]).toBe('');
    expect(translated[3]).toMatch(/"Por qué no\?".*\.\.\.$/);
    // A sentence without a full stop keeps its own words: "red" does not wander into the next line.
    expect(translated[4]).toMatch(/rojo$/);
    expect(translated[5]).toMatch(/ayer$/);
    expect(translated[6]).toContain('<');
    expect(translated[6]).toContain('&');
    expect(translated[6]).toContain('*');
  });

  it('joins a sentence broken over lines and keeps unknown words unmarked', async () => {
    const [translated] = await engine.translate(['My friend Zorblax\nlives in a big house.'], 'en', 'es');
    expect(translated).toMatch(/^Mi amigo Zorblax \S+ en una casa grande\.$/);
  });

  it('does not carry a capital into the middle of a sentence', async () => {
    expect(await engine.translate(['Hello and welcome to our studio.'], 'en', 'es')).toEqual([
      'Hola y bienvenido a nuestro estudio.',
    ]);
  });

  it('translates Spanish back to English', async () => {
    expect(await engine.translate(['La casa es grande.'], 'es', 'en')).toEqual(['The house is big.']);
  });

  it('refuses a direction it does not have with a typed error', async () => {
    const failure = await engine.translate(['Hello'], 'en', 'zh').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TranslationError);
    expect((failure as TranslationError).code).toBe('unsupportedPair');
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const running = engine.translate(Array(400).fill('The weather is nice today.'), 'en', 'es', controller.signal);
    controller.abort();
    await expect(running).rejects.toMatchObject({ code: 'aborted' });
  });

  it('fails with a timeout when the pipeline is too slow', async () => {
    const slow = createApertiumEngine({ timeoutMs: 1 });
    await expect(slow.translate(['The weather is nice today.'], 'en', 'es')).rejects.toMatchObject({
      code: 'timeout',
    });
  });
});

describe.skipIf(!findApertium() || !hasEnglishSpanish || !hasSpanishPortuguese)(
  'apertium through Spanish (installed here)',
  () => {
    const engine = createApertiumEngine();

    it('lists English to Portuguese via Spanish and translates it', async () => {
      const result = await translateText(engine, {
        sentences: ['I have three dogs.', 'The house is big.'],
        from: 'en-US',
        to: 'pt-BR',
      });
      expect(result.pair).toEqual({ from: 'en', to: 'pt', engine: 'apertium', via: 'es' });
      expect(result.sentences).toEqual([
        { source: 'I have three dogs.', text: 'Tenho três cães.' },
        { source: 'The house is big.', text: 'A casa é grande.' },
      ]);
    });

    it('translates Spanish to Brazilian Portuguese directly', async () => {
      const pairs = await engine.pairs();
      expect(pairs).toContainEqual({ from: 'es', to: 'pt', engine: 'apertium' });
      expect(await engine.translate(['El coche es rojo.'], 'es', 'pt')).toEqual(['O carro é vermelho.']);
    });
  },
);
