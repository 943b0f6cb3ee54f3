import type { ComponentType } from 'react';
import { authPages } from '../../features/auth';
import { workbenchPages } from '../../features/workbench';
import { AppPath } from '../../shared/lib/app-paths';
import type { TRouteMetaName } from './route-handle';

export interface TAppRoute {
  /** The route's name in SPEC 2. */
  name: string;
  /** Relative to the /ai basename; '*' catches every path no other route matches. */
  path: string;
  /** SPEC 4: guests may open public routes; every other route sends them to log in first. */
  isPublic: boolean;
  meta?: TRouteMetaName;
  /** Loaded on first visit, so each page is its own chunk. */
  page?: () => Promise<{ default: ComponentType }>;
  redirectTo?: string;
  children?: readonly TAppRoute[];
}

/**
 * Every screen of the app. Adding a SPEC 2 route is adding an entry here: the router, the guard and the
 * meta tags all read this table.
 */
export const APP_ROUTES: readonly TAppRoute[] = [
  { name: 'Root', path: AppPath.Root, isPublic: true, redirectTo: AppPath.Workbench },
  { name: 'Login', path: AppPath.Login, isPublic: true, meta: 'login', page: authPages.login },
  { name: 'Register', path: AppPath.Register, isPublic: true, meta: 'register', page: authPages.register },
  { name: 'Forget', path: AppPath.Forget, isPublic: true, meta: 'forget', page: authPages.forget },
  { name: 'workbench', path: AppPath.Workbench, isPublic: false, meta: 'workbench', page: workbenchPages.workbench },
  { name: 'NotFound', path: '*', isPublic: true, meta: 'notFound', page: () => import('../pages/not-found-page') },
];
