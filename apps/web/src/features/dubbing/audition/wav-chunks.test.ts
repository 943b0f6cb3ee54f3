import { describe, expect, it } from 'vitest';
import { createWavChunkReader, UnsupportedWavError } from './wav-chunks';

/** A streamed WAV as the audition sends it: sizes unknown, then 16-bit samples. */
function streamedWav(samples: number[], sampleRate = 22050): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const write = (offset: number, value: string) => [...value].forEach((c, i) => (bytes[offset + i] = c.charCodeAt(0)));
  write(0, 'RIFF');
  view.setUint32(4, 0x7fffffff, true);
  write(8, 'WAVE');
  write(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  write(36, 'data');
  view.setUint32(40, 0x7fffffff - 36, true);
  samples.forEach((sample, index) => view.setInt16(44 + index * 2, sample, true));
  return bytes;
}

describe('createWavChunkReader', () => {
  it('hands over every sample once, whatever the chunk boundaries, half samples included', () => {
    const samples = [0, 16384, -16384, 32767, -32768, 100, -100];
    const wav = streamedWav(samples, 24000);
    for (const cut of [3, 44, 45, 47, 50]) {
      const reader = createWavChunkReader();
      const first = reader.push(wav.slice(0, cut));
      const rest = reader.push(wav.slice(cut));
      const heard = [...(first ?? []), ...(rest ?? [])].map((value) => Math.round(value * 32768));
      expect(heard).toEqual(samples);
      expect(reader.sampleRate()).toBe(24000);
    }
  });

  it('waits for the rest of a header split across chunks, and refuses what is not 16-bit mono WAV', () => {
    const reader = createWavChunkReader();
    expect(reader.push(streamedWav([1]).slice(0, 20))).toBeNull();
    expect(() => createWavChunkReader().push(new TextEncoder().encode('{"code":400,"message":"no"}'))).toThrow(
      UnsupportedWavError,
    );
  });
});
