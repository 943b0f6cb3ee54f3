import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeWav } from '../audio/wav';
import type { TtsEngine } from '../tts/engine';
import { synthesizeScript } from '../tts/script';
import type { CameraMove } from './camera';
import { renderClip, type TimedCaption } from './render-clip';
import { paintedBackdrop, sceneSentences } from './scene-cards';
import { photoStage, plainStage, stageSize } from './stage';
import { textLayer } from './text-layer';
import { VIDEO_DURATION_LIMITS, VIDEO_FRAME_SIZES, type GeneratedVideo, type VideoRatio } from './video-engine';

export interface TextVideoRequest {
  text: string;
  ratio: VideoRatio;
  /** The clip's length; narration that runs longer stretches it, up to the longest clip offered. */
  durationSec: number;
  /** Pictures (a product) the cards stand over, in turn; without any, each card gets a painted backdrop. */
  images?: Buffer[];
  /** Speaks the text under the cards. */
  narration?: { engine: TtsEngine; voiceId: string };
  /** Burns the narration's words in as subtitles (with narration only). */
  hasSubtitles?: boolean;
  move?: CameraMove;
  seed?: number;
  signal?: AbortSignal;
  onProgress?: (share: number) => void;
}

/** Narration ends this long before the clip does, so the last word is not cut. */
const NARRATION_TAIL_SEC = 0.5;
const STAGING_SHARE = 0.3;

/** Title and subtitle sizes as shares of the frame's shorter side. */
const TITLE_SIZE = 0.075;
const SUBTITLE_SIZE = 0.045;

/**
 * Text to video without a generative model: each sentence becomes a titled card (over the user's pictures or a
 * painted backdrop) filmed with the same camera moves and light as image to video, optionally narrated by the
 * offline voices with burned subtitles.
 */
export async function renderTextToVideo(request: TextVideoRequest, outputPath: string): Promise<GeneratedVideo> {
  const sentences = sceneSentences(request.text);
  if (sentences.length === 0) throw new RangeError('the text has no sentence to put on a card');
  const { width, height } = VIDEO_FRAME_SIZES[request.ratio];
  const seed = request.seed ?? 1;
  const images = request.images ?? [];
  const work = await mkdtemp(join(tmpdir(), 'text-to-video-'));
  try {
    let durationSec = request.durationSec;
    let audioPath: string | undefined;
    let captions: TimedCaption[] | undefined;
    if (request.narration) {
      const spoken = await synthesizeScript(request.narration.engine, sentences.join(' '), request.narration.voiceId);
      durationSec = Math.min(
        VIDEO_DURATION_LIMITS.maxSec,
        Math.max(durationSec, spoken.durationSec + NARRATION_TAIL_SEC),
      );
      audioPath = join(work, 'narration.wav');
      await writeFile(audioPath, encodeWav(spoken.pcm));
      if (request.hasSubtitles) {
        const fontSize = Math.round(SUBTITLE_SIZE * Math.min(width, height));
        const style = { fontSize, centreY: 0.88, weight: 'normal', isBoxed: true, maxLines: 2 } as const;
        captions = [];
        for (const cue of spoken.cues) {
          if (cue.start >= durationSec) break;
          captions.push({
            startSec: cue.start,
            endSec: cue.end,
            layer: await textLayer(cue.text, width, height, style),
          });
        }
      }
    }
    const stages = [];
    const titleSize = Math.round(TITLE_SIZE * Math.min(width, height));
    for (const [index, sentence] of sentences.entries()) {
      request.signal?.throwIfAborted();
      const picture = images.length > 0 ? images[index % images.length]! : undefined;
      const stage = picture
        ? await photoStage(picture, width, height)
        : await plainStage(
            await paintedBackdrop(stageSize(width, height).width, stageSize(width, height).height, index, seed),
            width,
            height,
          );
      // Over a picture the title keeps to the top, clear of the product; over a painting it takes the middle.
      const style = {
        fontSize: titleSize,
        centreY: picture ? 0.16 : 0.45,
        weight: 'bold',
        isBoxed: false,
        maxLines: 3,
      } as const;
      stages.push({ ...stage, title: await textLayer(sentence, width, height, style) });
      request.onProgress?.((STAGING_SHARE * (index + 1)) / sentences.length);
    }
    await renderClip(
      stages,
      {
        width,
        height,
        durationSec,
        move: request.move,
        light: true,
        seed,
        audioPath,
        captions,
        signal: request.signal,
        onProgress: (share) => request.onProgress?.(STAGING_SHARE + (1 - STAGING_SHARE) * share),
      },
      outputPath,
    );
    return { path: outputPath, width, height, durationSec };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
