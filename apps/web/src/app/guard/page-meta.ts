export interface TPageMeta {
  title: string;
  description: string;
  keywords: string;
}

export type TMetaCatalogue = { default: TPageMeta } & Partial<Record<string, Partial<TPageMeta>>>;

/** SPEC 2: each route has its own title, description and keywords, with the defaults where it sets none. */
export function resolvePageMeta(catalogue: TMetaCatalogue, routeMeta: string | undefined): TPageMeta {
  const own = routeMeta ? catalogue[routeMeta] : undefined;
  return {
    title: own?.title ?? catalogue.default.title,
    description: own?.description ?? catalogue.default.description,
    keywords: own?.keywords ?? catalogue.default.keywords,
  };
}

function upsertNamedMeta(doc: Document, name: string, content: string): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.name = name;
    doc.head.append(element);
  }
  element.content = content;
}

export function applyPageMeta(doc: Document, meta: TPageMeta): void {
  doc.title = meta.title;
  upsertNamedMeta(doc, 'description', meta.description);
  upsertNamedMeta(doc, 'keywords', meta.keywords);
}
