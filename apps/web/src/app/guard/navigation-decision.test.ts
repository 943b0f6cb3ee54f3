import { describe, expect, it } from 'vitest';
import { resolveRouteHandle, toRouteObjects } from '../routes/route-objects';
import { APP_ROUTES } from '../routes/route-table';
import { decideNavigation, type TNavigationFacts } from './navigation-decision';

const pages = toRouteObjects(APP_ROUTES);

/** Without a session given, a guest the server has already answered for (see `isGuestKnown`). */
function decide(url: string, session: Partial<Pick<TNavigationFacts, 'hasCachedUser' | 'isGuestKnown'>> = {}) {
  const [pathname = '', query] = url.split('?');
  return decideNavigation({
    pathname,
    search: query ? `?${query}` : '',
    hasCachedUser: session.hasCachedUser ?? false,
    isGuestKnown: session.isGuestKnown ?? true,
    resolveRoute: (path) => resolveRouteHandle(pages, path),
  });
}

const signedIn = { hasCachedUser: true, isGuestKnown: false };

describe('decideNavigation', () => {
  it('sends / to /workbench, keeping the kept query', () => {
    expect(decide('/', signedIn)).toEqual({ kind: 'redirect', to: '/workbench' });
    expect(decide('/?source=fb&utm=x', signedIn)).toEqual({ kind: 'redirect', to: '/workbench?source=fb' });
  });

  it('sends /user to the user centre', () => {
    expect(decide('/user', signedIn)).toEqual({ kind: 'redirect', to: '/user/userCenter' });
  });

  it('opens /zh and /pt on the home page in that language', () => {
    expect(decide('/zh')).toEqual({ kind: 'redirect', to: '/zh/home' });
    expect(decide('/pt?via=ad')).toEqual({ kind: 'redirect', to: '/pt/home?via=ad' });
  });

  it.each(['/login', '/register', '/forget', '/home', '/price', '/zh/price', '/pt/privacy-policy', '/share-video/5'])(
    'lets a guest open the public page %s',
    (path) => {
      expect(decide(path)).toEqual({ kind: 'allow' });
    },
  );

  it('lets a guest see the not-found page of an unknown deep path', () => {
    expect(decide('/no/such/page')).toEqual({ kind: 'allow' });
  });

  it('sends a guest to login with the target as redirect', () => {
    expect(decide('/workbench')).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fworkbench' });
    expect(decide('/fast-clone-upload/3?tab=x&utm=y')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Ffast-clone-upload%2F3%3Ftab%3Dx%26utm%3Dy&tab=x',
    });
  });

  it("sends a guest on an unknown screen of the shell to login, since the shell's catch-all is private", () => {
    expect(decide('/no-such-screen')).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fno-such-screen' });
    expect(decide('/user/no-such-screen')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fuser%2Fno-such-screen',
    });
  });

  it('asks the server first when no user is cached and no answer says guest (the cookie is unreadable)', () => {
    const unknown = { hasCachedUser: false, isGuestKnown: false };
    expect(decide('/workbench', unknown)).toEqual({ kind: 'loadUser' });
    expect(decide('/login', unknown)).toEqual({ kind: 'loadUser' });
    expect(decide('/home', unknown)).toEqual({ kind: 'loadUser' });
  });

  it('lets a signed-in user with a cached user through', () => {
    expect(decide('/workbench', signedIn)).toEqual({ kind: 'allow' });
    expect(decide('/no-such-screen', signedIn)).toEqual({ kind: 'allow' });
  });

  it('drops a trailing 1 from a route name, keeping the whole query', () => {
    expect(decide('/workbench1?tab=x&utm=y', signedIn)).toEqual({ kind: 'redirect', to: '/workbench?tab=x&utm=y' });
    expect(decide('/login1')).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('/user/userCenter1?tab=a', signedIn)).toEqual({ kind: 'redirect', to: '/user/userCenter?tab=a' });
    expect(decide('/zh/price1')).toEqual({ kind: 'redirect', to: '/zh/price' });
    expect(decide('/avatars-clone21', signedIn)).toEqual({ kind: 'redirect', to: '/avatars-clone2' });
  });

  it('does not touch a path that matches a route or names no route without its 1', () => {
    expect(decide('/fast-clone-upload/1', signedIn)).toEqual({ kind: 'allow' });
    expect(decide('/avatars-clone2', signedIn)).toEqual({ kind: 'allow' });
    expect(decide('/pricing1', signedIn)).toEqual({ kind: 'allow' });
  });
});
