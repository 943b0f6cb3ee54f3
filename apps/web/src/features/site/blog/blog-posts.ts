import type { TLocale } from '@orator/contracts';

/**
 * The blog's posts, newest first: Markdown in this folder, one file per language (`<slug>/<locale>.md`), written
 * in the subset `components/markdown.tsx` reads. Titles and descriptions for the index and the search engines are
 * the `meta` entries named here.
 */
export const BLOG_POSTS = [
  { slug: 'first-avatar-video', meta: 'blogFirstAvatarVideo', published: '2026-11-30' },
  { slug: 'how-orator-runs-offline', meta: 'blogOffline', published: '2026-11-30' },
] as const;
export type TBlogPost = (typeof BLOG_POSTS)[number];

/** Each post in each language, loaded with the post page, not with the index. */
const SOURCES = import.meta.glob<string>('./*/*.md', { query: '?raw', import: 'default' });

export function loadPostText(slug: TBlogPost['slug'], locale: TLocale): Promise<string> {
  const load = SOURCES[`./${slug}/${locale}.md`];
  if (!load) return Promise.reject(new Error(`the blog post ${slug} has no ${locale} text`));
  return load();
}

/** A post's address in the app: /blog/<slug>. */
export function blogPostPath(post: Pick<TBlogPost, 'slug'>): string {
  return `/blog/${post.slug}`;
}
