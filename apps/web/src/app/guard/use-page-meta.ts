import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../routes/use-route-handle';
import { applyPageMeta, resolvePageMeta, type TMetaCatalogue } from './page-meta';

/** Keeps the document's title, description and keywords on the current route, in the current language. */
export function usePageMeta(): void {
  const { i18n } = useTranslation();
  const routeMeta = useRouteHandle()?.meta;
  const language = i18n.language;

  useEffect(() => {
    const catalogue = i18n.getResourceBundle(language, 'meta') as TMetaCatalogue;
    applyPageMeta(document, resolvePageMeta(catalogue, routeMeta));
  }, [i18n, routeMeta, language]);
}
