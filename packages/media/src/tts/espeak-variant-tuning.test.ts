import { describe, expect, it } from 'vitest';
import { ESPEAK_VOICES } from './catalogue';
import { createEspeakEngine } from './espeak';
import { synthesizeScript } from './script';
import { pitchRangeSemitones } from './test/intelligibility';
import { NATURAL_PITCH_RANGE_SEMITONES } from './voice-quality';

const engine = createEspeakEngine();
/** Not the held-out paragraphs: those judge the voices in bench/voices.ts. */
const TEXTS: Record<string, string> = {
  'en-US':
    'The museum opens a new room this spring. Visitors can walk through a model of the old harbour, listen to ' +
    'the voices of the sailors who worked there, and try on the heavy coats they wore. Would you like to join us?',
  'zh-CN':
    '博物馆今年春天开放一个新展厅。游客可以参观旧港口的模型，听水手们的声音，还可以试穿他们穿过的厚外套。您想和我们一起去吗？',
  'pt-BR':
    'O museu abre uma sala nova nesta primavera. Os visitantes podem conhecer um modelo do antigo porto e ouvir ' +
    'as vozes dos marinheiros que trabalharam lá. Você quer vir conosco?',
};

describe('tuned espeak variants', () => {
  it.each(['en-US', 'zh-CN', 'pt-BR'])('read %s with a natural pitch range, every voice', async (language) => {
    for (const voice of ESPEAK_VOICES.filter((item) => item.language === language)) {
      const { pcm } = await synthesizeScript(engine, TEXTS[language]!, voice.id);
      expect(pitchRangeSemitones(pcm), voice.id).toBeGreaterThanOrEqual(NATURAL_PITCH_RANGE_SEMITONES);
    }
  });

  it("keeps the variant espeak ships as the voice's timbre, only its pitch range widened", () => {
    const f2 = ESPEAK_VOICES.find((item) => item.id === 'espeak:en-US:f2')!.espeak;
    expect(f2.variant).toBe('f2');
    expect(f2.variantText).toContain('formant 1 110 80 160');
    expect(f2.variantText).toContain('breath 0 2 3 3 3 3 3 2');
    const [base = 0, top = 0] = /^pitch (\d+) (\d+)$/m.exec(f2.variantText)!.slice(1).map(Number);
    // espeak's f2 is 'pitch 142 220': a range of 12.5 semitones around the same point high in it.
    expect(12 * Math.log2(top / base)).toBeCloseTo(12.5, 0);
    expect(base * (top / base) ** 0.85).toBeCloseTo(142 * (220 / 142) ** 0.85, -1);
  });
});
