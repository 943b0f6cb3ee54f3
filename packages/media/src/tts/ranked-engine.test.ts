import { describe, expect, it } from 'vitest';
import { ESPEAK_VOICES } from './catalogue';
import { createCompositeEngine } from './composite-engine';
import { engineHasVoice, type TtsVoice } from './engine';
import { createEspeakEngine } from './espeak';
import { createFliteEngine } from './flite';
import { createRankedEngine, offeredVoices, rankVoices } from './ranked-engine';
import { measuredPitchRange, measuredWer, NATURAL_PITCH_RANGE_SEMITONES, QUALITY_THRESHOLDS } from './voice-quality';

const voice = (id: string, language: string, gender: TtsVoice['gender'] = 'female'): TtsVoice => ({
  id,
  engine: 'festival',
  name: id,
  language,
  languageName: language,
  gender,
  ageGroup: 'young',
  styles: [],
  memberOnly: false,
});

const ids = (voices: readonly TtsVoice[]) => voices.map((item) => item.id);
const englishEspeak = ESPEAK_VOICES.filter((item) => item.language.startsWith('en'));

describe('rankVoices', () => {
  it('puts the measured clearest voice of a language first, where the language had its first voice', () => {
    const list = [
      voice('espeak:en-US:f2', 'en-US'),
      voice('remote:yo:heart', 'yo'),
      voice('flite:en-US:slt', 'en-US'),
      voice('remote:en-US:heart', 'en-US'),
      voice('flite:en-US:rms', 'en-US'),
    ];
    expect(measuredWer('flite:en-US:rms')!).toBeLessThan(measuredWer('flite:en-US:slt')!);
    expect(measuredPitchRange('flite:en-US:rms')!).toBeGreaterThanOrEqual(NATURAL_PITCH_RANGE_SEMITONES);
    // Measured voices by word error rate, unmeasured ones after them in their own order.
    expect(ids(rankVoices(list))).toEqual([
      'flite:en-US:rms',
      'remote:yo:heart',
      'flite:en-US:slt',
      'espeak:en-US:f2',
      'remote:en-US:heart',
    ]);
  });

  it('makes the clearest voice with a natural pitch range the default of the language and of each gender', () => {
    // Festival's slt is clearer than Flite's but reads over fewer than 5 semitones: monotone.
    const list = [
      voice('festival:en-US:slt', 'en-US', 'female'),
      voice('flite:en-US:slt', 'en-US', 'female'),
      voice('festival:en-US:kal', 'en-US', 'male'),
      voice('flite:en-US:awb', 'en-US', 'male'),
    ];
    expect(measuredWer('festival:en-US:slt')!).toBeLessThan(measuredWer('flite:en-US:slt')!);
    expect(measuredPitchRange('festival:en-US:slt')!).toBeLessThan(NATURAL_PITCH_RANGE_SEMITONES);
    expect(measuredPitchRange('flite:en-US:slt')!).toBeGreaterThanOrEqual(NATURAL_PITCH_RANGE_SEMITONES);
    const ranked = rankVoices(list);
    const firstOf = (gender: TtsVoice['gender']) => ranked.find((item) => item.gender === gender)?.id;
    expect(firstOf('female')).toBe('flite:en-US:slt');
    expect(ranked.indexOf(ranked.find((item) => item.id === 'festival:en-US:slt')!)).toBeGreaterThan(
      ranked.findIndex((item) => item.id === 'flite:en-US:slt'),
    );
    const lively = list.filter((item) => measuredPitchRange(item.id)! >= NATURAL_PITCH_RANGE_SEMITONES);
    const clearestLively = lively.sort((a, b) => measuredWer(a.id)! - measuredWer(b.id)!)[0]!;
    expect(ranked[0]!.id).toBe(clearestLively.id);
    const maleLively = lively.filter((item) => item.gender === 'male');
    expect(firstOf('male')).toBe(maleLively[0]!.id);
  });

  it('takes the clearest voice when none reads with a natural pitch range', () => {
    expect(measuredPitchRange('festival:en-US:slt')!).toBeLessThan(NATURAL_PITCH_RANGE_SEMITONES);
    const list = [voice('remote:en-US:heart', 'en-US'), voice('festival:en-US:slt', 'en-US')];
    expect(ids(rankVoices(list))).toEqual(['festival:en-US:slt', 'remote:en-US:heart']);
  });

  it('leaves languages without measurements in their order', () => {
    const chinese = ESPEAK_VOICES.filter((item) => item.language === 'zh-CN');
    expect(rankVoices(chinese)).toEqual(chinese);
  });
});

describe('offeredVoices', () => {
  it("leaves out a language's voices measured above 35 % WER when it has one at or below", () => {
    const unclear = englishEspeak.filter((item) => measuredWer(item.id)! > QUALITY_THRESHOLDS.good);
    expect(unclear.length).toBeGreaterThan(0);
    const list = [...unclear.filter((item) => item.language === 'en-US'), voice('flite:en-US:rms', 'en-US')];
    expect(ids(offeredVoices(list))).toEqual(['flite:en-US:rms']);
  });

  it('keeps every voice of a language none of whose voices is clear enough, and unmeasured voices', () => {
    expect(offeredVoices(englishEspeak)).toEqual(englishEspeak);
    const list = [
      voice('espeak:en-US:f2', 'en-US'),
      voice('flite:en-US:rms', 'en-US'),
      voice('remote:en-US:x', 'en-US'),
    ];
    expect(ids(offeredVoices(list))).toEqual(['flite:en-US:rms', 'remote:en-US:x']);
  });
});

const flite = createFliteEngine();

describe('offeredVoices over the installed engines', () => {
  it('offers English espeak voices when espeak is the only engine installed', () => {
    const missingFlite = createFliteEngine({ binary: '/nonexistent/flite' });
    const offered = offeredVoices(createCompositeEngine([createEspeakEngine(), missingFlite]).voices());
    expect(offered.filter((item) => item.language === 'en-US')).toEqual(
      englishEspeak.filter((item) => item.language === 'en-US').map(({ espeak: _settings, ...item }) => item),
    );
  });

  it.skipIf(flite.voices().length === 0)(
    'offers only the clear voices of English beside Flite, and espeak still speaks the others by id',
    async () => {
      const espeak = createEspeakEngine();
      const engine = createRankedEngine(createCompositeEngine([espeak, flite]));
      const offered = offeredVoices(engine.voices());
      const english = offered.filter((item) => item.language === 'en-US');
      expect(english.length).toBeGreaterThan(0);
      for (const item of english) expect(measuredWer(item.id)!).toBeLessThanOrEqual(QUALITY_THRESHOLDS.good);
      expect(ids(offered)).not.toContain('espeak:en-US:f2');
      // A language no clearer engine speaks keeps its espeak voices.
      expect(ids(offered)).toContain('espeak:zh-CN:f2');
      expect(await engineHasVoice(engine, 'espeak:en-US:f2')).toBe(true);
      expect((await engine.synthesize('Hello there.', 'espeak:en-US:f2')).samples.length).toBeGreaterThan(0);
    },
  );
});
