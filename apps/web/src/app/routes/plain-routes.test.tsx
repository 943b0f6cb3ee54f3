import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useClientState } from '../../shared/state/client-state';
import { markIntroTourDone } from '../../shared/storage/local-values';
import { answerCatalogueSummary } from '../../test/catalogue';
import { renderApp } from '../../test/render-app';
import { playPhoneWidth, signIn } from '../../test/session';
import { resolveRouteHandle, toRouteObjects } from './route-objects';
import { plainScreens } from './plain-screens';
import { APP_ROUTES } from './route-table';

/** The English paths of the screens the route table says are built without antd. */
const PLAIN_PATHS = plainScreens(APP_ROUTES)
  // A page at an address with a parameter shows a record the test would have to invent.
  .filter((screen) => !screen.locale && screen.page && !screen.path.includes(':'))
  .map((screen) => screen.path);

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

const ROUTE_OBJECTS = toRouteObjects(APP_ROUTES);

/** Opens a screen; one behind the sign-in (the shell's) signed in, past the intro tour of a first visit. */
function visit(path: string) {
  if (resolveRouteHandle(ROUTE_OBJECTS, path)?.isPublic === false) {
    signIn();
    markIntroTourDone();
  }
  return renderApp(`/ai${path}`);
}

/** Waits for the screen's content: its headings, and no loader left for its parts. */
async function screenShown(container: HTMLElement) {
  await within(await screen.findByRole('main')).findAllByRole('heading');
  await waitFor(() => expect(container.querySelector('.page-loader')).toBeNull());
}

beforeEach(() => {
  answerCatalogueSummary();
});

describe('screens built without antd', () => {
  it('include the home page, most of the public site and the workbench', () => {
    expect(PLAIN_PATHS).toContain('/home');
    expect(PLAIN_PATHS).toContain('/workbench');
    expect(PLAIN_PATHS.length).toBeGreaterThan(20);
  });

  it.each(PLAIN_PATHS)('%s renders no antd component, so it needs none of antd’s theme', async (path) => {
    const { container } = visit(path);
    await screenShown(container);
    expect(antdClassNames(container)).toEqual([]);
  });

  it('include the shell with its sidebar collapsed', async () => {
    useClientState.getState().setSidebarCollapsed(true);
    const { container } = visit('/workbench');
    await screenShown(container);
    expect(container.querySelector('.shell-sider--collapsed')).not.toBeNull();
    expect(antdClassNames(container)).toEqual([]);
  });

  it('include the shell on a phone, whose menu loads antd when it opens', async () => {
    playPhoneWidth();
    const { container } = visit('/workbench');
    await screenShown(container);
    expect(screen.getByTestId('shell-menu-button')).toBeTruthy();
    expect(antdClassNames(container)).toEqual([]);
  });
});
