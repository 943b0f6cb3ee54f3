import { describe, expect, it } from 'vitest';
import { EmptyTextError, UnknownVoiceError } from './errors';
import { createFliteEngine } from './flite';
import { pitchRangeSemitones } from './test/intelligibility';
import { checkProgramEngine } from './test/program-engine-checks';

const engine = createFliteEngine();
const installed = engine.voices().map((voice) => voice.id);

describe('FliteEngine without Flite', () => {
  it('lists no voice when the program is missing, and refuses to speak', async () => {
    const missing = createFliteEngine({ binary: '/nonexistent/flite' });
    expect(missing.voices()).toEqual([]);
    await expect(missing.synthesize('Hello.', 'flite:en-US:rms')).rejects.toBeInstanceOf(UnknownVoiceError);
  });
});

describe.skipIf(installed.length === 0)('FliteEngine (flite installed here)', () => {
  it('lists the voices its build holds, each named by engine, language and timbre with a measured tier', () => {
    expect(installed).toEqual(expect.arrayContaining(['flite:en-US:slt', 'flite:en-US:rms']));
    for (const voice of engine.voices()) {
      expect(voice.id).toMatch(/^flite:en-US:[a-z0-9]+$/);
      expect(voice.engine).toBe('flite');
      expect(voice.quality).toBeDefined();
    }
  });

  checkProgramEngine(engine, installed, 'flite:en-US:rms');

  it.each(installed)(
    'moves %s over a reader-like pitch range (at least 5 semitones)',
    async (voiceId) => {
      const pcm = await engine.synthesize(
        'Our library opens early on weekdays. Would you like to borrow a book today? Wonderful, here is your card.',
        voiceId,
      );
      expect(pitchRangeSemitones(pcm)).toBeGreaterThanOrEqual(5);
    },
    30_000,
  );
});

describe.skipIf(installed.length === 0)('FliteEngine text', () => {
  it('reads typographic punctuation and accented words, and refuses text in scripts it cannot spell', async () => {
    const pcm = await engine.synthesize('“Café” — naïve… it’s fine.', 'flite:en-US:rms');
    expect(pcm.samples.length).toBeGreaterThan(pcm.sampleRate);
    await expect(engine.synthesize('你好，世界', 'flite:en-US:rms')).rejects.toBeInstanceOf(EmptyTextError);
  });
});
