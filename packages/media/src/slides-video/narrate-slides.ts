import { durationOf, type Pcm } from '../audio/pcm';
import type { TextCue } from '../timeline';
import type { SpeechOptions, TtsEngine } from '../tts/engine';
import { planScript, synthesizeScript } from '../tts/script';
import { resample } from '../voice-clone/dsp';
import { planSlideTimings } from './plan-slide-timings';
import type { SlideCue } from './types';

export interface SlideSpeech {
  /** The slide's script, pause tokens included; one with no words to say makes a silent slide. */
  script: string;
  voiceId: string;
  options: SpeechOptions;
  /** How long the slide stays when it is silent. */
  silentSec: number;
  pauseAfterSec: number;
}

export interface SlideNarration {
  /** The whole narration: each slide's speech at its slide's start, silence between. */
  pcm: Pcm;
  /** Subtitle lines on the narration's clock. */
  cues: TextCue[];
  /** When each slide is on screen; a slide's speech starts at its `startSec`. */
  timings: SlideCue[];
}

/** Output rate when every slide is silent: the rate of the product's own voices. */
const SILENT_SAMPLE_RATE = 24_000;

/**
 * Speaks each slide's script in its own voice and speed and lays the speeches end to end by the slide timings,
 * so every slide stays on screen exactly as long as its narration and pause. Voices of different engines may
 * speak at different rates: all are brought to the first speaking slide's rate.
 */
export async function narrateSlides(engine: TtsEngine, slides: readonly SlideSpeech[]): Promise<SlideNarration> {
  const spoken: (Awaited<ReturnType<typeof synthesizeScript>> | null)[] = [];
  for (const slide of slides) {
    const hasWords = planScript(slide.script, slide.options.rate).clauses.length > 0;
    spoken.push(hasWords ? await synthesizeScript(engine, slide.script, slide.voiceId, slide.options) : null);
  }
  const sampleRate = spoken.find((speech) => speech !== null)?.pcm.sampleRate ?? SILENT_SAMPLE_RATE;
  const speeches = spoken.map((speech) => (speech ? resample(speech.pcm, sampleRate) : null));
  const timings = planSlideTimings(
    slides.map((slide, index) => ({
      narrationSec: speeches[index] ? durationOf(speeches[index]) : null,
      silentSec: slide.silentSec,
      pauseAfterSec: slide.pauseAfterSec,
    })),
  );
  const samples = new Float32Array(Math.round((timings.at(-1)?.endSec ?? 0) * sampleRate));
  const cues: TextCue[] = [];
  for (const timing of timings) {
    const speech = speeches[timing.index];
    if (!speech) continue;
    const offset = Math.round(timing.startSec * sampleRate);
    samples.set(speech.samples.subarray(0, samples.length - offset), offset);
    for (const cue of spoken[timing.index]!.cues) {
      cues.push({ ...cue, start: cue.start + timing.startSec, end: cue.end + timing.startSec });
    }
  }
  return { pcm: { sampleRate, samples }, cues, timings };
}
