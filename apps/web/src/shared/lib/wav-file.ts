/** 16-bit PCM WAV is what every voice tool of the API accepts, whatever the browser recorded in. */
const HEADER_BYTES = 44;
const BYTES_PER_SAMPLE = 2;

/** Mixes the channels down to mono and encodes them as a 16-bit PCM WAV file's bytes. */
export function encodeWav(channels: readonly Float32Array[], sampleRate: number): ArrayBuffer {
  const frames = channels.reduce((shortest, channel) => Math.min(shortest, channel.length), channels[0]?.length ?? 0);
  const dataBytes = frames * BYTES_PER_SAMPLE;
  const view = new DataView(new ArrayBuffer(HEADER_BYTES + dataBytes));
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, HEADER_BYTES - 8 + dataBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * BYTES_PER_SAMPLE, true);
  view.setUint16(32, BYTES_PER_SAMPLE, true);
  view.setUint16(34, 16, true);
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    for (const channel of channels) sum += channel[i] ?? 0;
    const sample = Math.max(-1, Math.min(1, sum / channels.length));
    view.setInt16(
      HEADER_BYTES + i * BYTES_PER_SAMPLE,
      Math.round(sample < 0 ? sample * 0x8000 : sample * 0x7fff),
      true,
    );
  }
  return view.buffer;
}

function writeAscii(view: DataView, offset: number, text: string): void {
  for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
}

/**
 * Voice needs no more than 12 kHz of bandwidth; 24 kHz mono keeps ten minutes under 29 MB, inside every
 * upload limit of the voice tools, where the browser's own 48 kHz would not be.
 */
export const RECORDING_SAMPLE_RATE = 24000;

/** Decodes a MediaRecorder recording (webm/ogg/mp4) and re-encodes it as a mono WAV `File`. */
export async function recordingToWavFile(recording: Blob, fileName: string): Promise<File> {
  // An offline context decodes straight to its own rate, so the resampling comes with the decoding.
  const context = new OfflineAudioContext(1, 1, RECORDING_SAMPLE_RATE);
  const decoded = await context.decodeAudioData(await recording.arrayBuffer());
  const channels = Array.from({ length: decoded.numberOfChannels }, (_, index) => decoded.getChannelData(index));
  return new File([encodeWav(channels, decoded.sampleRate)], fileName, { type: 'audio/wav' });
}
