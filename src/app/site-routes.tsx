/**
 * Everyone's part of the app: the landing and the way in (entry-routes.tsx), then the public pages
 * (public-routes.tsx). One table, loaded when an address of it is first opened (routes.tsx).
 */
import { entryRoutes } from './entry-routes';
import { publicRoutes } from './public-routes';
import type { AppRoute } from './route-types';

export const siteRoutes: readonly AppRoute[] = [...entryRoutes, ...publicRoutes];
