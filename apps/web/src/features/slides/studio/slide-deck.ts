import {
  estimateSlideSeconds,
  SLIDE_PAUSE_SEC,
  SLIDE_SILENT_SEC,
  type TSlideLayout,
  type TSlideTransition,
  type TSlideVideoSettings,
  type TVoice,
} from '@orator/contracts';
import type { TImportedDeck } from '../api/get-slide-deck';

/** One slide as the user edits it: what the request sends, and what the strip and the preview show. */
export interface TSlideDraft {
  /** The page's index in the import: it names the slide, wherever the user moves it. */
  page: number;
  imageUrl: string;
  script: string;
  /** Undefined: the video's voice. */
  voice: TVoice | undefined;
  /** Undefined: the video's speed. */
  speakRate: number | undefined;
  silentSec: number;
  pauseAfterSec: number;
  isPresenterHidden: boolean;
  /** Stays in the strip, greyed, and out of the video. */
  isHidden: boolean;
}

export interface TSlideDeckDraft {
  importId: number;
  fileName: string;
  /** Page width over height, once known. */
  aspect: number | null;
  /** In the order of the video. */
  slides: TSlideDraft[];
  selectedPage: number;
  layout: TSlideLayout;
  transition: TSlideTransition;
  /** The slide deleted last and where it stood, until it is put back or another one goes. */
  removed: { slide: TSlideDraft; index: number } | undefined;
}

/**
 * The studio starts each slide with the importer's script, the contract's defaults, and the deck's own hidden
 * slides; a deck hiding every slide would make no video, so then all are shown.
 */
export function deckDraft(deck: TImportedDeck): TSlideDeckDraft {
  const isAllHidden = deck.slides.every((slide) => slide.hidden);
  const slides = deck.slides.map((slide): TSlideDraft => ({
    page: slide.index,
    imageUrl: slide.image.url,
    script: slide.script,
    voice: undefined,
    speakRate: undefined,
    silentSec: SLIDE_SILENT_SEC.default,
    pauseAfterSec: SLIDE_PAUSE_SEC.default,
    isPresenterHidden: false,
    isHidden: slide.hidden && !isAllHidden,
  }));
  const first = slides.find((slide) => !slide.isHidden);
  return {
    importId: deck.importId,
    fileName: deck.fileName,
    aspect: deck.aspect,
    slides,
    selectedPage: first?.page ?? 0,
    layout: 'corner',
    transition: 'fade',
    removed: undefined,
  };
}

/** The slides with one moved `by` places, kept within the strip. */
export function moveSlide(slides: readonly TSlideDraft[], page: number, by: number): TSlideDraft[] {
  const from = slides.findIndex((slide) => slide.page === page);
  const to = Math.min(Math.max(from + by, 0), slides.length - 1);
  if (from < 0 || from === to) return [...slides];
  const moved = [...slides];
  const [slide] = moved.splice(from, 1);
  moved.splice(to, 0, slide!);
  return moved;
}

/** The video needs a slide to show: the last one shown can be neither hidden nor deleted. */
export function isLastShown(slides: readonly TSlideDraft[], slide: TSlideDraft): boolean {
  return !slide.isHidden && slides.filter((candidate) => !candidate.isHidden).length === 1;
}

function shot(slide: TSlideDraft): TSlideVideoSettings['slides'][number] {
  return {
    page: slide.page,
    script: slide.script,
    ...(slide.voice ? { voiceId: slide.voice.voiceId } : {}),
    ...(slide.speakRate !== undefined ? { speakRate: slide.speakRate } : {}),
    silentSec: slide.silentSec,
    pauseAfterSec: slide.pauseAfterSec,
    presenterHidden: slide.isPresenterHidden,
  };
}

/** ZSlideVideo: the shown slides in strip order; undefined while none is shown. */
export function slideVideo(deck: TSlideDeckDraft): TSlideVideoSettings | undefined {
  const shown = deck.slides.filter((slide) => !slide.isHidden);
  if (shown.length === 0) return undefined;
  return { importId: deck.importId, layout: deck.layout, transition: deck.transition, slides: shown.map(shot) };
}

/** How long the slide stays on screen: its narration or its silent time, and the pause after it. */
export function slideSeconds(slide: TSlideDraft, videoRate: number): number {
  return estimateSlideSeconds([shot(slide)], videoRate);
}
