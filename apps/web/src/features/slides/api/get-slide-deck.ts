import { useQuery } from '@tanstack/react-query';
import { SlidesApi, type TExtractedSlide, type TSlideExtraction, type TSlidePage } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** One slide as the studio starts it: its page image and what the slide says. */
export interface TImportedSlide extends TExtractedSlide {
  image: TSlidePage;
}

export interface TImportedDeck {
  importId: number;
  fileName: string;
  aspect: number | null;
  slides: TImportedSlide[];
}

/** A finished import's scripts and page images, joined by slide. */
export async function getSlideDeck(id: number, signal?: AbortSignal): Promise<TImportedDeck> {
  const [extraction, pages] = await Promise.all([
    shortApiClient.post<TSlideExtraction>(SlidesApi.extract, { id }, { signal }),
    shortApiClient.get<TSlidePage[]>(SlidesApi.images, { id }, { signal }),
  ]);
  const byIndex = new Map(pages.map((page) => [page.index, page]));
  return {
    importId: extraction.id,
    fileName: extraction.fileName,
    aspect: extraction.aspect,
    slides: extraction.slides.flatMap((slide) => {
      const image = byIndex.get(slide.index);
      return image ? [{ ...slide, image }] : [];
    }),
  };
}

export function useSlideDeck(id: number | undefined) {
  return useQuery({
    queryKey: [SlidesApi.extract, id ?? 0] as const,
    queryFn: ({ signal }) => getSlideDeck(id!, signal),
    enabled: id !== undefined,
    staleTime: Infinity,
  });
}
