import { describe, expect, it } from 'vitest';
import { ESPEAK_VOICES } from './catalogue';
import { createCatalogueEngine, rankVoices } from './catalogue-engine';
import { createCompositeEngine } from './composite-engine';
import { engineHasVoice, type TtsVoice } from './engine';
import { HELD_OUT_PARAGRAPHS } from '../../../../bench/held-out-texts';
import { isPocketsphinxAvailable } from '../transcribe/pocketsphinx';
import { createEspeakEngine } from './espeak';
import { createFestivalEngine } from './festival';
import { createFliteEngine } from './flite';
import { measureVoice } from './test/intelligibility';
import {
  isOfferedVoice,
  measuredPitchRange,
  measuredWer,
  PITCH_RANGE_TARGET_SEMITONES,
  QUALITY_THRESHOLDS,
} from './voice-quality';

const voice = (id: string, language: string): TtsVoice => ({
  id,
  engine: 'festival',
  name: id,
  language,
  languageName: language,
  gender: 'female',
  ageGroup: 'young',
  styles: [],
  memberOnly: false,
});

describe('rankVoices', () => {
  it('puts the measured clearest voice of a language first, where the language had its first voice', () => {
    const list = [
      voice('espeak:en-US:f2', 'en-US'),
      voice('remote:yo:heart', 'yo'),
      voice('flite:en-US:slt', 'en-US'),
      voice('remote:en-US:heart', 'en-US'),
      voice('flite:en-US:rms', 'en-US'),
    ];
    const ranked = rankVoices(list).map((item) => item.id);
    expect(measuredWer('flite:en-US:rms')!).toBeLessThan(measuredWer('flite:en-US:slt')!);
    // Measured voices by word error rate, unmeasured ones after them in their own order.
    expect(ranked).toEqual([
      'flite:en-US:rms',
      'remote:yo:heart',
      'flite:en-US:slt',
      'espeak:en-US:f2',
      'remote:en-US:heart',
    ]);
  });

  it('leaves languages without measurements in their order', () => {
    const chinese = ESPEAK_VOICES.filter((item) => item.language === 'zh-CN');
    expect(rankVoices(chinese)).toEqual(chinese);
  });
});

describe('isOfferedVoice', () => {
  it('offers the voices the recogniser understands, with a reading pitch range', () => {
    expect(isOfferedVoice('flite:en-US:rms')).toBe(true);
    expect(measuredWer('espeak:en-US:f2')!).toBeGreaterThan(QUALITY_THRESHOLDS.good);
    expect(isOfferedVoice('espeak:en-US:f2')).toBe(false);
  });

  it("judges a voice by its own language's reading, or else by the variant's readings elsewhere", () => {
    expect(measuredPitchRange('espeak:zh-CN:m1')).toBeGreaterThanOrEqual(PITCH_RANGE_TARGET_SEMITONES);
    expect(isOfferedVoice('espeak:zh-CN:m1')).toBe(true);
    expect(measuredPitchRange('espeak:zh-CN:belinda')!).toBeLessThan(PITCH_RANGE_TARGET_SEMITONES);
    expect(isOfferedVoice('espeak:zh-CN:belinda')).toBe(false);
    // German was not measured: belinda's readings in Chinese and Portuguese stand for it, not English's own tunes.
    const readings = ['zh-CN', 'pt-BR'].map((language) => measuredPitchRange(`espeak:${language}:belinda`)!);
    expect(measuredPitchRange('espeak:de-DE:belinda')).toBeCloseTo(
      readings.reduce((sum, range) => sum + range, 0) / readings.length,
    );
    expect(isOfferedVoice('espeak:de-DE:belinda')).toBe(false);
  });

  it('offers voices no measurement covers', () => {
    expect(isOfferedVoice('remote:en-US:heart')).toBe(true);
  });
});

describe('createCatalogueEngine', () => {
  const engine = createCatalogueEngine(createCompositeEngine([createEspeakEngine(), createFliteEngine()]));

  it('lists only offered voices, and still speaks the others for what was made with them', async () => {
    const listed = engine.voices().map((voice) => voice.id);
    expect(listed).toContain('espeak:zh-CN:m1');
    expect(listed).not.toContain('espeak:en-US:f2');
    expect(engine.unlistedVoices!().map((voice) => voice.id)).toContain('espeak:en-US:f2');
    expect(await engineHasVoice(engine, 'espeak:en-US:f2')).toBe(true);
    const speech = await engine.synthesize('Still here.', 'espeak:en-US:f2');
    expect(speech.samples.length).toBeGreaterThan(speech.sampleRate / 4);
  });
});

describe('createCatalogueEngine on a machine without Festival and Flite', () => {
  it('keeps espeak English where no English voice passes the bar, rather than no English at all', () => {
    const english = createCatalogueEngine(createEspeakEngine())
      .voices()
      .filter((voice) => voice.language.startsWith('en'));
    expect(english.map((voice) => voice.id)).toContain('espeak:en-US:f2');
  });
});

describe("the catalogue's English defaults", () => {
  const engine = createCatalogueEngine(
    createCompositeEngine([createEspeakEngine(), createFestivalEngine(), createFliteEngine()]),
  );
  const defaults = engine
    .voices()
    .filter((voice) => voice.language === 'en-US')
    .slice(0, 3);

  it.skipIf(!isPocketsphinxAvailable() || defaults.some((voice) => voice.engine === 'espeak'))(
    'read a held-out paragraph the recogniser understands (WER <= 20 %) over a reader-like pitch range (>= 5 st)',
    async () => {
      const { text } = HELD_OUT_PARAGRAPHS[0]!;
      for (const voice of defaults) {
        const { wer, pitchRangeSemitones, heard } = await measureVoice(engine, voice.id, text);
        expect(wer, `${voice.id}: ${heard}`).toBeLessThanOrEqual(QUALITY_THRESHOLDS.clear);
        expect(pitchRangeSemitones, voice.id).toBeGreaterThanOrEqual(PITCH_RANGE_TARGET_SEMITONES);
      }
    },
    300_000,
  );
});
