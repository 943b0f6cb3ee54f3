import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  blinkTrack,
  createPhotoRig,
  createStockRig,
  encodeMp3,
  encodeWav,
  mouthTrackFromAudio,
  renderAvatarVideo,
  renderPoster,
  synthesizeScript,
  type AvatarRig,
  type CanvasSpec,
  type StockAvatar,
  type TtsEngine,
} from '@orator/media';
import type { PlannedExample } from './showcase-plan';

const FPS = 25;
/** The editor's default background (contracts avatar-video.ts), also behind the talking photo's portrait. */
const BACKGROUND = '#eef2f7';
/** The smallest canvas the tools make: a talking photo is a square portrait, an avatar video a 16:9 frame. */
const CANVAS = {
  avatarVideo: { ratio: '16:9', resolution: 720 },
  talkingPhoto: { ratio: '1:1', resolution: 720 },
} as const satisfies Record<string, CanvasSpec>;

export interface RenderedExample {
  media: Buffer;
  poster: Buffer | null;
  durationSec: number;
  width: number | null;
  height: number | null;
}

/**
 * Makes one example the way the tools make their results: a clip through the avatar video pipeline of the render
 * job (speech, mouth and blink tracks, the presenter's poses, ffmpeg), with subtitles as the editor offers them; a
 * voice sample as the voice library speaks it, encoded as the MP3 a dubbing downloads.
 */
export async function renderExample(
  planned: PlannedExample,
  engine: TtsEngine,
  workDir: string,
): Promise<RenderedExample> {
  if (planned.kind === 'voiceSample') {
    const pcm = await engine.synthesize(planned.text, planned.voice.id);
    const mp3Path = path.join(workDir, 'sample.mp3');
    await encodeMp3(pcm, mp3Path);
    return {
      media: await readFile(mp3Path),
      poster: null,
      durationSec: pcm.samples.length / pcm.sampleRate,
      width: null,
      height: null,
    };
  }
  if (!planned.presenter) throw new Error(`example ${planned.id} has no presenter`);
  const spoken = await synthesizeScript(engine, planned.text, planned.voice.id);
  const audioPath = path.join(workDir, 'speech.wav');
  await writeFile(audioPath, encodeWav(spoken.pcm));
  const canvas = CANVAS[planned.kind];
  const result = await renderAvatarVideo({
    audioPath,
    rig: await rigFor(planned.kind, planned.presenter, canvas.resolution),
    mouth: mouthTrackFromAudio(spoken.pcm, { fps: FPS }),
    eyes: blinkTrack(spoken.durationSec, 1),
    fps: FPS,
    canvas,
    background: { type: 'color', color: BACKGROUND },
    idleMotion: true,
    subtitles: spoken.cues.length ? { cues: spoken.cues, fontId: 'noto-sans', color: '#ffffff' } : undefined,
    outDir: workDir,
  });
  return {
    media: await readFile(result.videoPath),
    poster: await readFile(result.thumbnailPath),
    durationSec: result.durationSec,
    width: result.width,
    height: result.height,
  };
}

/**
 * A stock presenter as the avatar video draws it; for a talking photo, the presenter's portrait, flattened into a
 * photo, goes through the talking-photo engine as an uploaded portrait does (face check, mouth and eye rig).
 */
async function rigFor(
  kind: 'avatarVideo' | 'talkingPhoto',
  presenter: StockAvatar,
  height: number,
): Promise<AvatarRig> {
  if (kind === 'avatarVideo') return createStockRig(presenter, { height });
  const portrait = await sharp(await renderPoster(presenter, { height }))
    .flatten({ background: BACKGROUND })
    .jpeg({ quality: 92 })
    .toBuffer();
  return (await createPhotoRig(portrait, { maxHeight: height })).rig;
}
