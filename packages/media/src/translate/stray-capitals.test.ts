import { describe, expect, it } from 'vitest';
import { lowerStrayCapitals } from './stray-capitals';

describe('lowerStrayCapitals', () => {
  it('writes a capital carried into the middle of a sentence in lower case', () => {
    expect(lowerStrayCapitals('Hello and welcome to our studio.', 'Hola Y bienvenido a nuestro estudio.')).toBe(
      'Hola y bienvenido a nuestro estudio.',
    );
  });

  it('keeps the capitals that open sentences, questions and exclamations', () => {
    expect(lowerStrayCapitals('Hi. How are you? Great!', 'Hola. ¿Cómo estás? ¡Genial!')).toBe(
      'Hola. ¿Cómo estás? ¡Genial!',
    );
  });

  it('leaves a translation alone when the source names someone or something', () => {
    expect(lowerStrayCapitals('Today I met Maria in Paris.', 'Hoy conocí a Maria en París.')).toBe(
      'Hoy conocí a Maria en París.',
    );
  });

  it('does not take English “I” for a name, nor touch words in capitals', () => {
    expect(lowerStrayCapitals('Today I will show you the USA.', 'Hoy Te mostraré los EE.UU.')).toBe(
      'Hoy te mostraré los EE.UU.',
    );
  });
});
