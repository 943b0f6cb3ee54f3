/**
 * The synthesizer voices of the music library. Each returns one note as samples starting at
 * its onset; the arranger adds them into the loop. All noise comes from a seeded generator, so
 * a track renders to the same samples every time.
 */

export const SAMPLE_RATE = 44100;

export function midiToHz(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

const TABLE_SIZE = 4096;
/** 4 ms: a soft mallet rather than a click. */
const ATTACK_SAMPLES = 180;

/** One cycle of a soft sawtooth (eight harmonics falling faster than 1/n): warm, no aliasing. */
const SOFT_SAW = (() => {
  const table = new Float32Array(TABLE_SIZE + 1);
  for (let i = 0; i <= TABLE_SIZE; i++) {
    let value = 0;
    for (let n = 1; n <= 8; n++) value += Math.sin((2 * Math.PI * n * i) / TABLE_SIZE) / n ** 1.4;
    table[i] = value * 0.6;
  }
  return table;
})();

const SINE = (() => {
  const table = new Float32Array(TABLE_SIZE + 1);
  for (let i = 0; i <= TABLE_SIZE; i++) table[i] = Math.sin((2 * Math.PI * i) / TABLE_SIZE);
  return table;
})();

function lookup(table: Float32Array, phase: number): number {
  const position = (phase - Math.floor(phase)) * TABLE_SIZE;
  const index = Math.floor(position);
  const a = table[index] ?? 0;
  return a + ((table[index + 1] ?? 0) - a) * (position - index);
}

/** One-pole low-pass in place: the cheap tone control every voice uses. */
function lowPassInPlace(samples: Float32Array, cutoffHz: number): void {
  const k = 1 - Math.exp((-2 * Math.PI * cutoffHz) / SAMPLE_RATE);
  let state = 0;
  for (let i = 0; i < samples.length; i++) {
    state += k * ((samples[i] ?? 0) - state);
    samples[i] = state;
  }
}

/**
 * A sustained chord: two slightly detuned soft saws per note (a slow chorus), slow attack and
 * a release that overlaps the next chord, darkened by a low-pass.
 */
export function pad(midiNotes: number[], holdSec: number, random: () => number, brightnessHz = 2200): Float32Array {
  const attack = 0.35 * SAMPLE_RATE;
  const release = 0.9 * SAMPLE_RATE;
  const hold = holdSec * SAMPLE_RATE;
  const envelope = new Float32Array(Math.round(hold + release));
  const scale = 1 / (2 * midiNotes.length);
  for (let i = 0; i < envelope.length; i++) {
    envelope[i] = scale * Math.min(1, i / attack) * (i < hold ? 1 : Math.max(0, 1 - (i - hold) / release));
  }
  const out = new Float32Array(envelope.length);
  for (const midi of midiNotes) {
    for (const cents of [-6, 6]) {
      const step = (midiToHz(midi) * 2 ** (cents / 1200)) / SAMPLE_RATE;
      let phase = random();
      for (let i = 0; i < out.length; i++) {
        out[i] = (out[i] ?? 0) + lookup(SOFT_SAW, phase) * (envelope[i] ?? 0);
        phase += step;
      }
    }
  }
  lowPassInPlace(out, brightnessHz);
  return out;
}

/** Plucked string (Karplus-Strong): a noise burst circulating in a damped delay line. */
export function pluck(midi: number, random: () => number, decaySec = 1.2): Float32Array {
  const period = Math.max(2, Math.round(SAMPLE_RATE / midiToHz(midi)));
  const line = new Float32Array(period);
  let smooth = 0;
  for (let i = 0; i < period; i++) {
    // Low-passed excitation: a felt pick rather than a steel one.
    smooth += 0.5 * (random() * 2 - 1 - smooth);
    line[i] = smooth;
  }
  const out = new Float32Array(Math.round(decaySec * SAMPLE_RATE));
  const fade = Math.round(0.05 * SAMPLE_RATE);
  let previous = 0;
  for (let i = 0; i < out.length; i++) {
    const index = i % period;
    const current = line[index] ?? 0;
    const next = 0.996 * 0.5 * (current + previous);
    previous = current;
    line[index] = next;
    // A short fade at the end keeps a note cut at decaySec from clicking.
    out[i] = current * Math.min(1, (out.length - i) / fade);
  }
  return out;
}

/**
 * FM bell or electric piano: a sine carrier whose modulator fades out, bright at the strike and
 * mellow as it rings. ratio 1 sounds like a Rhodes, 3.5 like a glockenspiel; `depth` (in cycles)
 * sets how bright the strike is.
 */
export function fmKeys(midi: number, ratio: number, decaySec: number, depth: number): Float32Array {
  const out = new Float32Array(Math.round(decaySec * 3 * SAMPLE_RATE));
  const carrier = midiToHz(midi) / SAMPLE_RATE;
  const modulator = carrier * ratio;
  // Exponential decays as per-sample factors: one multiply instead of an exp() per sample.
  const amplitudeDecay = Math.exp(-1 / (decaySec * SAMPLE_RATE));
  const brightnessDecay = Math.exp(-1 / (0.25 * SAMPLE_RATE));
  let amplitude = 1;
  let modulation = depth;
  let carrierPhase = 0;
  let modulatorPhase = 0;
  for (let i = 0; i < out.length; i++) {
    out[i] =
      Math.min(1, i / ATTACK_SAMPLES) *
      amplitude *
      lookup(SINE, carrierPhase + modulation * lookup(SINE, modulatorPhase));
    amplitude *= amplitudeDecay;
    modulation *= brightnessDecay;
    carrierPhase += carrier;
    modulatorPhase += modulator;
  }
  return out;
}

/** Round sine bass with a touch of second harmonic and soft saturation, so it speaks on small speakers. */
export function bass(midi: number, holdSec: number): Float32Array {
  const hold = holdSec * SAMPLE_RATE;
  const release = 0.06 * SAMPLE_RATE;
  const out = new Float32Array(Math.round(hold + release));
  const step = midiToHz(midi) / SAMPLE_RATE;
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    const decay = 0.7 + 0.3 * Math.exp(-t / 0.15);
    const envelope = Math.min(1, i / 300) * decay * (i < hold ? 1 : Math.max(0, 1 - (i - hold) / release));
    const phase = step * i;
    out[i] = Math.tanh(1.4 * (lookup(SINE, phase) + 0.3 * lookup(SINE, 2 * phase))) * envelope;
  }
  lowPassInPlace(out, 900);
  return out;
}

