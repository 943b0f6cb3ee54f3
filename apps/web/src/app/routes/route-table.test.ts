import { describe, expect, it } from 'vitest';
import { appResources } from '../../shared/i18n/resources';
import { PUBLIC_SITE_PAGES } from '@orator/contracts';
import { AppPath } from '../../shared/lib/app-paths';
import { resolveRouteHandle, toRouteObjects } from './route-objects';
import { APP_ROUTES, isLayoutRoute, type TAppRoute, type TScreenRoute } from './route-table';

const routeObjects = toRouteObjects(APP_ROUTES);
const resolve = (path: string) => resolveRouteHandle(routeObjects, path);

function screens(routes: readonly TAppRoute[]): TScreenRoute[] {
  return routes.flatMap((route) => (isLayoutRoute(route) ? screens(route.children) : [route]));
}

/** SPEC 2, every named route: top level, the shell's children and the user area. */
const PRIVATE_ROUTES = [
  '/create',
  '/pptcreate',
  '/fast-clone',
  '/fast-clone-upload',
  '/fast-clone-upload/12',
  '/fast-clone-success',
  '/real-life-model',
  '/tiktok-avatar',
  '/my-tiktok-avatar',
  '/ai-video-translation',
  '/tiktok-video-generator',
  '/tiktok-fix-video',
  '/tiktok-creative-diagnosis',
  '/tiktok-script',
  '/dark-watermark',
  '/workbench',
  '/voice-clone',
  '/instant-voice-clone',
  '/digitalHumanClone',
  '/digital-human-clone',
  '/my',
  '/cutout',
  '/ai-character-generation',
  '/aivideogen',
  '/image-generator',
  '/video-subtitle-remover',
  '/marketing',
  '/dubbing',
  '/digitalDetail',
  '/digital-detail',
  '/rewards',
  '/template',
  '/url-to-video',
  '/video-face-swap',
  '/avatars',
  '/avatars-clone2',
  '/voices',
  '/user',
  '/user/userCenter',
  '/user/trade',
  '/user/recharge',
  '/user/interests',
  '/user/apiSetting',
  '/user/api-setting',
];

/** SPEC 2 "Public pages", at the paths this app gives them. */
const PUBLIC_PAGES = [
  '/home',
  '/home-model',
  '/model-custom',
  '/model-virtual-try-on',
  '/home-voice-clone',
  '/home-image-clone',
  '/privacy-policy',
  '/service-terms',
  '/price',
  '/voice-clone-model-essay',
  '/video-shooting-specifications',
  '/share-video',
  '/share-video/abc',
  '/share-new-year-video',
  '/share-new-year-video/abc',
  '/live-streaming',
  '/quantity',
  '/smart-shopping',
  '/digital-avatar',
  '/digital-ppt-creation',
  '/talking-photo',
  '/home-url-to-video',
  '/more-voice',
  '/more-avatar',
  '/home-video-face-swap',
  '/translator',
  '/help',
  '/faq',
  '/blog',
  '/blog/first-avatar-video',
  '/blog/how-orator-runs-offline',
  '/about',
  '/contact',
  '/safety-and-ethics',
  '/affiliate',
];

describe('the route table', () => {
  it.each(PRIVATE_ROUTES)('has the private route %s', (path) => {
    const handle = resolve(path);
    expect(handle).toMatchObject({ isPublic: false, isCatchAll: false });
  });

  it.each([...PUBLIC_PAGES, '/login', '/register', '/forget'])('has the public page %s', (path) => {
    expect(resolve(path)).toMatchObject({ isPublic: true, isCatchAll: false });
  });

  it.each(PUBLIC_PAGES)('serves %s under /zh and /pt in that language', (path) => {
    expect(resolve(path)?.locale).toBeUndefined();
    expect(resolve(`/zh${path}`)).toMatchObject({ isPublic: true, locale: 'zh', meta: resolve(path)?.meta });
    expect(resolve(`/pt${path}`)).toMatchObject({ isPublic: true, locale: 'pt', meta: resolve(path)?.meta });
  });

  it.each(PUBLIC_PAGES)('shows a page of its own at %s, not the under-construction page', (path) => {
    const underConstruction = screens(APP_ROUTES).find((route) => route.name === 'LayoutCatchAll')?.page;
    const handle = resolve(path);
    const route = screens(APP_ROUTES).find((candidate) => candidate.name === handle?.name && !candidate.locale);
    expect(route?.page).toBeDefined();
    expect(route?.page).not.toBe(underConstruction);
  });

  it('has exactly the public pages the server lists in the sitemap, with the same meta texts', () => {
    const all = screens(APP_ROUTES);
    const hasChineseTwin = (route: TScreenRoute) => all.some((twin) => twin.path === `/zh${route.path}`);
    const seoPages = all.filter(
      (route) => route.isPublic && !route.locale && !route.path.includes(':') && hasChineseTwin(route),
    );
    expect(seoPages.map(({ path, meta }) => ({ path, meta })).sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      [...PUBLIC_SITE_PAGES].sort((a, b) => a.path.localeCompare(b.path)),
    );
  });

  it('shows the under-construction page for unknown screens of the shell, not-found for the rest', () => {
    expect(resolve('/invoices')).toMatchObject({ meta: 'underConstruction', isCatchAll: true, isPublic: false });
    expect(resolve('/user/invoices')).toMatchObject({ meta: 'underConstruction', isCatchAll: true });
    expect(resolve('/no/such/page')).toMatchObject({ meta: 'notFound', isCatchAll: true, isPublic: true });
    expect(resolve('/zh/no-such-page')).toMatchObject({ meta: 'notFound' });
  });

  it('asks before leaving exactly the editors of SPEC 2 and the clone upload, url-to-video except towards /my', () => {
    const guarded = screens(APP_ROUTES)
      .filter((route) => route.leaveRule)
      .map((route) => route.path);
    expect(guarded.sort()).toEqual(
      [
        '/ai-video-translation',
        '/create',
        '/pptcreate',
        '/tiktok-avatar',
        '/url-to-video',
        '/fast-clone-upload/:id?',
      ].sort(),
    );
    expect(resolve('/url-to-video')?.leaveRule).toEqual({ exceptTo: [AppPath.My] });
    expect(resolve('/fast-clone-upload/7')?.leaveRule).toEqual({
      exceptTo: [AppPath.FastCloneSuccess, AppPath.Avatars],
    });
  });

  it('shows the banner on Create, PPT create, My project and video detail', () => {
    const withBanner = screens(APP_ROUTES)
      .filter((route) => route.hasBanner)
      .map((route) => route.path);
    expect(withBanner.sort()).toEqual(['/create', '/pptcreate', '/digital-detail', '/digitalDetail', '/my'].sort());
  });

  it('gives every page its own meta entry in every language, with a heading and a title', () => {
    for (const route of screens(APP_ROUTES).filter((screen) => screen.page)) {
      expect(route.meta, route.path).toBeDefined();
      for (const locale of ['en', 'zh', 'pt'] as const) {
        const meta = appResources[locale].meta[route.meta!];
        expect(meta.heading, `${locale} ${route.path}`).toBeTruthy();
        expect(meta.title, `${locale} ${route.path}`).toBeTruthy();
      }
    }
  });
});
