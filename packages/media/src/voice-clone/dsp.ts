import type { Pcm } from '../audio/pcm';

/** Half the taps of the resampling kernel, in output-rate periods: enough for a clean stop band in speech analysis. */
const RESAMPLE_HALF_TAPS = 12;

/**
 * Windowed-sinc resampling to any rate. Analyses run at one rate so that recordings (16, 44.1 kHz)
 * and synthetic speech (22.05 kHz) are measured through the same band.
 */
export function resample(pcm: Pcm, sampleRate: number): Pcm {
  if (pcm.sampleRate === sampleRate) return pcm;
  const step = pcm.sampleRate / sampleRate;
  const cutoff = Math.min(1, 1 / step) * 0.95;
  const halfWidth = Math.ceil(RESAMPLE_HALF_TAPS * Math.max(1, step));
  const input = pcm.samples;
  const output = new Float32Array(Math.floor(input.length / step));
  for (let n = 0; n < output.length; n++) {
    const centre = n * step;
    const first = Math.max(0, Math.floor(centre) - halfWidth + 1);
    const last = Math.min(input.length - 1, Math.floor(centre) + halfWidth);
    let sum = 0;
    for (let k = first; k <= last; k++) {
      const distance = centre - k;
      const window = 0.5 + 0.5 * Math.cos((Math.PI * distance) / (halfWidth + 1));
      sum += (input[k] ?? 0) * cutoff * sinc(cutoff * distance) * window;
    }
    output[n] = sum;
  }
  return { sampleRate, samples: output };
}

function sinc(x: number): number {
  if (x === 0) return 1;
  const angle = Math.PI * x;
  return Math.sin(angle) / angle;
}

export function hamming(length: number): Float64Array {
  const window = new Float64Array(length);
  for (let i = 0; i < length; i++) window[i] = 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (length - 1));
  return window;
}

/** In-place radix-2 FFT; `real.length` must be a power of two. */
export function fft(real: Float64Array, imag: Float64Array): void {
  const size = real.length;
  for (let i = 1, j = 0; i < size; i++) {
    let bit = size >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [real[i], real[j]] = [real[j] ?? 0, real[i] ?? 0];
      [imag[i], imag[j]] = [imag[j] ?? 0, imag[i] ?? 0];
    }
  }
  for (let length = 2; length <= size; length <<= 1) {
    const angle = (-2 * Math.PI) / length;
    for (let start = 0; start < size; start += length) {
      for (let k = 0; k < length / 2; k++) {
        const wr = Math.cos(angle * k);
        const wi = Math.sin(angle * k);
        const a = start + k;
        const b = a + length / 2;
        const br = (real[b] ?? 0) * wr - (imag[b] ?? 0) * wi;
        const bi = (real[b] ?? 0) * wi + (imag[b] ?? 0) * wr;
        real[b] = (real[a] ?? 0) - br;
        imag[b] = (imag[a] ?? 0) - bi;
        real[a] = (real[a] ?? 0) + br;
        imag[a] = (imag[a] ?? 0) + bi;
      }
    }
  }
}

/**
 * Linear prediction coefficients [1, a1, ..., ap] of a windowed frame (autocorrelation method,
 * Levinson-Durbin); null for a frame without energy.
 */
export function lpc(frame: Float64Array, order: number): Float64Array | null {
  const r = new Float64Array(order + 1);
  for (let lag = 0; lag <= order; lag++) {
    let sum = 0;
    for (let i = lag; i < frame.length; i++) sum += (frame[i] ?? 0) * (frame[i - lag] ?? 0);
    r[lag] = sum;
  }
  if ((r[0] ?? 0) <= 0) return null;
  // A touch of white noise keeps the recursion stable on band-limited frames.
  r[0] = (r[0] ?? 0) * 1.0001;
  let a = new Float64Array(order + 1);
  a[0] = 1;
  let error = r[0] ?? 0;
  for (let i = 1; i <= order; i++) {
    let acc = r[i] ?? 0;
    for (let j = 1; j < i; j++) acc += (a[j] ?? 0) * (r[i - j] ?? 0);
    const reflection = -acc / error;
    const next = a.slice();
    for (let j = 1; j < i; j++) next[j] = (a[j] ?? 0) + reflection * (a[i - j] ?? 0);
    next[i] = reflection;
    a = next;
    error *= 1 - reflection * reflection;
    if (error <= 0) return null;
  }
  return a;
}

export interface Resonance {
  hz: number;
  bandwidthHz: number;
}

/**
 * The resonances of the all-pole filter 1/A(z): the roots of A in the upper half plane, found with
 * Durand-Kerner iteration (order ~12, so a companion-matrix eigen solver would be overkill).
 */
export function resonances(coefficients: Float64Array, sampleRate: number): Resonance[] {
  const order = coefficients.length - 1;
  const re = new Float64Array(order);
  const im = new Float64Array(order);
  for (let k = 0; k < order; k++) {
    // Distinct starting points on a spiral, the usual choice for Durand-Kerner.
    re[k] = 0.9 * Math.cos((2 * Math.PI * k) / order + 0.4);
    im[k] = 0.9 * Math.sin((2 * Math.PI * k) / order + 0.4);
  }
  for (let iteration = 0; iteration < 80; iteration++) {
    let largestStep = 0;
    for (let k = 0; k < order; k++) {
      const zr = re[k] ?? 0;
      const zi = im[k] ?? 0;
      // p(z) = z^p + a1 z^(p-1) + ... + ap, by Horner.
      let pr = 1;
      let pi = 0;
      for (let j = 1; j <= order; j++) {
        const nr = pr * zr - pi * zi + (coefficients[j] ?? 0);
        pi = pr * zi + pi * zr;
        pr = nr;
      }
      let dr = 1;
      let di = 0;
      for (let j = 0; j < order; j++) {
        if (j === k) continue;
        const er = zr - (re[j] ?? 0);
        const ei = zi - (im[j] ?? 0);
        const nr = dr * er - di * ei;
        di = dr * ei + di * er;
        dr = nr;
      }
      const denominator = dr * dr + di * di;
      if (denominator === 0) continue;
      const stepR = (pr * dr + pi * di) / denominator;
      const stepI = (pi * dr - pr * di) / denominator;
      re[k] = zr - stepR;
      im[k] = zi - stepI;
      largestStep = Math.max(largestStep, Math.abs(stepR) + Math.abs(stepI));
    }
    if (largestStep < 1e-9) break;
  }
  const found: Resonance[] = [];
  for (let k = 0; k < order; k++) {
    const zr = re[k] ?? 0;
    const zi = im[k] ?? 0;
    if (zi <= 0) continue;
    const radius = Math.hypot(zr, zi);
    found.push({
      hz: (Math.atan2(zi, zr) * sampleRate) / (2 * Math.PI),
      bandwidthHz: (-Math.log(radius) * sampleRate) / Math.PI,
    });
  }
  return found.sort((a, b) => a.hz - b.hz);
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Linear interpolation between order statistics; 0 for no values. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return (sorted[below] ?? 0) + ((sorted[above] ?? 0) - (sorted[below] ?? 0)) * (position - below);
}
