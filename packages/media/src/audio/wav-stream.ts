import type { Pcm } from './pcm';

/**
 * WAV sent while it is still being made: the header goes first, before the length is known, so its
 * size fields say "as long as the stream" (0x7fffffff, as espeak-ng writes its own streamed WAV).
 * Browsers and ffmpeg play such a file to its real end.
 */
const UNKNOWN_SIZE = 0x7fffffff;

export function streamedWavHeader(sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(UNKNOWN_SIZE, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(UNKNOWN_SIZE - 36, 40);
  return header;
}

/** The samples as the 16-bit little-endian data of a WAV file. */
export function wavSamples(pcm: Pcm): Buffer {
  const out = Buffer.alloc(pcm.samples.length * 2);
  for (let i = 0; i < pcm.samples.length; i++) {
    const clamped = Math.max(-1, Math.min(1, pcm.samples[i] ?? 0));
    out.writeInt16LE(Math.round(clamped * 32767), i * 2);
  }
  return out;
}
