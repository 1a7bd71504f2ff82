// The route objects of the host app, built from the route table: guest-only pages in the auth
// frame, the open pages (verify email, the policies) too, the wide open ones (the widget gallery)
// in the site frame, /ban with its own guard, every private page in the app frame behind the
// private guard, and the catch-all last.
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { DEFAULT_LANDING_ROUTE } from '@savdo/contract';
import { AccessGuard } from '../guards/access-guard';
import { LazyAppLayout } from '../layout/lazy-app-layout';
import { AuthLayout } from '../layout/auth-layout';
import { SiteLayout } from '../layout/site-layout';
import { pageDef } from './page-table';
import { RouteErrorBoundary } from '../pages/route-error';
import { CatchAll } from './catch-all';
import { LazyPage } from './lazy-page';
import { routesByFirstSegment } from './routes-for-path';
import {
  BAN_ROUTE_DEF,
  COMMON_ROUTES,
  PRIVATE_ROUTES,
  PUBLIC_ROUTES,
  ROOT_PATH,
} from './route-table';

export const appRoutes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: (
          <AccessGuard kind="public">
            <AuthLayout />
          </AccessGuard>
        ),
        children: PUBLIC_ROUTES.map((route) => ({
          path: route.path,
          element: <LazyPage page={route.page} />,
        })),
      },
      {
        element: <AuthLayout />,
        children: COMMON_ROUTES.filter((route) => !pageDef(route.page).wide).map((route) => ({
          path: route.path,
          element: <LazyPage page={route.page} />,
        })),
      },
      {
        element: <SiteLayout />,
        children: COMMON_ROUTES.filter((route) => pageDef(route.page).wide).map((route) => ({
          path: route.path,
          element: <LazyPage page={route.page} />,
        })),
      },
      {
        path: BAN_ROUTE_DEF.path,
        element: (
          <AccessGuard kind="ban">
            <LazyPage page="ban" />
          </AccessGuard>
        ),
      },
      {
        element: (
          <AccessGuard kind="private">
            {(passwordDialog) => <LazyAppLayout passwordDialog={passwordDialog} />}
          </AccessGuard>
        ),
        children: [
          { path: ROOT_PATH, element: <Navigate to={DEFAULT_LANDING_ROUTE} replace /> },
          ...PRIVATE_ROUTES.map((route) => ({
            path: route.path,
            element: (
              <AccessGuard kind="private" requirements={route.requirements} noticeVariant="inline">
                <LazyPage page={route.page} />
              </AccessGuard>
            ),
          })),
        ],
      },
      { path: '*', element: <CatchAll /> },
    ],
  },
];

const routesFor = routesByFirstSegment(appRoutes);

/**
 * The routes rendered by whichever router holds them (browser, or memory in tests): only those
 * that can match the address's first segment (./routes-for-path.ts).
 */
export function AppRoutes() {
  return useRoutes(routesFor(useLocation().pathname));
}
