import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerCatalogueSummary } from '../../test/catalogue';
import { renderApp } from '../../test/render-app';
import { APP_ROUTES, isLayoutRoute, type TAppRoute } from './route-table';

/** The English paths of the screens the route table says are built without antd. */
function plainScreenPaths(routes: readonly TAppRoute[]): string[] {
  return routes.flatMap((route) => {
    if (!isLayoutRoute(route) || !route.isPlain) return [];
    return route.children.flatMap((child) =>
      // A page at an address with a parameter shows a record the test would have to invent.
      isLayoutRoute(child) || child.usesAntd || child.locale || !child.page || child.path.includes(':')
        ? []
        : [child.path],
    );
  });
}

const PLAIN_PATHS = plainScreenPaths(APP_ROUTES);

/**
 * antd's components name their elements ant-<component>; its icons (anticon) come without its style engine. The
 * header's language menu is antd's Select, loaded after the first paint in its own scope (language-switcher.tsx).
 */
function antdClassNames(root: HTMLElement): string[] {
  const languageMenu = root.querySelector(
    '.ant-select:has([data-testid="language-switcher"]), [data-testid="language-switcher"]',
  );
  return [...root.querySelectorAll('[class^="ant-"], [class*=" ant-"]')]
    .filter((element) => !languageMenu?.contains(element))
    .map((element) => element.className);
}

beforeEach(() => {
  answerCatalogueSummary();
});

describe('screens built without antd', () => {
  it('include the home page and most of the public site', () => {
    expect(PLAIN_PATHS).toContain('/home');
    expect(PLAIN_PATHS.length).toBeGreaterThan(20);
  });

  it.each(PLAIN_PATHS)('%s renders no antd component, so it needs none of antd’s theme', async (path) => {
    const { container } = renderApp(`/ai${path}`);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(container.querySelector('.page-loader')).toBeNull());
    expect(antdClassNames(container)).toEqual([]);
  });
});
