import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { TRouteHandle } from '../routes/route-handle';
import { applyPageMeta, resolvePageMeta, type TMetaCatalogue } from './page-meta';

/** Keeps the document's title, description and keywords on the current route, in the current language. */
export function usePageMeta(): void {
  const matches = useMatches();
  const { t, i18n } = useTranslation();
  const routeMeta = (matches.at(-1)?.handle as TRouteHandle | undefined)?.meta;
  const language = i18n.language;

  useEffect(() => {
    const catalogue = t('meta', { returnObjects: true, lng: language }) as TMetaCatalogue;
    applyPageMeta(document, resolvePageMeta(catalogue, routeMeta));
  }, [t, routeMeta, language]);
}
