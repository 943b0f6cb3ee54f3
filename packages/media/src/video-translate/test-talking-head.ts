import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { concatPcm, silence, type Pcm } from '../audio/pcm';
import { encodeWav } from '../audio/wav';
import { renderAvatarVideo } from '../compose/render-avatar-video';
import { createPhotoRig } from '../face/photo-rig';
import { portrait, type PORTRAITS } from '../face/test-portraits';
import { ffmpeg } from '../ffmpeg';
import { blinkTrack } from '../lipsync/blinks';
import { mouthTrackFromAudio } from '../lipsync/mouth-track';
import { synthesizeMusicTrack } from '../music/render-music';
import { createEspeakEngine } from '../tts/espeak';

/** What the fixture's speaker says by default: about six seconds of English in two sentences. */
export const TALKING_HEAD_TEXT =
  'Hello and welcome to our studio. Today I will show you how a short video becomes a film in another language.';

export interface TalkingHeadOptions {
  /** The video's length; the speech is cut where it runs longer. */
  seconds?: number;
  who?: keyof typeof PORTRAITS;
  text?: string;
  voiceId?: string;
  /** A quiet synthesized music bed under the voice, from the first frame to the last. */
  music?: boolean;
  /** Rows of the picture, which is 16:9. */
  height?: number;
}

const FPS = 25;
/** The photo-rig composition renders at a 720-row canvas; other heights are scaled from it. */
const CANVAS_ROWS = 720;
const LEAD_IN_SEC = 0.5;
/** Well under the voice, as a bed in a real interview is: the compositor normalises the mix to speech level. */
const MUSIC_VOLUME = 0.12;
const MUSIC_TRACK = 'corporate-clear-horizon';
/** A plain wall beside the person, so the 16:9 frame holds one face only. */
const WALL = { r: 92, g: 112, b: 128 };

/**
 * A real talking head for the video-translation tests: a real portrait photo (head turning and nodding, blinking)
 * speaking real English speech from the TTS engine, as an MP4 (H.264, AAC 44.1 kHz) of the photo centred in a 16:9
 * frame. It is drawn by the talking-photo presenter, so the speaker's mouth opens and closes with their words, which
 * is what a translation has to replace.
 */
export async function makeTalkingHeadVideo(options: TalkingHeadOptions = {}): Promise<Buffer> {
  const seconds = options.seconds ?? 8;
  const height = options.height ?? 480;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'talking-head-'));
  try {
    const speech = await spokenTrack(options.text ?? TALKING_HEAD_TEXT, options.voiceId ?? 'espeak:en-US:m3', seconds);
    const speechPath = path.join(dir, 'speech.wav');
    await fs.writeFile(speechPath, encodeWav(speech));
    const musicPath = path.join(dir, 'music.wav');
    if (options.music) await fs.writeFile(musicPath, encodeWav(synthesizeMusicTrack(MUSIC_TRACK)));
    const { rig } = await createPhotoRig(await widePhoto(options.who ?? 'blonde'), { maxHeight: CANVAS_ROWS });
    const rendered = await renderAvatarVideo({
      audioPath: speechPath,
      rig,
      mouth: mouthTrackFromAudio(speech, { fps: FPS }),
      eyes: blinkTrack(seconds, 7, { fps: FPS }),
      fps: FPS,
      canvas: { ratio: '16:9', resolution: CANVAS_ROWS },
      background: { type: 'color', color: '#000000' },
      idleMotion: true,
      music: options.music ? { path: musicPath, volume: MUSIC_VOLUME } : undefined,
      outDir: path.join(dir, 'out'),
    });
    if (height === CANVAS_ROWS) return await fs.readFile(rendered.videoPath);
    const scaledPath = path.join(dir, 'scaled.mp4');
    await ffmpeg([
      ...['-i', rendered.videoPath, '-vf', `scale=-2:${height}`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'copy'],
      ...['-movflags', '+faststart', scaledPath],
    ]);
    return await fs.readFile(scaledPath);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

async function spokenTrack(text: string, voiceId: string, seconds: number): Promise<Pcm> {
  const spoken = await createEspeakEngine().synthesize(text, voiceId);
  const rate = spoken.sampleRate;
  const track = concatPcm([silence(rate, LEAD_IN_SEC), spoken, silence(rate, seconds)], rate);
  return { sampleRate: rate, samples: track.samples.slice(0, Math.round(seconds * rate)) };
}

/** The portrait on a wall as wide as a 16:9 frame, its full height kept. */
async function widePhoto(who: keyof typeof PORTRAITS): Promise<Buffer> {
  const resized = await sharp(await portrait(who))
    .resize({ height: CANVAS_ROWS })
    .toBuffer({ resolveWithObject: true });
  const side = Math.max(0, Math.round((CANVAS_ROWS * 16) / 9) - resized.info.width);
  return sharp(resized.data)
    .extend({ left: Math.floor(side / 2), right: Math.ceil(side / 2), background: WALL })
    .jpeg({ quality: 92 })
    .toBuffer();
}
