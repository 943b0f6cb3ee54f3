/** Mono audio as floats in [-1, 1]: the one in-memory form every engine passes around. */
export interface Pcm {
  sampleRate: number;
  samples: Float32Array;
}

export function durationOf(pcm: Pcm): number {
  return pcm.samples.length / pcm.sampleRate;
}

export function silence(sampleRate: number, seconds: number): Pcm {
  return { sampleRate, samples: new Float32Array(Math.round(sampleRate * seconds)) };
}

export function concatPcm(parts: Pcm[], sampleRate: number): Pcm {
  const mismatched = parts.find((part) => part.sampleRate !== sampleRate);
  if (mismatched) throw new Error(`cannot join ${mismatched.sampleRate} Hz audio into ${sampleRate} Hz`);
  const samples = new Float32Array(parts.reduce((sum, part) => sum + part.samples.length, 0));
  let offset = 0;
  for (const part of parts) {
    samples.set(part.samples, offset);
    offset += part.samples.length;
  }
  return { sampleRate, samples };
}
