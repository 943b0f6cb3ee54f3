import { describe, expect, it } from 'vitest';
import { durationOf } from '../audio/pcm';
import { UnknownVoiceError } from './errors';
import { createFestivalEngine } from './festival';
import { pitchRangeSemitones } from './test/intelligibility';
import { checkProgramEngine } from './test/program-engine-checks';

const engine = createFestivalEngine();
const installed = engine.voices().map((voice) => voice.id);
const hasSlt = installed.includes('festival:en-US:slt');

describe('FestivalEngine without Festival', () => {
  it('lists no voice when the program is missing, and refuses to speak', async () => {
    const missing = createFestivalEngine({ binary: '/nonexistent/text2wave', voicesDir: '/usr/share/festival/voices' });
    expect(missing.voices()).toEqual([]);
    await expect(missing.synthesize('Hello.', 'festival:en-US:slt')).rejects.toBeInstanceOf(UnknownVoiceError);
  });

  it('lists no voice whose package is missing', () => {
    expect(createFestivalEngine({ binary: 'text2wave', voicesDir: '/nonexistent' }).voices()).toEqual([]);
  });
});

describe.skipIf(!hasSlt)('FestivalEngine (festival and festvox-us-slt-hts installed here)', () => {
  it('names its voices by engine, language and timbre, each with a measured tier where English', () => {
    for (const voice of engine.voices()) {
      expect(voice.id).toMatch(/^festival:[a-zA-Z-]+:[a-z0-9]+$/);
      expect(voice.engine).toBe('festival');
      if (voice.language.startsWith('en')) expect(voice.quality).toBeDefined();
    }
  });

  checkProgramEngine(
    engine,
    installed.filter((id) => id.startsWith('festival:en')),
    'festival:en-US:slt',
  );

  it.skipIf(!installed.includes('festival:en-US:kal'))(
    'moves the diphone voice over a reader-like pitch range (at least 5 semitones)',
    async () => {
      const pcm = await engine.synthesize(
        'Our library opens early on weekdays. Would you like to borrow a book today? Wonderful, here is your card.',
        'festival:en-US:kal',
      );
      expect(pitchRangeSemitones(pcm)).toBeGreaterThanOrEqual(5);
    },
    30_000,
  );

  it.skipIf(!installed.includes('festival:ca:ona'))('speaks Catalan with its accents', async () => {
    const pcm = await engine.synthesize('Bon dia! Què tal? Avui farà sol a Barcelona.', 'festival:ca:ona');
    expect(durationOf(pcm)).toBeGreaterThan(1.5);
  });
});
