import { describe, expect, it } from 'vitest';
import type { TImportedDeck } from '../api/get-slide-deck';
import { deckDraft, moveSlide, slideVideo } from './slide-deck';

function aDeck(hidden: boolean[]): TImportedDeck {
  return {
    importId: 9,
    fileName: 'deck.pdf',
    aspect: 4 / 3,
    slides: hidden.map((isHidden, index) => ({
      index,
      text: '',
      notes: '',
      script: `Slide ${index}`,
      scriptSource: 'text',
      hidden: isHidden,
      image: { index, url: `/page-${index}.png`, width: 800, height: 600 },
    })),
  };
}

const pages = (slides: readonly { page: number }[]) => slides.map((slide) => slide.page);

describe('the slide deck draft', () => {
  it('selects the first slide the deck shows', () => {
    expect(deckDraft(aDeck([true, false, false])).selectedPage).toBe(1);
  });

  it('shows every slide of a deck that hides them all, which would otherwise make no video', () => {
    const draft = deckDraft(aDeck([true, true]));
    expect(draft.slides.every((slide) => !slide.isHidden)).toBe(true);
    expect(pages(slideVideo(draft)!.slides)).toEqual([0, 1]);
  });

  it('moves a slide within the strip and no further', () => {
    const { slides } = deckDraft(aDeck([false, false, false]));
    expect(pages(moveSlide(slides, 2, -1))).toEqual([0, 2, 1]);
    expect(pages(moveSlide(slides, 0, -1))).toEqual([0, 1, 2]);
    expect(pages(moveSlide(slides, 1, 5))).toEqual([0, 2, 1]);
  });
});
