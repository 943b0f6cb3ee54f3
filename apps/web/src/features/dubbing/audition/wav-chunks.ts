/**
 * Reads a 16-bit mono WAV while it downloads: the header once, then the samples of every chunk as it
 * arrives, keeping a byte that a chunk split in half for the next one. The audition streams its WAV
 * with unknown sizes in the header, so the data simply runs to the end of the stream.
 */
export interface TWavChunkReader {
  /** Samples complete so far in this chunk, or null while the header is still incomplete. */
  push(bytes: Uint8Array): Float32Array<ArrayBuffer> | null;
  /** Known once the header has been read. */
  sampleRate(): number | undefined;
}

export class UnsupportedWavError extends Error {}

export function createWavChunkReader(): TWavChunkReader {
  let pending = new Uint8Array(0);
  let rate: number | undefined;
  let inData = false;

  function append(bytes: Uint8Array) {
    const joined = new Uint8Array(pending.length + bytes.length);
    joined.set(pending);
    joined.set(bytes, pending.length);
    pending = joined;
  }

  /** Walks the chunks before `data`; false while more bytes are needed. */
  function readHeader(): boolean {
    const view = new DataView(pending.buffer, pending.byteOffset, pending.byteLength);
    if (pending.length < 12) return false;
    if (text(pending, 0) !== 'RIFF' || text(pending, 8) !== 'WAVE') throw new UnsupportedWavError('not a WAV stream');
    let offset = 12;
    while (offset + 8 <= pending.length) {
      const id = text(pending, offset);
      if (id === 'data') {
        pending = pending.slice(offset + 8);
        inData = true;
        return true;
      }
      const size = view.getUint32(offset + 4, true);
      if (offset + 8 + size > pending.length) return false;
      if (id === 'fmt ') {
        const channels = view.getUint16(offset + 10, true);
        const bits = view.getUint16(offset + 22, true);
        if (channels !== 1 || bits !== 16) throw new UnsupportedWavError('expected 16-bit mono');
        rate = view.getUint32(offset + 12, true);
      }
      offset += 8 + size + (size % 2);
    }
    return false;
  }

  return {
    push(bytes) {
      append(bytes);
      if (!inData && !readHeader()) return null;
      const whole = pending.length - (pending.length % 2);
      const view = new DataView(pending.buffer, pending.byteOffset, whole);
      const samples = new Float32Array(whole / 2);
      for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(i * 2, true) / 32768;
      pending = pending.slice(whole);
      return samples;
    },
    sampleRate: () => rate,
  };
}

function text(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + 4));
}
