import { describe, expect, it } from 'vitest';
import { resolveRouteHandle, toRouteObjects } from '../routes/route-objects';
import { APP_ROUTES, type TAppRoute } from '../routes/route-table';
import { decideNavigation, type TNavigationFacts } from './navigation-decision';

const loadPage = async () => ({ default: () => null });

/** The real table plus a page with an id, as SPEC 2's /fast-clone-upload/:id? will be. */
const TABLE: readonly TAppRoute[] = [
  ...APP_ROUTES.filter((route) => route.path !== '*'),
  { name: 'FastCloneUpload', path: '/fast-clone-upload/:id?', isPublic: false, page: loadPage },
  ...APP_ROUTES.filter((route) => route.path === '*'),
];
const pages = toRouteObjects(TABLE);

function decide(url: string, session: Partial<Pick<TNavigationFacts, 'hasToken' | 'hasCachedUser'>> = {}) {
  const [pathname = '', query] = url.split('?');
  return decideNavigation({
    pathname,
    search: query ? `?${query}` : '',
    hasToken: session.hasToken ?? false,
    hasCachedUser: session.hasCachedUser ?? false,
    resolveRoute: (path) => resolveRouteHandle(pages, path),
  });
}

const signedIn = { hasToken: true, hasCachedUser: true };

describe('decideNavigation', () => {
  it('sends / to /workbench, keeping the kept query', () => {
    expect(decide('/', signedIn)).toEqual({ kind: 'redirect', to: '/workbench' });
    expect(decide('/?source=fb&utm=x', signedIn)).toEqual({ kind: 'redirect', to: '/workbench?source=fb' });
  });

  it.each(['/login', '/register', '/forget', '/no-such-page'])('lets a guest open the public page %s', (path) => {
    expect(decide(path)).toEqual({ kind: 'allow' });
  });

  it('sends a guest to login with the target as redirect', () => {
    expect(decide('/workbench')).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fworkbench' });
    expect(decide('/fast-clone-upload/3?tab=x&utm=y')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Ffast-clone-upload%2F3%3Ftab%3Dx%26utm%3Dy&tab=x',
    });
  });

  it('loads the user first when there is a token but no cached user', () => {
    expect(decide('/workbench', { hasToken: true })).toEqual({ kind: 'loadUser' });
    expect(decide('/login', { hasToken: true })).toEqual({ kind: 'loadUser' });
  });

  it('lets a signed-in user with a cached user through', () => {
    expect(decide('/workbench', signedIn)).toEqual({ kind: 'allow' });
  });

  it('drops a trailing 1 from a route name, keeping the whole query', () => {
    expect(decide('/workbench1?tab=x&utm=y', signedIn)).toEqual({ kind: 'redirect', to: '/workbench?tab=x&utm=y' });
    expect(decide('/login1')).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('does not touch a path that matches a route or names no route without its 1', () => {
    expect(decide('/fast-clone-upload/1', signedIn)).toEqual({ kind: 'allow' });
    expect(decide('/pricing1', signedIn)).toEqual({ kind: 'allow' });
  });
});
