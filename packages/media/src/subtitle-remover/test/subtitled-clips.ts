import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { filterPath } from '../../compose/composition-args';
import { ffmpeg } from '../../ffmpeg';
import { fontsDir } from '../../fonts/subtitle-fonts';
import type { EraseBox } from '../subtitle-remover-engine';

const require = createRequire(import.meta.url);

/** Real photographs (face-api's demo pictures) as backgrounds: texture a drawn gradient would not have. */
export function samplePhotoPath(n: 1 | 2 | 3 | 4 | 5 | 6): string {
  return path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', `sample${n}.jpg`);
}

export interface SubtitledClipOptions {
  dir: string;
  photo: string;
  /** The camera pans and zooms over the photo, so every background pixel moves. */
  moving: boolean;
  /** The ASS font family (one of the shipped subtitle fonts) and size in 640 x 360 pixels. */
  font: string;
  fontSize: number;
  /** One line shown after another, each for `lineSec`. */
  lines: string[];
  lineSec?: number;
  durationSec?: number;
  width?: number;
  height?: number;
}

export interface SubtitledClip {
  /** The picture alone. */
  cleanPath: string;
  /** The picture with captions and a corner logo burned in, and a tone as its sound. */
  subtitledPath: string;
  subtitleBox: EraseBox;
  watermarkBox: EraseBox;
  width: number;
  height: number;
}

/**
 * A clip made twice from one photo, clean and with burned-in captions (libass, outlined like TV captions) and a
 * semi-opaque corner logo, both encoded near-losslessly so the clean one is the truth the remover is measured by.
 */
export async function makeSubtitledClip(options: SubtitledClipOptions): Promise<SubtitledClip> {
  const width = options.width ?? 640;
  const height = options.height ?? 360;
  const durationSec = options.durationSec ?? 4;
  const lineSec = options.lineSec ?? 1.5;
  const scale = height / 360;
  const picture = options.moving
    ? // A slow diagonal pan: every pixel moves a little each frame.
      `scale=${Math.round(width * 1.3)}:${Math.round(height * 1.3)}:force_original_aspect_ratio=increase,` +
      `crop=${width}:${height}:x='20*${scale}*t':y='8*${scale}*t'`
    : `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height}`;
  const assPath = path.join(options.dir, `captions-${path.basename(options.photo)}-${options.font}.ass`);
  await fs.writeFile(assPath, captions(options, width, height, lineSec, durationSec));
  const logo =
    `drawbox=x=${width - Math.round(118 * scale)}:y=${Math.round(14 * scale)}:w=${Math.round(100 * scale)}:` +
    `h=${Math.round(30 * scale)}:color=white@0.55:t=fill,` +
    `drawbox=x=${width - Math.round(112 * scale)}:y=${Math.round(20 * scale)}:w=${Math.round(18 * scale)}:` +
    `h=${Math.round(18 * scale)}:color=0x1060d0@0.9:t=fill`;
  const common = ['-loop', '1', '-framerate', '25', '-i', options.photo];
  const tone = ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${durationSec}`];
  const encode = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '12', '-pix_fmt', 'yuv420p', '-r', '25'];
  const cleanPath = path.join(options.dir, `clean-${path.basename(assPath, '.ass')}.mp4`);
  const subtitledPath = path.join(options.dir, `subtitled-${path.basename(assPath, '.ass')}.mp4`);
  await ffmpeg([...common, '-t', String(durationSec), '-vf', `${picture},format=yuv420p`, ...encode, cleanPath]);
  const burn = `ass=filename=${filterPath(assPath)}:fontsdir=${filterPath(fontsDir())}`;
  await ffmpeg([
    ...common,
    ...tone,
    ...['-t', String(durationSec), '-vf', `${picture},${logo},${burn},format=yuv420p`],
    ...encode,
    ...['-c:a', 'aac', '-b:a', '96k', '-map', '0:v', '-map', '1:a', subtitledPath],
  ]);
  return {
    cleanPath,
    subtitledPath,
    subtitleBox: {
      kind: 'subtitle',
      ltX: Math.round(20 * scale),
      ltY: Math.round(282 * scale),
      rbX: width - Math.round(20 * scale),
      rbY: Math.round(346 * scale),
    },
    watermarkBox: {
      kind: 'watermark',
      ltX: width - Math.round(128 * scale),
      ltY: Math.round(6 * scale),
      rbX: width - Math.round(8 * scale),
      rbY: Math.round(52 * scale),
    },
    width,
    height,
  };
}

const CAPTION_GAP_SEC = 0.25;

function captions(
  options: SubtitledClipOptions,
  width: number,
  height: number,
  lineSec: number,
  durationSec: number,
): string {
  const time = (sec: number) => {
    const cs = Math.round(sec * 100);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `0:${pad(Math.floor(cs / 6000))}:${pad(Math.floor(cs / 100) % 60)}.${pad(cs % 100)}`;
  };
  const events = options.lines.flatMap((line, i) => {
    const start = i * lineSec;
    if (start >= durationSec) return [];
    // Captions leave a short blank between lines, as subtitle files do.
    const end = Math.min(durationSec, start + lineSec - CAPTION_GAP_SEC);
    return [`Dialogue: 0,${time(start)},${time(end)},Caption,,0,0,0,,${line}`];
  });
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${width}`,
    `PlayResY: ${height}`,
    'WrapStyle: 2',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, ' +
      'Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, ' +
      'MarginR, MarginV, Encoding',
    `Style: Caption,${options.font},${Math.round((options.fontSize * height) / 360)},&H00FFFFFF,&H00FFFFFF,` +
      `&H00000000,&H80000000,1,0,0,0,100,100,0,0,1,${(2 * height) / 360},${height / 360},2,20,20,` +
      `${Math.round((24 * height) / 360)},1`,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...events,
    '',
  ].join('\n');
}
