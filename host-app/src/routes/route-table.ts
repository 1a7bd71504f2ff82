// The routes of the product's pages (docs/product.md, "Pages"), derived from the page table
// (page-table.tsx): every path with its kind and page. The router (app-routes.tsx) and the sidebar
// are built from these lists, and a unit test holds them to the product's page list.
import type { Role } from '@savdo/contract';
import type { RouteKind, RouteRequirements } from '@savdo/core';
import { PAGE_IDS, pageDef, type NavGroup, type PageId } from './page-table';

export type { NavGroup, PageId } from './page-table';

export interface RouteDef {
  /** react-router path pattern. */
  path: string;
  kind: RouteKind;
  page: PageId;
  requirements?: RouteRequirements;
}

function routesOf(kind: RouteKind, except: PageId[] = []): RouteDef[] {
  return PAGE_IDS.filter((page) => pageDef(page).kind === kind && !except.includes(page)).flatMap(
    (page) => {
      const { paths, requirements } = pageDef(page);
      return paths.map((path) =>
        requirements ? { path, kind, page, requirements } : { path, kind, page },
      );
    },
  );
}

/** Guest-only pages (kind public). */
export const PUBLIC_ROUTES: readonly RouteDef[] = routesOf('public');

/** Open to anyone. The catch-all is listed separately (CATCH_ALL_ROUTE). */
export const COMMON_ROUTES: readonly RouteDef[] = routesOf('common', ['notFound']);

export const BAN_ROUTE_DEF: RouteDef = routesOf('ban')[0]!;

/** `*`: a 404 page for signed-in users; signed-out visitors go to /auth. */
export const CATCH_ALL_ROUTE: RouteDef = { path: '*', kind: 'common', page: 'notFound' };

/** Signed-in pages, all inside the app layout. `/` redirects to /dashboard. */
export const PRIVATE_ROUTES: readonly RouteDef[] = routesOf('private');

/** `/` is private and redirects to the default landing route. */
export const ROOT_PATH = '/';

/** Every route of the table, catch-all last. */
export const ALL_ROUTES: readonly RouteDef[] = [
  ...PUBLIC_ROUTES,
  ...COMMON_ROUTES,
  BAN_ROUTE_DEF,
  { path: ROOT_PATH, kind: 'private', page: 'dashboard' },
  ...PRIVATE_ROUTES,
  CATCH_ALL_ROUTE,
];

export interface NavItem {
  to: string;
  page: PageId;
  group: NavGroup;
  /** Shown only to users of this role. */
  role?: Role;
  /** Not shown to users of this role. */
  hiddenFrom?: Role;
}

/** The sidebar: the pages the table puts there, in table order. */
export const NAV_ITEMS: readonly NavItem[] = PAGE_IDS.flatMap((page) => {
  const { nav, paths } = pageDef(page);
  if (!nav) return [];
  const item: NavItem = { to: paths[0]!, page, group: nav.group };
  if (nav.role) item.role = nav.role;
  if (nav.hiddenFrom) item.hiddenFrom = nav.hiddenFrom;
  return [item];
});

/** The sidebar items a user of `role` may open. */
export function navItemsFor(role: Role | null | undefined): readonly NavItem[] {
  return NAV_ITEMS.filter(
    (item) =>
      (item.role === undefined || item.role === role) &&
      (item.hiddenFrom === undefined || item.hiddenFrom !== role),
  );
}

export const NAV_GROUPS: readonly NavGroup[] = ['overview', 'learn', 'trade', 'account'];
