import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { HELD_OUT_PARAGRAPHS } from '../../../../../bench/held-out-texts';
import { durationOf, type Pcm } from '../../audio/pcm';
import { estimatePitch } from '../../audio/pitch';
import { isPocketsphinxAvailable, recogniseWords } from '../../transcribe/pocketsphinx';
import { to16k, wordErrorRate } from '../../transcribe/test/recordings';
import type { TtsEngine } from '../engine';
import { SPEECH_SAMPLE_RATE } from '../http-engine';
import { measureVoice } from './intelligibility';

const SENTENCE = 'Please send the finished report to the whole team before the meeting on Friday.';

function medianF0(pcm: Pcm): number {
  const { medianHz } = estimatePitch(pcm);
  if (medianHz === null) throw new Error('no voiced speech');
  return medianHz;
}

async function heard(pcm: Pcm): Promise<string> {
  return (await recogniseWords(await to16k(pcm))).map((word) => word.word).join(' ');
}

/**
 * What every engine that runs a synthesizer program must do, checked on the real program: speak at the
 * shared rate for a plausible time, follow rate and pitch by measure, keep option-looking text as text,
 * and be understood.
 */
export function checkProgramEngine(engine: TtsEngine, voiceIds: readonly string[], clearestVoiceId: string): void {
  it.each(voiceIds)(
    'speaks %s at the shared rate for a plausible time, with voiced speech',
    async (voiceId) => {
      const pcm = await engine.synthesize(SENTENCE, voiceId);
      expect(pcm.sampleRate).toBe(SPEECH_SAMPLE_RATE);
      // 14 words: 3.5 to 8 s covers slow and brisk readers; noise or silence would not be voiced.
      expect(durationOf(pcm)).toBeGreaterThan(3);
      expect(durationOf(pcm)).toBeLessThan(8);
      // Diphone voices measure ~0.5 voiced, HTS ones ~0.95; noise or silence measures near 0.
      expect(estimatePitch(pcm).voicedRatio).toBeGreaterThan(0.35);
    },
    30_000,
  );

  it.each(voiceIds)(
    'reads %s faster and higher when asked, by measure',
    async (voiceId) => {
      const [plain, faster, higher, lower] = await Promise.all([
        engine.synthesize(SENTENCE, voiceId),
        engine.synthesize(SENTENCE, voiceId, { rate: 1.5, pitch: 1, volume: 1 }),
        engine.synthesize(SENTENCE, voiceId, { rate: 1, pitch: 1.3, volume: 1 }),
        engine.synthesize(SENTENCE, voiceId, { rate: 1, pitch: 0.8, volume: 1 }),
      ]);
      expect(durationOf(faster) / durationOf(plain)).toBeGreaterThan(0.55);
      expect(durationOf(faster) / durationOf(plain)).toBeLessThan(0.8);
      expect(medianF0(higher) / medianF0(plain)).toBeGreaterThan(1.18);
      expect(medianF0(higher) / medianF0(plain)).toBeLessThan(1.42);
      expect(medianF0(lower) / medianF0(plain)).toBeGreaterThan(0.72);
      expect(medianF0(lower) / medianF0(plain)).toBeLessThan(0.88);
    },
    60_000,
  );

  it('scales the level with volume and stays silent at volume 0', async () => {
    const [plain, louder, mute] = await Promise.all([
      engine.synthesize(SENTENCE, clearestVoiceId),
      engine.synthesize(SENTENCE, clearestVoiceId, { rate: 1, pitch: 1, volume: 1.5 }),
      engine.synthesize(SENTENCE, clearestVoiceId, { rate: 1, pitch: 1, volume: 0 }),
    ]);
    const level = (pcm: Pcm) => Math.sqrt(pcm.samples.reduce((sum, sample) => sum + sample * sample, 0));
    expect(level(louder) / level(plain)).toBeGreaterThan(1.4);
    expect(level(mute)).toBe(0);
  }, 30_000);

  it.skipIf(!isPocketsphinxAvailable())(
    'speaks text that looks like options or commands as words, and runs nothing',
    async () => {
      const marker = `/tmp/orator-option-text-${process.pid}`;
      // Options, a shell command and a Scheme form (Festival's own language): each is only read out.
      const text = `-o ${marker} --help; touch ${marker}. (system "touch ${marker}") Hello there.`;
      const pcm = await engine.synthesize(text, clearestVoiceId);
      expect(existsSync(marker)).toBe(false);
      expect(durationOf(pcm)).toBeGreaterThan(2);
      expect(await heard(pcm)).toMatch(/\bhello\b/);
    },
    60_000,
  );

  it.skipIf(!isPocketsphinxAvailable())(
    `reads a held-out paragraph with ${clearestVoiceId} that the offline recogniser understands (WER <= 20 %)`,
    async () => {
      const { text } = HELD_OUT_PARAGRAPHS[0]!;
      const { wer, heard: words } = await measureVoice(engine, clearestVoiceId, text);
      expect(wer, words).toBeLessThanOrEqual(0.2);
      // The measure itself tells garbage apart: the same reading does not match another paragraph.
      expect(wordErrorRate(HELD_OUT_PARAGRAPHS[1]!.text, words)).toBeGreaterThan(0.7);
    },
    180_000,
  );
}
