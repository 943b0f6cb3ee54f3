import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18n, i18nReady } from '../../shared/i18n/i18n';
import type { createAppRouter } from '../app';

type TAppRouter = ReturnType<typeof createAppRouter>;

/** What the build wrote on #root with a prerendered page (vite-plugins/prerender.ts). */
export interface TPrerenderedRoot {
  locale: string;
  namespaces: string[];
}

export function readPrerenderedRoot(container: HTMLElement): TPrerenderedRoot | undefined {
  const { prerenderedLocale, namespaces } = container.dataset;
  if (!prerenderedLocale || container.firstElementChild === null) return undefined;
  return { locale: prerenderedLocale, namespaces: namespaces ? namespaces.split(' ') : [] };
}

/** Resolves once the router has loaded the first route's code and its loader (the guard) has run. */
function routerInitialized(router: TAppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * A page whose HTML the build drew is hydrated once the browser would draw the same: its route's code and texts
 * loaded, the guard run and the page still the one the HTML shows (the guard may send a visitor elsewhere), in the
 * HTML's language (an English page's address is also opened by visitors who chose another language). Otherwise the
 * app renders as on any other page, replacing the HTML.
 */
export async function renderOverPrerendered(
  container: HTMLElement,
  prerendered: TPrerenderedRoot,
  router: TAppRouter,
  app: ReactNode,
): Promise<void> {
  const { pathname } = router.state.location;
  await Promise.all([i18nReady, routerInitialized(router)]);
  const { location, errors } = router.state;
  if (location.pathname === pathname && errors === null && i18n.language === prerendered.locale) {
    await i18n.loadNamespaces(prerendered.namespaces);
    // In a transition, hydration yields to the browser every few milliseconds instead of holding it until done.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
