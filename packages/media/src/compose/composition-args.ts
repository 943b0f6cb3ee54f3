import { applyLoudnessFilter, MEASURE_LOUDNESS_FILTER, type LoudnessMeasurement } from '../audio/loudness';
import type { Box } from '../avatar/rig';
import { colourTagArgs, toJpegYuv, toVideoYuv, type VideoColour } from './colour';
import type { PositionExpressions } from './idle-motion';
import type { Background, PresenterStage, Size } from './types';

/**
 * The one ffmpeg run that turns the pose sequence into the final MP4 and its thumbnail:
 * background, avatar, subtitles and watermark, speech and music, H.264 + AAC.
 */

/**
 * The encoder is most of a render's cost (filters take 2-5 s of CPU a minute, x264 the rest).
 * superfast needs about 20 % less CPU than veryfast for files about 20 % larger, still only
 * 2 MB a minute at 720p for this mostly still picture at CRF 23.
 */
const X264_PRESET = 'superfast';
const X264_CRF = '23';
const AUDIO_RATE = 44_100;
/** Asked of ffmpeg's AAC encoder, which spends less on pauses: speech videos average 128-160 kb/s. */
const AUDIO_BITRATE = '192k';
/** A keyframe at least every two seconds, so a viewer can seek to any moment without a long wait. */
const KEYFRAME_INTERVAL_SEC = 2;
/** Music fades in over half a second (tracks loop from mid-phrase) and out over the last two. */
const MUSIC_FADE_IN_SEC = 0.5;
const MUSIC_FADE_OUT_SEC = 2;
/** Speech above this level (about -34 dBFS) pushes the music down, by up to 4:1 above it. */
const DUCK_THRESHOLD = 0.02;
const DUCK_RATIO = 4;

/** When the presenter is on screen (a stage's windows); always when left out. */
type Shown = PresenterStage['shown'];

export type AvatarLayer =
  | { mode: 'overlay'; position: PositionExpressions; background: Background; shown?: Shown }
  /** `frame` is the drawn frame size; a frame of another size than the canvas is scaled to it (a photo's own pixels). */
  | { mode: 'fill'; frame: Size }
  /** A fill presenter over the slides: its frame, drawn at `frame` size, is scaled into `box` on the background. */
  | { mode: 'inset'; frame: Size; box: Box; background: Background; shown: Shown };

export interface CompositionPlan {
  canvas: Size;
  fps: number;
  durationSec: number;
  concatPath: string;
  /**
   * A box of the presenter drawn per frame and laid over it (a clone's mouth, a talking photo's head): raw RGB
   * frames of `box`'s size at `fps`, read from `path` (a named pipe), in the presenter's pixels.
   */
  patch?: { path: string; box: { x: number; y: number; width: number; height: number } };
  avatar: AvatarLayer;
  audioPath: string;
  music?: { path: string; volume: number };
  /** The soundtrack's first-pass loudness (`soundtrackMeasureArgs`); undefined for a silent one. */
  loudness?: LoudnessMeasurement;
  colour: VideoColour;
  /** ASS script with subtitles and/or the watermark. */
  assPath?: string;
  fontsDir: string;
  thumbnailFrame: number;
  videoOut: string;
  thumbnailOut: string;
}

