import { createHash } from 'node:crypto';
import {
  analyseVoice,
  concatPcm,
  trimSilence,
  type CloneEngine,
  type CloneProfile,
  type Pcm,
  type TtsEngine,
} from '@orator/media';
import type { TTranslationSentenceRow } from '../../db/schema/index';

/** The fundamental that splits the two voice families of the offline catalogue (Hz): men speak below, women above. */
const GENDER_SPLIT_HZ = 165;
/** The speaker's voice is measured on at most this much of their speech: more adds time, not likeness. */
const SAMPLE_SEC = 60;
/** Marks the task's own voice in a sentence's cache entry, as against a library voice picked for the sentence. */
export const TASK_VOICE = 'task';

/**
 * The speaker's voice cloned from the video's own speech (the sentences' stretches of the soundtrack), in the target
 * language: the instant clone of video translation, part of the task's price.
 */
export async function cloneSpeaker(
  engine: CloneEngine,
  soundtrack: Pcm,
  slots: readonly { start: number; end: number }[],
  language: string,
): Promise<CloneProfile> {
  const rate = soundtrack.sampleRate;
  const pieces: Pcm[] = [];
  let taken = 0;
  for (const slot of slots) {
    if (taken >= SAMPLE_SEC) break;
    const from = Math.floor(slot.start * rate);
    const to = Math.min(
      soundtrack.samples.length,
      Math.floor(Math.min(slot.end, slot.start + SAMPLE_SEC - taken) * rate),
    );
    if (to <= from) continue;
    pieces.push({ sampleRate: rate, samples: soundtrack.samples.subarray(from, to) });
    taken += (to - from) / rate;
  }
  const sample = concatPcm(pieces, rate);
  const analysis = analyseVoice(sample);
  const gender = analysis.f0MedianHz > 0 && analysis.f0MedianHz < GENDER_SPLIT_HZ ? 'male' : 'female';
  return engine.create(sample, { language, gender, analysis });
}

/** Speaks one sentence: the task's voice (the clone or the chosen library voice) unless the sentence has its own. */
export interface SentenceSpeaker {
  /** What the cache compares: the voice a sentence is spoken with. */
  voiceKey(sentence: TTranslationSentenceRow): string;
  speak(sentence: TTranslationSentenceRow): Promise<Pcm>;
}

export function sentenceSpeaker(
  voices: TtsEngine,
  taskVoice: { clone: CloneEngine; profile: CloneProfile } | { voiceId: string },
): SentenceSpeaker {
  const speakWithTaskVoice = (text: string) =>
    'profile' in taskVoice
      ? taskVoice.clone.synthesize(text, taskVoice.profile)
      : voices.synthesize(text, taskVoice.voiceId);
  return {
    voiceKey: (sentence) => sentence.voiceId ?? TASK_VOICE,
    async speak(sentence) {
      const pcm = sentence.voiceId
        ? await voices.synthesize(sentence.text, sentence.voiceId)
        : await speakWithTaskVoice(sentence.text);
      return trimSilence(pcm);
    },
  };
}

/** Names a sentence's speech in storage by what it says and who says it, so a changed sentence gets a new file. */
export function speechDigest(text: string, voiceKey: string, taskVoice: string): string {
  return createHash('sha256').update(`${taskVoice}\n${voiceKey}\n${text}`).digest('hex').slice(0, 16);
}
