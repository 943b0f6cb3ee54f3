import { WEB_BASE } from '@orator/contracts';

/** The router's basename: the app lives under /ai/ (SPEC 2). */
export const APP_BASENAME = WEB_BASE.replace(/\/+$/, '');

/** Paths inside the app, relative to the basename. Pages link by these names, never by literal strings. */
export const AppPath = {
  Root: '/',
  Login: '/login',
  Register: '/register',
  Forget: '/forget',
  Workbench: '/workbench',
  ServiceTerms: '/service-terms',
  PrivacyPolicy: '/privacy-policy',
} as const;

/** Strips the basename from a browser pathname: '/ai/workbench' -> '/workbench'. */
export function toAppPath(browserPathname: string): string {
  if (browserPathname === APP_BASENAME) return '/';
  return browserPathname.startsWith(`${APP_BASENAME}/`) ? browserPathname.slice(APP_BASENAME.length) : browserPathname;
}

/** The browser URL of an app path, for links that leave the router (new tabs, the OAuth round trip). */
export function toBrowserPath(appPath: string): string {
  return `${APP_BASENAME}${appPath}`;
}

export function loginPath(redirectTarget?: string): string {
  if (!redirectTarget || redirectTarget === AppPath.Login) return AppPath.Login;
  return `${AppPath.Login}?${new URLSearchParams({ redirect: redirectTarget }).toString()}`;
}

/**
 * Where to go after signing in: the `redirect` query when it names a page of this app, else the workbench.
 * Anything that could leave the site ('//evil.example', 'https://...') is ignored.
 */
export function redirectTargetFrom(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return AppPath.Workbench;
  }
  const appTarget = toAppPath(target);
  return appTarget.startsWith(AppPath.Login) ? AppPath.Workbench : appTarget;
}
