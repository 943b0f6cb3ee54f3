import { describe, expect, it } from 'vitest';
import { durationOf, type Pcm } from '../audio/pcm';
import { estimatePitch } from '../audio/pitch';
import { ESPEAK_VOICES, MAJOR_LANGUAGE_CODES, TTS_LANGUAGES } from './catalogue';
import { EmptyTextError, InvalidSpeechOptionError, UnknownVoiceError } from './errors';
import { createEspeakEngine } from './espeak';
import { voiceSampleText } from './sample-texts';

const engine = createEspeakEngine();
const PANGRAM = 'The quick brown fox jumps over the lazy dog.';
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function voicesOf(language: string) {
  return ESPEAK_VOICES.filter((voice) => voice.language === language);
}

function rms(pcm: Pcm): number {
  return Math.sqrt(pcm.samples.reduce((sum, sample) => sum + sample * sample, 0) / pcm.samples.length);
}

/** Seconds a person would take: ~14 characters a second in alphabetic scripts, ~4 in CJK ones. */
function expectedSeconds(text: string): number {
  const characters = [...text];
  const wide = characters.filter((character) => CJK.test(character)).length;
  return wide / 4 + (characters.length - wide) / 14;
}

async function medianF0(text: string, voiceId: string): Promise<number> {
  const { medianHz } = estimatePitch(await engine.synthesize(text, voiceId));
  if (medianHz === null) throw new Error(`${voiceId} produced no voiced speech`);
  return medianHz;
}

