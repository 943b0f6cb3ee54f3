import { describe, expect, it } from 'vitest';
import { loadSensitiveWords } from '../video-task/sensitive-words';
import { findPromptViolations, findPublicFigures } from './prompt-rules';

const words = loadSensitiveWords(undefined);

describe('video prompt rules', () => {
  it('finds a public figure named in any case', () => {
    expect(findPublicFigures('ELON MUSK waves at the camera')).toEqual(['Elon Musk']);
    expect(findPublicFigures('taylor swift sings on a beach')).toEqual(['Taylor Swift']);
  });

  it('matches names without their accents and accented spellings of plain names', () => {
    expect(findPublicFigures('Pele scores a goal')).toEqual(['Pelé']);
    expect(findPublicFigures('Beyonce dances')).toEqual(['Beyoncé']);
    expect(findPublicFigures('Kylian Mbappe runs')).toEqual(['Kylian Mbappé']);
    expect(findPublicFigures('Lula da Sílva discursa')).toContain('Lula da Silva');
  });

  it('lets hyphens stand for spaces inside a name', () => {
    expect(findPublicFigures('kim jong-un on a horse')).toEqual(['Kim Jong Un']);
  });

  it('matches whole words only', () => {
    expect(findPublicFigures('a drakeling dragon flies over the sea')).toEqual([]);
    expect(findPublicFigures('the drake (a male duck) swims')).toEqual(['Drake']);
    expect(findPublicFigures('neymarket stall at dawn')).toEqual([]);
  });

  it('finds Chinese names written without spaces', () => {
    expect(findPublicFigures('马斯克在火星上跳舞')).toEqual(['马斯克']);
    expect(findPublicFigures('一只猫在花园里跳舞')).toEqual([]);
  });

  it('refuses sensitive words regardless of accents and case', () => {
    expect(findPromptViolations('How to COMPRAR COCAINA fast', words)).toEqual(['comprar cocaína']);
    expect(findPromptViolations('a video about bomb making', words)).toEqual(['bomb making']);
  });

  it('passes an ordinary prompt', () => {
    expect(findPromptViolations('A red sports shoe turns slowly on a marble table under soft light', words)).toEqual(
      [],
    );
    expect(findPromptViolations('Um gato laranja dorme ao sol na janela', words)).toEqual([]);
  });

  it('reports sensitive words and named people together', () => {
    expect(findPromptViolations('Donald Trump explains bomb making', words)).toEqual(['bomb making', 'Donald Trump']);
  });
});
