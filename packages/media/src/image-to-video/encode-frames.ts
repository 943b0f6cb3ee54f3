import { applyLoudnessFilter, type LoudnessMeasurement } from '../audio/loudness';
import { ffmpegFrameSink, type FrameSink } from '../ffmpeg-frame-sink';

/** Takes RGB frames and writes the MP4. */
export type FrameEncoder = FrameSink;

export interface ClipAudio {
  /** A WAV or MP3. */
  path: string;
  /** Its first loudness pass (measureLoudness): the clip's sound is levelled to the delivery loudness with it. */
  loudness: LoudnessMeasurement | undefined;
}

/** The clip's AAC sound. */
const AUDIO_RATE = 48_000;

export interface FrameEncoderOptions {
  width: number;
  height: number;
  fps: number;
  outputPath: string;
  /** Narration played under the picture; the clip keeps the picture's length. */
  audio?: ClipAudio;
  signal?: AbortSignal;
}

/**
 * Streams raw RGB frames into ffmpeg, which encodes them to H.264 while the next ones are drawn: the drawing and
 * the encoding share the two cores instead of taking turns.
 */
export function encodeFrames(options: FrameEncoderOptions): FrameEncoder {
  const { width, height, fps, outputPath, audio, signal } = options;
  const args = ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`, '-r', String(fps), '-i', 'pipe:0'];
  if (audio) args.push('-i', audio.path);
  args.push('-map', '0:v');
  if (audio) {
    // A WAV of raw samples names no channel layout, which apad cannot follow once loudnorm has run.
    const level = `${applyLoudnessFilter(audio.loudness, AUDIO_RATE)},aformat=channel_layouts=mono`;
    args.push('-map', '1:a', '-c:a', 'aac', '-b:a', '128k', '-af', `${level},apad`, '-shortest');
  }
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p', '-movflags', '+faststart');
  args.push(outputPath);
  return ffmpegFrameSink(args, signal);
}