describe('EspeakEngine', () => {
  it.each(MAJOR_LANGUAGE_CODES)('speaks %s text in its own script for a plausible time', async (language) => {
    const text = voiceSampleText(language);
    const voice = voicesOf(language)[0];
    const pcm = await engine.synthesize(text, voice?.id ?? '');
    const seconds = durationOf(pcm);
    expect(seconds).toBeGreaterThan(expectedSeconds(text) * 0.4);
    expect(seconds).toBeLessThan(expectedSeconds(text) * 2.5);
    expect(rms(pcm)).toBeGreaterThan(0.03);
    expect(estimatePitch(pcm).voicedRatio).toBeGreaterThan(0.5);
  });

  it.each(MAJOR_LANGUAGE_CODES)('gives the %s voices measurably different pitches', async (language) => {
    const text = voiceSampleText(language);
    const measured = await Promise.all(
      voicesOf(language).map(async (voice) => ({ voice, hz: await medianF0(text, voice.id) })),
    );
    for (const gender of ['female', 'male'] as const) {
      const pitches = measured
        .filter(({ voice }) => voice.gender === gender)
        .map(({ hz }) => hz)
        .sort((a, b) => a - b);
      for (let i = 1; i < pitches.length; i++) {
        expect(
          (pitches[i] ?? 0) / (pitches[i - 1] ?? 1),
          `${language} ${gender} ${pitches.join(', ')}`,
        ).toBeGreaterThan(1.08);
      }
    }
    const lowestFemale = Math.min(...measured.filter(({ voice }) => voice.gender === 'female').map(({ hz }) => hz));
    const highestMale = Math.max(...measured.filter(({ voice }) => voice.gender === 'male').map(({ hz }) => hz));
    expect(lowestFemale).toBeGreaterThan(highestMale);
  });

  it('gives every language a female voice clearly higher than its male voice', async () => {
    const failures: string[] = [];
    for (const language of TTS_LANGUAGES) {
      const text = voiceSampleText(language.code);
      const female = voicesOf(language.code).find((voice) => voice.gender === 'female');
      const male = voicesOf(language.code).find((voice) => voice.gender === 'male');
      const [femaleHz, maleHz] = await Promise.all([medianF0(text, female?.id ?? ''), medianF0(text, male?.id ?? '')]);
      if (femaleHz < maleHz * 1.5) failures.push(`${language.code}: ${femaleHz.toFixed(0)} vs ${maleHz.toFixed(0)} Hz`);
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('speaks faster at rate 2 than at rate 1, and at rate 1 than at 0.5', async () => {
    const secondsAt = async (rate: number): Promise<number> =>
      durationOf(await engine.synthesize(PANGRAM, 'espeak:en-US:m3', { rate, pitch: 1, volume: 1 }));
    const [slow, normal, fast] = [await secondsAt(0.5), await secondsAt(1), await secondsAt(2)];
    expect(fast).toBeLessThan(normal * 0.6);
    expect(normal).toBeLessThan(slow * 0.6);
  });

  it('moves the pitch by the requested factor', async () => {
    const hzAt = async (pitch: number): Promise<number> =>
      estimatePitch(await engine.synthesize(PANGRAM, 'espeak:en-US:f4', { rate: 1, pitch, volume: 1 })).medianHz ?? 0;
    const [lower, normal, higher] = [await hzAt(0.75), await hzAt(1), await hzAt(1.4)];
    // espeak's pitch control is not exactly proportional for every variant: within 10 % is the promise.
    expect(lower / normal).toBeGreaterThan(0.75 * 0.9);
    expect(lower / normal).toBeLessThan(0.75 * 1.1);
    expect(higher / normal).toBeGreaterThan(1.4 * 0.9);
    expect(higher / normal).toBeLessThan(1.4 * 1.1);
  });

  it('scales the loudness by the volume', async () => {
    const text = 'Volume check.';
    const normal = await engine.synthesize(text, 'espeak:en-US:f2');
    const half = await engine.synthesize(text, 'espeak:en-US:f2', { rate: 1, pitch: 1, volume: 0.5 });
    const muted = await engine.synthesize(text, 'espeak:en-US:f2', { rate: 1, pitch: 1, volume: 0 });
    expect(rms(half) / rms(normal)).toBeCloseTo(0.5, 2);
    expect(rms(muted)).toBe(0);
  });

  it('levels quiet and bright voices to the same loudness', async () => {
    const text = 'Every voice should sound equally loud.';
    const levels = await Promise.all(
      voicesOf('en-US').map(async (voice) => rms(await engine.synthesize(text, voice.id))),
    );
    expect(Math.max(...levels) / Math.min(...levels)).toBeLessThan(1.6);
  });

  it('gives the same samples for the same request, whatever ran before and whenever', async () => {
    // f2 breathes: its noise is seeded from the clock, so a second later would differ without the frozen clock.
    const first = await engine.synthesize('Same words, same sound.', 'espeak:en-GB:f2');
    await engine.synthesize('你好，世界。', 'espeak:zh-CN:m1', { rate: 2, pitch: 0.5, volume: 2 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await engine.synthesize('Same words, same sound.', 'espeak:en-GB:f2');
    expect(again.samples.length).toBe(first.samples.length);
    expect(first.samples.filter((sample, index) => sample !== again.samples[index]).length).toBe(0);
  });

  it('rejects an unknown voice', async () => {
    await expect(engine.synthesize('Hello', 'espeak:xx-XX:f2')).rejects.toThrow(UnknownVoiceError);
    await expect(engine.synthesize('Hello', 'espeak:xx-XX:f2')).rejects.toMatchObject({
      code: 'UNKNOWN_VOICE',
      voiceId: 'espeak:xx-XX:f2',
    });
  });

  it.each(['', '   ', '... — !'])('rejects text with nothing to say: %j', async (text) => {
    await expect(engine.synthesize(text, 'espeak:en-US:f2')).rejects.toThrow(EmptyTextError);
  });

  it.each([
    ['rate', { rate: 3, pitch: 1, volume: 1 }],
    ['pitch', { rate: 1, pitch: 0.2, volume: 1 }],
    ['volume', { rate: 1, pitch: 1, volume: -1 }],
    ['rate', { rate: Number.NaN, pitch: 1, volume: 1 }],
  ])('rejects a %s out of range', async (option, options) => {
    await expect(engine.synthesize('Hello', 'espeak:en-US:f2', options)).rejects.toMatchObject({
      code: 'INVALID_SPEECH_OPTION',
      option,
    });
    await expect(engine.synthesize('Hello', 'espeak:en-US:f2', options)).rejects.toThrow(InvalidSpeechOptionError);
  });

  it('lists its voices without the espeak settings', () => {
    const [first] = engine.voices();
    expect(first).toEqual({
      id: 'espeak:en-US:f2',
      engine: 'espeak',
      name: 'Emma',
      language: 'en-US',
      languageName: 'English (United States)',
      gender: 'female',
      ageGroup: 'young',
      styles: ['narration', 'friendly'],
      memberOnly: false,
      quality: 'basic',
    });
    expect(engine.voices().length).toBe(ESPEAK_VOICES.length);
  });
});
