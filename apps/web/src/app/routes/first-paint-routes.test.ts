import { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import firstPaint from '../../../first-paint-routes.json';
import { APP_BASENAME } from '../../shared/lib/app-paths';
import { createAppRoutes } from '../router';

/** Every layout and page module, keyed as first-paint-routes.json names them (relative to apps/web). */
const SCREEN_MODULES = Object.fromEntries(
  Object.entries(
    import.meta.glob<{ default: ComponentType }>(['../layouts/*/*-layout.tsx', '../../features/*/pages/*-page.tsx']),
  ).map(([key, load]) => [key.replace(/^(\.\.\/)+/, (up) => (up.length === 3 ? 'src/app/' : 'src/')), load]),
);
/** A screen built with antd comes inside its theme (route-objects.ts); the module names the screen within. */
const screenOf = (component: ComponentType) => ('inner' in component ? (component.inner as ComponentType) : component);

const LOCALE_FILES = Object.keys(import.meta.glob('../../locales/en/*.json')).map((key) =>
  key.replace('../../', 'src/'),
);

/**
 * bench/bundle-budget.ts and the CI budget check count what a first visit needs from this list: it must name what the
 * router really loads for each path, or the budget measures the wrong chunks.
 */
describe('first-paint-routes.json', () => {
  it.each(firstPaint.routes)('names the layout and page the router loads for $path', async ({ path, modules }) => {
    const matches = matchRoutes(createAppRoutes(new QueryClient()), path, APP_BASENAME) ?? [];
    const loaded = await Promise.all(
      matches.flatMap(({ route }) =>
        typeof route.lazy === 'function'
          ? [route.lazy().then((found) => found.Component && screenOf(found.Component))]
          : [],
      ),
    );
    const screens = modules.filter((module) => module.endsWith('.tsx'));
    const named = await Promise.all(screens.map(async (module) => (await SCREEN_MODULES[module]!()).default));
    expect(named).toHaveLength(loaded.length);
    expect(named).toEqual(loaded);
  });

  it('names English namespaces that exist', () => {
    const namespaces = [...firstPaint.beforeRender, ...firstPaint.routes.flatMap((route) => route.modules)].filter(
      (module) => module.startsWith('src/locales/'),
    );
    expect(namespaces.length).toBeGreaterThan(0);
    for (const namespace of namespaces) expect(LOCALE_FILES).toContain(namespace);
  });
});
