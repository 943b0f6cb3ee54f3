import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimatePitch } from '../audio/pitch';
import { meterLoudness } from '../audio/test/loudness-meter';
import { lyingMp3 } from '../audio/test/lying-mp3';
import { ffmpeg, probe } from '../ffmpeg';
import { changeVoice, voiceChangeFilter } from './change-voice';
import { PRESET_RECIPES, RADIO_BAND_HZ, ROBOT_MONOTONE_HZ, semitoneRatio, type VoiceChange } from './presets';
import { decodeToPcm, energy, speechWav } from './test/speech-fixtures';

let dir: string;
let male: string;
let female: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'voice-changer-test-'));
  [male, female] = await Promise.all([speechWav(dir, 'male'), speechWav(dir, 'female')]);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The voice changer's limit (SPEC 5: ten minutes). */
const INPUT_MAX_SEC = 600;
let outputs = 0;
async function changed(input: string, change: VoiceChange): Promise<string> {
  const output = path.join(dir, `out-${++outputs}.mp3`);
  await changeVoice(input, output, change, INPUT_MAX_SEC);
  return output;
}

async function medianF0(file: string): Promise<number> {
  const { medianHz } = estimatePitch(await decodeToPcm(file));
  if (medianHz === null) throw new Error(`${file} has no voiced speech`);
  return medianHz;
}

/** Share of the energy that a steep filter lets through. */
async function bandShare(file: string, filter: string): Promise<number> {
  const whole = energy(await decodeToPcm(file, 44100));
  return energy(await decodeToPcm(file, 44100, filter)) / whole;
}
const BELOW_RADIO = `lowpass=f=${RADIO_BAND_HZ.low / 2},lowpass=f=${RADIO_BAND_HZ.low / 2}`;
const ABOVE_RADIO = `highpass=f=${RADIO_BAND_HZ.high * 1.5},highpass=f=${RADIO_BAND_HZ.high * 1.5}`;

const OCTAVE_CENTRES = [125, 250, 500, 1000, 2000, 4000, 8000];

/** Energy per octave band, normalised: a coarse picture of the spectrum. */
async function octaveProfile(file: string): Promise<number[]> {
  const centres = OCTAVE_CENTRES;
  const energies = await Promise.all(
    centres.map(async (hz) => energy(await decodeToPcm(file, 44100, `bandpass=f=${hz}:width_type=o:w=1`))),
  );
  const total = energies.reduce((sum, value) => sum + value, 0);
  return energies.map((value) => value / total);
}

/** Where the energy sits on a log-frequency axis: formants moving down pull it down. */
function centroidHz(profile: number[]): number {
  return 2 ** profile.reduce((sum, share, i) => sum + share * Math.log2(OCTAVE_CENTRES[i] ?? 1), 0);
}