/** Kick drum: a sine falling from ~150 Hz to 45 Hz with a quick decay. */
export function kick(): Float32Array {
  const out = new Float32Array(Math.round(0.45 * SAMPLE_RATE));
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    phase += (45 + 105 * Math.exp(-t / 0.035)) / SAMPLE_RATE;
    out[i] = lookup(SINE, phase) * Math.exp(-t / 0.16) * Math.min(1, i / 40);
  }
  return out;
}

/** Low tom, the cinematic styles' drum: a kick's body, slower and lower. */
export function tom(): Float32Array {
  const out = new Float32Array(Math.round(1.2 * SAMPLE_RATE));
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    phase += (62 + 40 * Math.exp(-t / 0.08)) / SAMPLE_RATE;
    out[i] = lookup(SINE, phase) * Math.exp(-t / 0.4) * Math.min(1, i / 200);
  }
  return out;
}

function noiseBurst(random: () => number, lengthSec: number, decaySec: number): Float32Array {
  const out = new Float32Array(Math.round(lengthSec * SAMPLE_RATE));
  for (let i = 0; i < out.length; i++) out[i] = (random() * 2 - 1) * Math.exp(-i / SAMPLE_RATE / decaySec);
  return out;
}

/** Soft snare: a band of noise plus a short 190 Hz body. */
export function snare(random: () => number): Float32Array {
  const out = noiseBurst(random, 0.35, 0.09);
  lowPassInPlace(out, 5000);
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    out[i] = 0.7 * (out[i] ?? 0) + 0.5 * Math.sin(2 * Math.PI * 190 * t) * Math.exp(-t / 0.05);
  }
  return out;
}

/** Hi-hat or shaker: high-passed noise (the difference of neighbours), short or shorter. */
export function hat(random: () => number, decaySec: number): Float32Array {
  const noise = noiseBurst(random, decaySec * 5, decaySec);
  const out = new Float32Array(noise.length);
  for (let i = 1; i < noise.length; i++) out[i] = 0.5 * ((noise[i] ?? 0) - (noise[i - 1] ?? 0));
  // Takes the sizzle off the top so the hats sit behind a voice instead of hissing over it.
  lowPassInPlace(out, 9000);
  return out;
}
