import { createStore } from 'zustand';
import type { TImportedDeck } from '../api/get-slide-deck';
import { deckDraft, isLastShown, moveSlide, type TSlideDeckDraft, type TSlideDraft } from './slide-deck';

type TDeckSettings = Pick<TSlideDeckDraft, 'layout' | 'transition' | 'selectedPage'>;

export interface TSlideDeckState {
  /** Undefined until a deck is imported, and again when the user starts over with another. */
  deck: TSlideDeckDraft | undefined;
  load: (deck: TImportedDeck) => void;
  clear: () => void;
  set: (patch: Partial<TDeckSettings>) => void;
  edit: (page: number, patch: Partial<TSlideDraft>) => void;
  move: (page: number, by: number) => void;
  remove: (page: number) => void;
  undoRemove: () => void;
}

/** One store per visit of the page, as the studio's own draft: leaving drops both. */
export function createSlideDeckStore() {
  return createStore<TSlideDeckState>()((setState, getState) => {
    function change(recipe: (deck: TSlideDeckDraft) => Partial<TSlideDeckDraft>) {
      const { deck } = getState();
      if (deck) setState({ deck: { ...deck, ...recipe(deck) } });
    }
    return {
      deck: undefined,
      load: (deck) => setState({ deck: deckDraft(deck) }),
      clear: () => setState({ deck: undefined }),
      set: (patch) => change(() => patch),
      edit: (page, patch) =>
        change((deck) => ({
          slides: deck.slides.map((slide) => {
            if (slide.page !== page) return slide;
            const edited = { ...slide, ...patch };
            return edited.isHidden && isLastShown(deck.slides, slide) ? slide : edited;
          }),
        })),
      move: (page, by) => change((deck) => ({ slides: moveSlide(deck.slides, page, by) })),
      remove: (page) =>
        change((deck) => {
          const index = deck.slides.findIndex((slide) => slide.page === page);
          const slide = deck.slides[index];
          if (!slide || isLastShown(deck.slides, slide)) return {};
          const slides = deck.slides.filter((candidate) => candidate.page !== page);
          const next = slides[Math.min(index, slides.length - 1)]!;
          return {
            slides,
            removed: { slide, index },
            selectedPage: deck.selectedPage === page ? next.page : deck.selectedPage,
          };
        }),
      undoRemove: () =>
        change(({ slides, removed }) => {
          if (!removed) return {};
          const restored = [...slides];
          restored.splice(removed.index, 0, removed.slide);
          return { slides: restored, removed: undefined, selectedPage: removed.slide.page };
        }),
    };
  });
}

export type TSlideDeckStore = ReturnType<typeof createSlideDeckStore>;
