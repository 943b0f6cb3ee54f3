import path from 'node:path';
import {
  narrateSlides,
  renderSlideTrack,
  type Background,
  type PresenterStage,
  type SlideCue,
  type SlideNarration,
  type Size,
  type TtsEngine,
} from '@orator/media';
import type { TTaskSlides, TTaskSpeech } from '../../db/schema/avatar-video';
import type { AppContext } from '../../platform/context';
import { copyToFile } from '../../platform/storage/local-copy';
import type { Services } from '../services';

/** Each slide spoken in its own voice and speed, or the video's, laid end to end by the slide timings. */
export function narrateTaskSlides(
  engine: TtsEngine,
  slides: TTaskSlides,
  speech: TTaskSpeech,
): Promise<SlideNarration> {
  return narrateSlides(
    engine,
    slides.slides.map((slide) => ({
      script: slide.script,
      voiceId: slide.voiceId ?? speech.voiceId,
      options: { rate: slide.speakRate ?? speech.speakRate, pitch: speech.speakPitch, volume: speech.volume },
      silentSec: slide.silentSec,
      pauseAfterSec: slide.pauseAfterSec,
    })),
  );
}

/**
 * The slides as the video's picture: one track of the page images, each on screen for its narration, and the
 * presenter's stage, shown over every slide that does not hide it.
 */
export async function slideBackdrop(
  task: { ownerId: number; slides: TTaskSlides },
  timings: readonly SlideCue[],
  size: Size,
  fps: number,
  { fileRepo }: Pick<Services, 'fileRepo'>,
  ctx: AppContext,
  workDir: string,
): Promise<{ background: Background; stage: PresenterStage }> {
  const { slides, transition, layout } = task.slides;
  const images = await Promise.all(
    timings.map(async (timing, order) => {
      const row = await fileRepo.ownedBy(slides[timing.index]!.imageFileId, task.ownerId);
      if (!row) throw new Error(`the page of slide ${timing.index + 1} is gone, or not the task owner's`);
      const extension = row.mimeType.split('/')[1] ?? 'img';
      return copyToFile(ctx.storage, row.storageKey, path.join(workDir, `slide-${order}.${extension}`));
    }),
  );
  const outPath = path.join(workDir, 'slides.mp4');
  const shots = timings.map((timing, order) => ({
    imagePath: images[order]!,
    durationSec: timing.endSec - timing.startSec,
  }));
  const track = await renderSlideTrack(shots, { size, fps, transition, outPath });
  // The track numbers its shots in the order given, which are the timings' slides.
  const shown = track.cues.filter((cue) => !slides[timings[cue.index]!.index]!.presenterHidden);
  return { background: { type: 'video', path: outPath }, stage: { layout, shown: mergeWindows(shown) } };
}

/** Neighbouring slides that both show the presenter make one window, so it is not cut in and out between them. */
function mergeWindows(cues: readonly SlideCue[]): PresenterStage['shown'] {
  const windows: PresenterStage['shown'] = [];
  for (const cue of cues) {
    const last = windows.at(-1);
    if (last && Math.abs(last.endSec - cue.startSec) < 1e-6) last.endSec = cue.endSec;
    else windows.push({ startSec: cue.startSec, endSec: cue.endSec });
  }
  return windows;
}