/** A file path as a filter option: escaped for the option parser, then again for the graph parser. */
export function filterPath(file: string): string {
  const asOption = file.replace(/[\\:']/g, '\\$&');
  return asOption.replace(/[\\'[\],;]/g, '\\$&');
}

function backgroundInput(background: Background, canvas: Size, fps: number): string[] {
  if (background.type === 'color') {
    const color = background.color.replace('#', '0x');
    return ['-f', 'lavfi', '-i', `color=c=${color}:s=${canvas.width}x${canvas.height}:r=${fps}`];
  }
  // A video loops for as long as the speech lasts; -t on the output cuts it.
  return background.type === 'video' ? ['-stream_loop', '-1', '-i', background.path] : ['-i', background.path];
}

function backgroundFilter(background: Background, { width, height }: Size, fps: number, colour: VideoColour): string {
  const cover = `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},setsar=1`;
  const yuv = toVideoYuv(colour);
  if (background.type === 'color') return `[0:v]${yuv}[bg]`;
  if (background.type === 'video') return `[0:v]${cover},fps=${fps},${yuv}[bg]`;
  // Scaled once, then the one frame is repeated by reference: no per-frame decode or scale.
  return `[0:v]${cover},${yuv},loop=loop=-1:size=1:start=0,setpts=N/(${fps}*TB)[bg]`;
}

/** The overlay's `enable` option: on only within the windows, whose ends are both shown. */
function enableWithin(shown: Shown | undefined): string {
  if (!shown) return '';
  const windows = shown.map(({ startSec, endSec }) => `between(t,${startSec.toFixed(3)},${endSec.toFixed(3)})`);
  return `:enable='${windows.join('+') || '0'}'`;
}

function videoFilters(plan: CompositionPlan, avatarInput: number): string[] {
  const { avatar, canvas, fps } = plan;
  const filters: string[] = [];
  let presenter = `[${avatarInput}:v]fps=${fps}`;
  if (plan.patch) {
    const { x, y } = plan.patch.box;
    filters.push(`[${avatarInput + 1}:v]${toVideoYuv(plan.colour)}[patch]`);
    filters.push(`${presenter}[loop]`);
    filters.push(`[loop][patch]overlay=x=${x}:y=${y}:format=yuv420:eof_action=repeat[presenter]`);
    presenter = '[presenter]null';
  }
  if (avatar.mode === 'overlay') {
    filters.push(backgroundFilter(avatar.background, canvas, fps, plan.colour));
    // Without its own frame clock, overlay shows a pose change on the frame after it is due.
    const { x, y } = avatar.position;
    filters.push(`${presenter}[avatar]`);
    const enable = enableWithin(avatar.shown);
    filters.push(`[bg][avatar]overlay=x='${x}':y='${y}':eval=frame:format=yuv420:eof_action=repeat${enable}[base]`);
  } else if (avatar.mode === 'inset') {
    filters.push(backgroundFilter(avatar.background, canvas, fps, plan.colour));
    const { box, frame } = avatar;
    const fit =
      frame.width === box.width && frame.height === box.height
        ? ''
        : `,scale=${box.width}:${box.height}:flags=lanczos,setsar=1`;
    filters.push(`${presenter}${fit}[avatar]`);
    const enable = enableWithin(avatar.shown);
    filters.push(`[bg][avatar]overlay=x=${box.x}:y=${box.y}:format=yuv420:eof_action=repeat${enable}[base]`);
  } else if (avatar.frame.width !== canvas.width || avatar.frame.height !== canvas.height) {
    // Both sides are yuv420p: no colour conversion, and the same picture ratio within a pixel, so square pixels.
    filters.push(`${presenter},scale=${canvas.width}:${canvas.height}:flags=lanczos,setsar=1[base]`);
  } else {
    filters.push(`${presenter}[base]`);
  }
  const burnIn = plan.assPath ? `ass=filename=${filterPath(plan.assPath)}:fontsdir=${filterPath(plan.fontsDir)},` : '';
  filters.push(`[base]${burnIn}split=2[video][poster]`);
  const poster = `trim=start_frame=${plan.thumbnailFrame}:end_frame=${plan.thumbnailFrame + 1}`;
  filters.push(`[poster]${poster},${toJpegYuv(plan.colour)}[thumb]`);
  return filters;
}

/** Speech and music mixed into `[mix]`: the soundtrack before its loudness is set. */
function soundtrackFilters(plan: CompositionPlan, speechInput: number, musicInput: number): string[] {
  const format = `aresample=${AUDIO_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo`;
  if (!plan.music) return [`[${speechInput}:a]${format}[mix]`];
  const fadeOut = Math.min(MUSIC_FADE_OUT_SEC, plan.durationSec / 4);
  const fadeOutStart = Math.max(0, plan.durationSec - fadeOut).toFixed(3);
  return [
    `[${speechInput}:a]${format},asplit=2[speech][voice]`,
    `[${musicInput}:a]${format},volume=${plan.music.volume},afade=t=in:d=${MUSIC_FADE_IN_SEC},` +
      `afade=t=out:st=${fadeOutStart}:d=${fadeOut.toFixed(3)}[bed]`,
    // The music dips by the same amount whenever someone speaks and comes back in the pauses.
    `[bed][voice]sidechaincompress=threshold=${DUCK_THRESHOLD}:ratio=${DUCK_RATIO}:attack=20:release=400[music]`,
    // amix halves each of its two inputs; doubling afterwards restores the speech's own level.
    `[speech][music]amix=inputs=2:duration=first:dropout_transition=0,volume=2[mix]`,
  ];
}

function soundtrackInputs(plan: CompositionPlan): string[] {
  return ['-i', plan.audioPath, ...(plan.music ? ['-stream_loop', '-1', '-i', plan.music.path] : [])];
}

/** The first loudness pass: the soundtrack alone, measured and thrown away (`parseLoudnessMeasurement` reads it). */
export function soundtrackMeasureArgs(plan: Omit<CompositionPlan, 'loudness'>): string[] {
  const graph = [...soundtrackFilters(plan, 0, 1), `[mix]${MEASURE_LOUDNESS_FILTER}[measured]`];
  return [
    ...['-hide_banner', ...soundtrackInputs(plan)],
    ...['-filter_complex', graph.join(';'), '-map', '[measured]', '-t', plan.durationSec.toFixed(3), '-f', 'null', '-'],
  ];
}

export function compositionArgs(plan: CompositionPlan): string[] {
  const inputs: string[] = [];
  if (plan.avatar.mode !== 'fill') inputs.push(...backgroundInput(plan.avatar.background, plan.canvas, plan.fps));
  const avatarInput = plan.avatar.mode === 'fill' ? 0 : 1;
  inputs.push('-f', 'concat', '-i', plan.concatPath);
  if (plan.patch) {
    const { width, height } = plan.patch.box;
    inputs.push(...['-thread_queue_size', '64', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`]);
    inputs.push('-framerate', String(plan.fps), '-i', plan.patch.path);
  }
  inputs.push(...soundtrackInputs(plan));
  const speechInput = avatarInput + (plan.patch ? 2 : 1);
  const graph = [
    ...videoFilters(plan, avatarInput),
    ...soundtrackFilters(plan, speechInput, speechInput + 1),
    // loudnorm drops the channel layout, which the AAC encoder needs to be told again.
    `[mix]${applyLoudnessFilter(plan.loudness, AUDIO_RATE)},aformat=channel_layouts=stereo[audio]`,
  ];
  return [
    ...inputs,
    ...['-filter_complex', graph.join(';')],
    ...['-map', '[video]', '-map', '[audio]', '-t', plan.durationSec.toFixed(3)],
    ...['-c:v', 'libx264', '-preset', X264_PRESET, '-crf', X264_CRF, '-pix_fmt', 'yuv420p'],
    ...['-g', String(KEYFRAME_INTERVAL_SEC * plan.fps), ...colourTagArgs(plan.colour)],
    ...['-c:a', 'aac', '-b:a', AUDIO_BITRATE, '-ar', String(AUDIO_RATE), '-movflags', '+faststart'],
    ...['-f', 'mp4', plan.videoOut],
    ...['-map', '[thumb]', '-frames:v', '1', '-q:v', '3', '-f', 'image2', plan.thumbnailOut],
  ];
}
