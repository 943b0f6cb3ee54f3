import { describe, expect, it } from 'vitest';
import { prerenderedScreens } from './plain-screens';
import { APP_ROUTES } from './route-table';

const PRERENDERED = prerenderedScreens(APP_ROUTES).map((screen) => [screen.path, screen.locale]);

describe('the screens the build prerenders', () => {
  it('include the public pages built without antd, each in every language', () => {
    expect(PRERENDERED).toContainEqual(['/home', undefined]);
    expect(PRERENDERED).toContainEqual(['/zh/home', 'zh']);
    expect(PRERENDERED).toContainEqual(['/pt/faq', 'pt']);
    expect(PRERENDERED).toContainEqual(['/home-video-face-swap', undefined]);
  });

  it('include the login page, which has a plain screen of its own outside the layouts', () => {
    expect(PRERENDERED).toContainEqual(['/login', undefined]);
  });

  it('leave out the screens built with antd, those with a parameter and the signed-in ones', () => {
    const paths = PRERENDERED.map(([path]) => path);
    for (const path of ['/price', '/zh/price', '/register', '/workbench', '/create']) {
      expect(paths).not.toContain(path);
    }
    expect(paths.filter((path) => path?.includes(':') || path?.includes('*'))).toEqual([]);
  });
});