describe('changeVoice', () => {
  it.each([
    ['deeper', { preset: 'deeper' }, PRESET_RECIPES.deeper.pitchSemitones],
    ['higher', { preset: 'higher' }, PRESET_RECIPES.higher.pitchSemitones],
    ['child', { preset: 'child' }, PRESET_RECIPES.child.pitchSemitones],
    ['elderly', { preset: 'elderly' }, PRESET_RECIPES.elderly.pitchSemitones],
    ['custom +5 st, formants -2', { preset: 'custom', pitchSemitones: 5, formantSemitones: -2 }, 5],
    ['custom -7 st', { preset: 'custom', pitchSemitones: -7, formantSemitones: 0 }, -7],
  ] as const)('moves the pitch as the %s setting says', async (_name, change, semitones) => {
    const before = await medianF0(male);
    const after = await medianF0(await changed(male, change));
    const expected = semitoneRatio(semitones);
    expect(after / before).toBeGreaterThan(expected * 0.96);
    expect(after / before).toBeLessThan(expected * 1.04);
  });

  it('shifts the formants on their own: a darker timbre at the same pitch', async () => {
    const darker = await changed(female, { preset: 'custom', pitchSemitones: 0, formantSemitones: -5 });
    expect((await medianF0(darker)) / (await medianF0(female))).toBeCloseTo(1, 1);
    expect(centroidHz(await octaveProfile(darker))).toBeLessThan(centroidHz(await octaveProfile(female)) * 0.85);
  });

  it('keeps only the radio band: almost nothing below 300 Hz or above 3.4 kHz', async () => {
    const radio = await changed(male, { preset: 'radio' });
    expect(await bandShare(radio, BELOW_RADIO)).toBeLessThan((await bandShare(male, BELOW_RADIO)) * 0.1);
    expect(await bandShare(radio, ABOVE_RADIO)).toBeLessThan((await bandShare(male, ABOVE_RADIO)) * 0.1);
    expect(await bandShare(radio, BELOW_RADIO)).toBeLessThan(0.02);
  });

  it('turns any voice into the same robot monotone and reshapes its spectrum', async () => {
    for (const voice of [male, female]) {
      const robot = await changed(voice, { preset: 'robot' });
      const { medianHz, voicedRatio } = estimatePitch(await decodeToPcm(robot));
      expect(medianHz).toBeGreaterThan(ROBOT_MONOTONE_HZ * 0.97);
      expect(medianHz).toBeLessThan(ROBOT_MONOTONE_HZ * 1.03);
      expect(voicedRatio).toBeGreaterThan(0.9);
      const [before, after] = await Promise.all([octaveProfile(voice), octaveProfile(robot)]);
      const distance = before.reduce((sum, share, i) => sum + Math.abs(share - (after[i] ?? 0)), 0);
      expect(distance).toBeGreaterThan(0.15);
    }
  });

  it.each(['deeper', 'higher', 'child', 'elderly', 'robot', 'radio'] as const)(
    'writes the %s voice as an MP3 as long as the input, within 2 %%',
    async (preset) => {
      const output = await changed(male, { preset });
      const [source, result] = await Promise.all([probe(male), probe(output)]);
      expect(result.formatName).toBe('mp3');
      expect(result.audio?.channels).toBe(1);
      expect(Math.abs(result.durationSec / source.durationSec - 1)).toBeLessThan(0.02);
    },
  );

  it('changes the length an MP3 plays for, not the one its header states, and reads no further than the limit', async () => {
    const lying = await lyingMp3(path.join(dir, 'lying.mp3'), 24);
    expect((await probe(lying)).durationSec).toBeLessThan(8);
    const whole = await changeVoice(lying, path.join(dir, 'lying-whole.mp3'), { preset: 'deeper' }, INPUT_MAX_SEC);
    expect(Math.abs(whole.durationSec / 24 - 1)).toBeLessThan(0.02);
    const capped = await changeVoice(lying, path.join(dir, 'lying-capped.mp3'), { preset: 'deeper' }, 10);
    expect(capped.durationSec).toBeLessThanOrEqual(11);
    expect((await probe(path.join(dir, 'lying-capped.mp3'))).durationSec).toBeLessThanOrEqual(11.1);
  }, 30_000);

  it('delivers web loudness in a 44.1 kHz MP3 at 128 kb/s, however quiet the input', async () => {
    const quiet = path.join(dir, 'quiet.wav');
    await ffmpeg(['-i', female, '-af', 'volume=-18dB', quiet]);
    const output = await changed(quiet, { preset: 'deeper' });
    const info = await probe(output);
    expect(info.audio).toMatchObject({ sampleRate: 44_100, channels: 1 });
    expect(info.audio!.bitRate).toBeGreaterThanOrEqual(128_000);
    const loudness = await meterLoudness(output);
    expect(Math.abs(loudness.integratedLufs - -16)).toBeLessThanOrEqual(1);
    expect(loudness.truePeakDbtp).toBeLessThanOrEqual(-1);
  });

  it('reads compressed input too, such as an M4A recording', async () => {
    const m4a = path.join(dir, 'speech.m4a');
    await ffmpeg(['-i', male, '-c:a', 'aac', m4a]);
    const deeper = await changed(m4a, { preset: 'deeper' });
    expect((await medianF0(deeper)) / (await medianF0(male))).toBeCloseTo(semitoneRatio(-4), 1);
  });
});

describe('voiceChangeFilter', () => {
  it('cuts and pads to exactly the input length', () => {
    expect(voiceChangeFilter({ preset: 'higher' }, 44100)).toMatch(/apad=whole_len=44100,atrim=end_sample=44100$/);
  });

  it('keeps custom shifts inside the ranges a voice survives', () => {
    expect(voiceChangeFilter({ preset: 'custom', pitchSemitones: 40, formantSemitones: 0 }, 1)).toContain(
      `rubberband=pitch=${Math.round(semitoneRatio(12) * 1e6) / 1e6}:`,
    );
  });

  it('leaves an unshifted custom setting free of rubberband', () => {
    expect(voiceChangeFilter({ preset: 'custom', pitchSemitones: 0, formantSemitones: 0 }, 1)).not.toContain(
      'rubberband',
    );
  });
});
