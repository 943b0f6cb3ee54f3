/**
 * The public pages of the web app (SPEC 2 "Public pages" and "Other screens implied by labels"), each served in
 * English at its path and in the other languages under their SEO prefix (SPEC 9): /ai/price, /ai/zh/price,
 * /ai/pt/price. The web app routes them; the server writes their meta tags into the page it serves, lists them in
 * the sitemap and lets robots crawl them. `meta` names the page's entry in the web app's meta texts.
 *
 * Vite's config imports this file by a relative path (apps/web/vite-plugins), so it imports nothing.
 */
export const PUBLIC_SITE_PAGES = [
  { path: '/home', meta: 'home' },
  { path: '/price', meta: 'price' },
  { path: '/home-model', meta: 'homeModel' },
  { path: '/model-custom', meta: 'modelCustom' },
  { path: '/model-virtual-try-on', meta: 'modelVirtualTryOn' },
  { path: '/home-voice-clone', meta: 'homeVoiceClone' },
  { path: '/home-image-clone', meta: 'homeImageClone' },
  { path: '/voice-clone-model-essay', meta: 'voiceCloneModelEssay' },
  { path: '/video-shooting-specifications', meta: 'videoShootingSpecifications' },
  { path: '/share-new-year-video', meta: 'shareNewYearVideo' },
  { path: '/live-streaming', meta: 'liveStreaming' },
  { path: '/quantity', meta: 'quantity' },
  { path: '/smart-shopping', meta: 'smartShopping' },
  { path: '/digital-avatar', meta: 'digitalAvatar' },
  { path: '/digital-ppt-creation', meta: 'digitalPptCreation' },
  { path: '/talking-photo', meta: 'talkingPhoto' },
  { path: '/home-url-to-video', meta: 'homeUrlToVideo' },
  { path: '/more-voice', meta: 'moreVoice' },
  { path: '/more-avatar', meta: 'moreAvatar' },
  { path: '/home-video-face-swap', meta: 'homeVideoFaceSwap' },
  { path: '/translator', meta: 'translator' },
  { path: '/api-docs', meta: 'apiDocs' },
  { path: '/help', meta: 'help' },
  { path: '/faq', meta: 'faq' },
  { path: '/blog', meta: 'blog' },
  { path: '/blog/first-avatar-video', meta: 'blogFirstAvatarVideo' },
  { path: '/blog/how-orator-runs-offline', meta: 'blogOffline' },
  { path: '/about', meta: 'about' },
  { path: '/contact', meta: 'contact' },
  { path: '/safety-and-ethics', meta: 'safetyEthics' },
  { path: '/affiliate', meta: 'affiliate' },
  { path: '/privacy-policy', meta: 'privacyPolicy' },
  { path: '/service-terms', meta: 'serviceTerms' },
] as const satisfies readonly { path: `/${string}`; meta: string }[];

export type TPublicSitePage = (typeof PUBLIC_SITE_PAGES)[number];

/** A public page's title, description and keywords in one language, as the web app's meta texts give them. */
export interface TSitePageMeta {
  title: string;
  description: string;
  keywords: string;
}

/**
 * What the web build writes beside index.html (`seo-pages.json`): each public page's meta texts per language, so
 * the server can put them in the HTML before any script runs.
 */
export type TSitePageMetaFile = Record<string, Record<string, TSitePageMeta>>;

/** The file the web build writes the public pages' meta texts to, at the root of its output. */
export const SITE_PAGE_META_FILE = 'seo-pages.json';

/**
 * What the web build writes beside index.html (`prerendered-pages.json`): the complete HTML of each screen it draws
 * at build time (the public pages in each language, the login page), by its path under the app's base (/home,
 * /zh/home, /login). The server sends it, with the public pages' own head tags, instead of the empty index.html.
 */
export type TPrerenderedPagesFile = Record<string, string>;

/** The file the web build writes the prerendered screens to, at the root of its output. */
export const PRERENDERED_PAGES_FILE = 'prerendered-pages.json';
