import { describe, expect, it } from 'vitest';
import { encodeWav } from './wav-file';

function tone(hz: number, sampleRate: number, seconds: number, amplitude: number): Float32Array {
  return Float32Array.from(
    { length: Math.round(sampleRate * seconds) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / sampleRate),
  );
}

function ascii(view: DataView, offset: number, length: number): string {
  return String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(offset + i)));
}

describe('encodeWav', () => {
  it('writes a 16-bit mono PCM header that states the rate and the data length', () => {
    const view = new DataView(encodeWav([tone(440, 24000, 0.5, 0.5)], 24000));
    expect(ascii(view, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(view.byteLength - 8);
    expect(ascii(view, 8, 8)).toBe('WAVEfmt ');
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(24000);
    expect(view.getUint32(28, true)).toBe(48000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(view, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(12000 * 2);
    expect(view.byteLength).toBe(44 + 24000);
  });

  it('keeps the samples: a quarter-period of a sine reads back as its peak', () => {
    const view = new DataView(encodeWav([tone(1000, 8000, 0.01, 0.5)], 8000));
    // 8 samples per period at 1 kHz / 8 kHz: sample 2 is the crest, sample 6 the trough.
    expect(view.getInt16(44 + 2 * 2, true)).toBe(Math.round(0.5 * 0x7fff));
    expect(view.getInt16(44 + 6 * 2, true)).toBe(Math.round(-0.5 * 0x8000));
    expect(view.getInt16(44, true)).toBe(0);
  });

  it('mixes stereo down to mono and clips what overshoots instead of wrapping round', () => {
    const left = Float32Array.from([1, 0.5, 2, -3]);
    const right = Float32Array.from([1, -0.5, 2, -3]);
    const view = new DataView(encodeWav([left, right], 16000));
    expect(view.getUint16(22, true)).toBe(1);
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([32767, 0, 32767, -32768]);
  });

  it('stops at the shortest channel', () => {
    const view = new DataView(encodeWav([new Float32Array(10), new Float32Array(7)], 16000));
    expect(view.getUint32(40, true)).toBe(14);
  });
});
