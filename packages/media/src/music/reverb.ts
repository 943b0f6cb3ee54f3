/** Comb and all-pass delays of Freeverb, in samples at 44.1 kHz (the library's rate); half the combs are plenty here. */
const COMBS = [1116, 1277, 1422, 1557];
const ALLPASSES = [556, 341];
const FEEDBACK = 0.84;
const DAMPING = 0.25;

/**
 * Schroeder/Freeverb room on a loop. The loop is run through twice and the second pass kept:
 * the tail of the end then rings over the start exactly as it would when the track repeats.
 */
export function loopReverb(loop: Float32Array): Float32Array {
  const combs = COMBS.map((length) => ({ buffer: new Float32Array(length), index: 0, store: 0 }));
  const allpasses = ALLPASSES.map((length) => ({ buffer: new Float32Array(length), index: 0 }));
  const out = new Float32Array(loop.length);
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < loop.length; i++) {
      const input = (loop[i] ?? 0) * 0.1;
      let sum = 0;
      for (const comb of combs) {
        const delayed = comb.buffer[comb.index] ?? 0;
        comb.store = delayed * (1 - DAMPING) + comb.store * DAMPING;
        comb.buffer[comb.index] = input + comb.store * FEEDBACK;
        comb.index = (comb.index + 1) % comb.buffer.length;
        sum += delayed;
      }
      for (const allpass of allpasses) {
        const delayed = allpass.buffer[allpass.index] ?? 0;
        allpass.buffer[allpass.index] = sum + delayed * 0.5;
        allpass.index = (allpass.index + 1) % allpass.buffer.length;
        sum = delayed - sum;
      }
      if (pass === 1) out[i] = sum;
    }
  }
  return out;
}
