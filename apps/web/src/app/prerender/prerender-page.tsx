import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { takeNotedImports } from 'virtual:prerender-imports';
import { DEFAULT_LOCALE, type TLocale } from '@orator/contracts';
import { createAppI18n } from '../../shared/i18n/i18n';
import { APP_BASENAME } from '../../shared/lib/app-paths';
import { Providers } from '../providers';
import { createQueryClient } from '../query-client';
import { createAppRoutes } from '../router';
import { prerenderedScreens } from '../routes/plain-screens';
import { APP_ROUTES } from '../routes/route-table';

/** A screen the build draws, at its path under the app's base, in the language that path shows. */
export interface TPrerenderedPage {
  path: string;
  locale: TLocale;
}

export interface TPrerenderResult {
  /** The markup of #root. */
  html: string;
  /** The i18n namespaces the page was drawn with, which the browser loads before it hydrates. */
  namespaces: string[];
  /** The modules the page loaded (keys of the client build's manifest): its layout, page and texts. */
  modules: string[];
}

export const PRERENDERED_PAGES: TPrerenderedPage[] = prerenderedScreens(APP_ROUTES).map((screen) => ({
  path: screen.path,
  locale: screen.locale ?? DEFAULT_LOCALE,
}));

/**
 * The page as a guest's first visit draws it, before any answer from the API: the queries' loading state, which
 * is also what the browser's first render shows. The guard's loader stays out: it reads the visitor's stored
 * session and asks the server, and a guest may open every prerendered screen. Each page has its own i18n instance
 * in its language, so the namespaces it loads are the ones the page uses.
 */
export async function prerenderPage({ path, locale }: TPrerenderedPage): Promise<TPrerenderResult> {
  takeNotedImports();
  const i18n = createAppI18n(locale);
  await i18n.ready;
  const queryClient = createQueryClient();
  const routes = createAppRoutes(queryClient).map(({ loader: _guard, ...route }) => route);
  const handler = createStaticHandler(routes, { basename: APP_BASENAME });
  const context = await handler.query(new Request(new URL(`${APP_BASENAME}${path}`, 'http://prerender')));
  if (context instanceof Response) throw new Error(`prerendering ${path}: the router answered ${context.status}`);
  if (context.errors) throw new Error(`prerendering ${path}: ${JSON.stringify(context.errors)}`);

  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <I18nextProvider i18n={i18n.instance}>
        <Providers queryClient={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </Providers>
      </I18nextProvider>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`prerendering ${path}`, { cause: errors[0] });
  return {
    html,
    namespaces: Object.keys(i18n.instance.store.data[locale] ?? {}),
    modules: takeNotedImports(),
  };
}
