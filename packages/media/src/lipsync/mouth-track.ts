import { normalizeEnvelope, rmsEnvelope, spectralShape } from '../audio/envelope';
import { durationOf, type Pcm } from '../audio/pcm';
import { VISEME_OPENNESS, type Viseme } from '../avatar/rig';
import type { MouthCue, Span } from '../timeline';
import { lipClosures } from './closures';
import { cuesFromFrames } from './frame-runs';

export interface MouthTrackOptions {
  fps: number;
}

/** Per-frame smoothing of the normalised level: the jaw opens quickly and closes more slowly. */
const ATTACK = 0.85;
const RELEASE = 0.5;
/** Below this smoothed level the speaker is silent and the lips close. */
const SILENCE = 0.1;
/** Sign changes per second above which a quiet frame is a fricative (s, f, sh, th) rather than a vowel. */
const FRICATIVE_ZCR = 2500;
/** Fricatives are quiet; a loud frame with many crossings is a bright vowel, not an s. */
const FRICATIVE_MAX_LEVEL = 0.5;

/**
 * Mouth shapes from speech audio alone, one cue per run of equal frames covering [0, duration].
 * Openness follows the loudness envelope; spectral shape picks among shapes of similar openness
 * (round for dark frames, wide for bright ones, fv/l for fricatives), which is what viewers read
 * as lip sync without any phoneme timing.
 */
export function mouthTrackFromAudio(pcm: Pcm, { fps }: MouthTrackOptions): MouthCue[] {
  const level = smoothLevel(normalizeEnvelope(rmsEnvelope(pcm, fps)));
  const { brightness, zeroCrossingRate } = spectralShape(pcm, fps);
  const darkLimit = medianBrightnessOfVoicedFrames(level, brightness);
  const frames = Array.from(level, (openness, i): Viseme => {
    if (openness < SILENCE) return 'closed';
    if ((zeroCrossingRate[i] ?? 0) > FRICATIVE_ZCR && openness < FRICATIVE_MAX_LEVEL) {
      return nearest(openness, ['fv', 'l']);
    }
    const vowel: Viseme = (brightness[i] ?? 0) > darkLimit ? 'wide' : 'round';
    return nearest(openness, ['rest', 'l', vowel, 'open']);
  });
  const shut = withClosures(withoutFlicker(frames), lipClosures(pcm), fps);
  return cuesFromFrames(shut, fps, durationOf(pcm)).map(({ start, end, value }) =>
    value === CLOSURE ? { start, end, viseme: 'closed', closure: true } : { start, end, viseme: value },
  );
}

const CLOSURE = 'closure';
type ShutFrame = Viseme | typeof CLOSURE;

/**
 * Frames over a closure shut the lips. A closure shorter than a frame still shuts the one frame it
 * overlaps most, so a quick b is seen; one that runs into a silence is that silence's closed mouth.
 */
export function withClosures(frames: readonly Viseme[], closures: readonly Span[], fps: number): ShutFrame[] {
  const out: ShutFrame[] = [...frames];
  for (const closure of closures) {
    const first = Math.max(0, Math.floor(closure.start * fps));
    const last = Math.min(frames.length - 1, Math.ceil(closure.end * fps) - 1);
    const overlap = (frame: number) => Math.min(closure.end, (frame + 1) / fps) - Math.max(closure.start, frame / fps);
    let most = first;
    for (let frame = first; frame <= last; frame++) {
      if (overlap(frame) > overlap(most)) most = frame;
      if (overlap(frame) * fps >= 0.5) out[frame] = CLOSURE;
    }
    if (most <= last) out[most] = CLOSURE;
  }
  for (let frame = 0; frame < out.length; frame++) {
    if (out[frame] !== CLOSURE) continue;
    let end = frame;
    while (out[end] === CLOSURE) end++;
    if (out[frame - 1] === 'closed' || out[end] === 'closed') out.fill('closed', frame, end);
    frame = end;
  }
  return out;
}

function smoothLevel(envelope: Float32Array): Float32Array {
  const out = new Float32Array(envelope.length);
  let current = 0;
  envelope.forEach((target, i) => {
    current += (target > current ? ATTACK : RELEASE) * (target - current);
    out[i] = current;
  });
  return out;
}

/** The dark/bright split adapts to the voice: a child's vowels are all brighter than a bass singer's. */
function medianBrightnessOfVoicedFrames(level: Float32Array, brightness: Float32Array): number {
  const voiced = brightness.filter((_value, i) => (level[i] ?? 0) >= SILENCE).sort();
  return voiced[Math.floor(voiced.length / 2)] ?? 0.5;
}

function nearest(openness: number, candidates: Viseme[]): Viseme {
  let best = candidates[0] ?? 'rest';
  for (const viseme of candidates) {
    if (Math.abs(VISEME_OPENNESS[viseme] - openness) < Math.abs(VISEME_OPENNESS[best] - openness)) best = viseme;
  }
  return best;
}

/**
 * A shape held for a single frame reads as a twitch, not speech: each one joins the neighbour
 * whose opening is closest, until every shape lasts at least two frames.
 */
export function withoutFlicker(frames: Viseme[]): Viseme[] {
  const out = [...frames];
  for (let i = 0; i < out.length; i++) {
    const current = out[i];
    const previous = out[i - 1];
    const next = out[i + 1];
    if (current === undefined || current === previous || current === next) continue;
    if (previous === undefined && next === undefined) continue;
    const opening = VISEME_OPENNESS[current];
    const distance = (other: Viseme | undefined) =>
      other === undefined ? Infinity : Math.abs(VISEME_OPENNESS[other] - opening);
    out[i] = (distance(previous) <= distance(next) ? previous : next) ?? current;
  }
  return out;
}
