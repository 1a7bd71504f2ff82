// The routes of spec section 2 as data: every path, its kind and the page it shows. The router
// (router.tsx) and the sidebar are built from this table, and a unit test holds it to the spec.
import type { Role } from '@savdo/contract';
import type { RouteKind, RouteRequirements } from '@savdo/core';

/** Every page of the host app; also the key of its title and description strings. */
export type PageId =
  | 'auth'
  | 'resetPassword'
  | 'verifyEmail'
  | 'privacy'
  | 'terms'
  | 'ban'
  | 'notFound'
  | 'dashboard'
  | 'profile'
  | 'economicCalendar'
  | 'resourceCenter'
  | 'resourceDetail'
  | 'videoCourses'
  | 'courseDetail'
  | 'coursePlayer'
  | 'lesson'
  | 'settings'
  | 'analytics'
  | 'tradingChart'
  | 'tradingSignals'
  | 'tradingJournal'
  | 'copyTrade'
  | 'aiAssistant'
  | 'algoTrading'
  | 'algoDetail'
  | 'myAlgo'
  | 'upgradePlan'
  | 'admin';

export interface RouteDef {
  /** react-router path pattern. */
  path: string;
  kind: RouteKind;
  page: PageId;
  requirements?: RouteRequirements;
}

/** Guest-only pages (kind public). */
export const PUBLIC_ROUTES: readonly RouteDef[] = [
  { path: '/auth', kind: 'public', page: 'auth' },
  { path: '/auth/reset-password', kind: 'public', page: 'resetPassword' },
];

/** Open to anyone. The catch-all is listed separately (CATCH_ALL_ROUTE). */
export const COMMON_ROUTES: readonly RouteDef[] = [
  { path: '/auth/verify-email', kind: 'common', page: 'verifyEmail' },
  { path: '/privacy', kind: 'common', page: 'privacy' },
  { path: '/terms', kind: 'common', page: 'terms' },
];

export const BAN_ROUTE_DEF: RouteDef = { path: '/ban', kind: 'ban', page: 'ban' };

/** `*`: a 404 page for signed-in users; signed-out visitors go to /auth (decision 2). */
export const CATCH_ALL_ROUTE: RouteDef = { path: '*', kind: 'common', page: 'notFound' };

/** Signed-in pages, all inside the app layout. `/` redirects to /dashboard. */
export const PRIVATE_ROUTES: readonly RouteDef[] = [
  { path: '/dashboard', kind: 'private', page: 'dashboard' },
  { path: '/profile', kind: 'private', page: 'profile' },
  { path: '/economic-calendar', kind: 'private', page: 'economicCalendar' },
  { path: '/resource-center', kind: 'private', page: 'resourceCenter' },
  { path: '/resource-center/:id', kind: 'private', page: 'resourceDetail' },
  { path: '/video-courses', kind: 'private', page: 'videoCourses' },
  { path: '/video-courses/:id', kind: 'private', page: 'courseDetail' },
  { path: '/video-courses/:courseId/player', kind: 'private', page: 'coursePlayer' },
  { path: '/video-courses/:courseId/player/:lessonId', kind: 'private', page: 'coursePlayer' },
  { path: '/video-courses/lessons/:lessonId', kind: 'private', page: 'lesson' },
  { path: '/settings', kind: 'private', page: 'settings' },
  { path: '/analytics', kind: 'private', page: 'analytics' },
  { path: '/trading-chart', kind: 'private', page: 'tradingChart' },
  { path: '/trading-signals', kind: 'private', page: 'tradingSignals' },
  { path: '/trading-journal', kind: 'private', page: 'tradingJournal' },
  { path: '/copy-trade', kind: 'private', page: 'copyTrade' },
  { path: '/ai-assistant', kind: 'private', page: 'aiAssistant' },
  { path: '/algo-trading', kind: 'private', page: 'algoTrading' },
  { path: '/algo-trading/:id', kind: 'private', page: 'algoDetail' },
  { path: '/algo-trading/my/:id', kind: 'private', page: 'myAlgo' },
  // Decision 0056: paying needs a verified email; the admin area needs the admin role.
  {
    path: '/upgrade-plan',
    kind: 'private',
    page: 'upgradePlan',
    requirements: { requireVerified: true },
  },
  { path: '/admin', kind: 'private', page: 'admin', requirements: { role: 'admin' } },
];

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

export type NavGroup = 'overview' | 'learn' | 'trade' | 'account';

export interface NavItem {
  to: string;
  page: PageId;
  group: NavGroup;
  /** Shown only to users of this role. */
  role?: Role;
}

/** The sidebar: every page that has no parameter, grouped. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', page: 'dashboard', group: 'overview' },
  { to: '/analytics', page: 'analytics', group: 'overview' },
  { to: '/trading-chart', page: 'tradingChart', group: 'overview' },
  { to: '/video-courses', page: 'videoCourses', group: 'learn' },
  { to: '/resource-center', page: 'resourceCenter', group: 'learn' },
  { to: '/economic-calendar', page: 'economicCalendar', group: 'learn' },
  { to: '/trading-signals', page: 'tradingSignals', group: 'trade' },
  { to: '/trading-journal', page: 'tradingJournal', group: 'trade' },
  { to: '/copy-trade', page: 'copyTrade', group: 'trade' },
  { to: '/algo-trading', page: 'algoTrading', group: 'trade' },
  { to: '/ai-assistant', page: 'aiAssistant', group: 'trade' },
  { to: '/profile', page: 'profile', group: 'account' },
  { to: '/settings', page: 'settings', group: 'account' },
  { to: '/upgrade-plan', page: 'upgradePlan', group: 'account' },
  { to: '/admin', page: 'admin', group: 'account', role: 'admin' },
];

/** The sidebar items a user of `role` may open. */
export function navItemsFor(role: Role | null | undefined): readonly NavItem[] {
  return NAV_ITEMS.filter((item) => item.role === undefined || item.role === role);
}

export const NAV_GROUPS: readonly NavGroup[] = ['overview', 'learn', 'trade', 'account'];
