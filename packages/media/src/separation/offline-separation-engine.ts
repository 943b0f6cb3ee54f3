import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ffmpeg, probe } from '../ffmpeg';
import type { ReduceVoiceOptions } from './reduce-voice';
import { reduceVoiceInThread } from './reduce-voice-thread';
import type { SeparationRequest, SeparationResult, VoiceSeparationEngine } from './voice-separation-engine';

/** A bed is mixed under new speech: stereo is kept, more channels are folded into it. */
const MAX_CHANNELS = 2;

/**
 * The CPU engine: lowers the voice band inside the source's speech spans (`reduceVoice`, each channel on a thread of its own)
 * and writes `background.wav`, 16-bit at the input's rate. It cannot isolate the voice, so it returns no voice stem.
 */
export function createOfflineSeparationEngine(options: ReduceVoiceOptions = {}): VoiceSeparationEngine {
  return {
    name: 'offline:voice-band',
    async separate(request: SeparationRequest): Promise<SeparationResult> {
      const audio = (await probe(request.inputPath)).audio;
      if (!audio) throw new RangeError(`no audio stream in ${request.inputPath}`);
      const channels = Math.min(MAX_CHANNELS, Math.max(1, audio.channels));
      const sampleRate = audio.sampleRate;
      request.signal?.throwIfAborted();
      const { stdout } = await ffmpeg([
        ...['-v', 'error', '-i', request.inputPath, '-vn'],
        ...['-f', 'f32le', '-ac', String(channels), '-ar', String(sampleRate), 'pipe:1'],
      ]);
      // A copy: ffmpeg's output buffer need not start on a 4-byte boundary.
      const interleaved = new Float32Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.length));
      const frames = Math.floor(interleaved.length / channels);
      const reduced = await Promise.all(
        Array.from({ length: channels }, (_, channel) => {
          const samples = new Float32Array(frames);
          for (let i = 0; i < frames; i++) samples[i] = interleaved[i * channels + channel] ?? 0;
          return reduceVoiceInThread({ source: { sampleRate, samples }, speechSpans: request.speechSpans, options });
        }),
      );
      request.signal?.throwIfAborted();
      const bed = new Float32Array(frames * channels);
      reduced.forEach(({ samples }, channel) => {
        for (let i = 0; i < frames; i++) bed[i * channels + channel] = samples[i] ?? 0;
      });
      const workDir = await mkdtemp(path.join(os.tmpdir(), 'orator-separation-'));
      try {
        const rawPath = path.join(workDir, 'bed.f32');
        await writeFile(rawPath, new Uint8Array(bed.buffer, bed.byteOffset, bed.byteLength));
        const backgroundPath = path.join(request.outDir, 'background.wav');
        await ffmpeg([
          ...['-v', 'error', '-f', 'f32le', '-ar', String(sampleRate), '-ac', String(channels), '-i', rawPath],
          ...['-c:a', 'pcm_s16le', backgroundPath],
        ]);
        return { backgroundPath };
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
}
