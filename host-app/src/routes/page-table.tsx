// Every page of the host app in ONE table: its paths, who may open it, what it needs,
// how its code loads, its icon and its place in the sidebar. The page ids, the route objects,
// the loaders, the icons and the sidebar are all derived from it, so adding a page is one entry
// here plus its strings. Key order is sidebar order.
import type { ComponentType } from 'react';
import type { Role } from '@savdo/contract';
import type { RouteKind, RouteRequirements } from '@savdo/core';
import type { IconName } from '../layout/icons';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;
export type NavGroup = 'overview' | 'learn' | 'trade' | 'account';

export interface PageDef {
  /** react-router path patterns; the first one is where the sidebar links. */
  paths: readonly string[];
  kind: RouteKind;
  load: PageLoader;
  /**
   * What a cold load of this page starts together with its chunk (routes/preload.ts): the code
   * and data of the part that is its largest paint.
   */
  warm?: () => Promise<unknown>;
  /**
   * The page draws the picture of index.html's first screen and releases it itself once drawn
   * (app/first-screen.ts); any other page releases it as soon as it renders.
   */
  drawsFirstScreen?: true;
  icon?: IconName;
  /** In the sidebar (and the dashboard's list of sections), in this group; `role` limits it to a role, `hiddenFrom` hides it from one. */
  nav?: { group: NavGroup; role?: Role; hiddenFrom?: Role };
  /** An open page drawn over the page's whole width (layout/site-layout.tsx), not in the auth frame. */
  wide?: true;
  requirements?: RouteRequirements;
}

export const PAGES = {
  auth: { paths: ['/auth'], kind: 'public', load: () => import('../pages/auth/auth-page') },
  resetPassword: {
    paths: ['/auth/reset-password'],
    kind: 'public',
    load: () => import('../pages/auth/reset-password-page'),
  },
  verifyEmail: {
    paths: ['/auth/verify-email'],
    kind: 'common',
    load: () => import('../pages/auth/verify-email-page'),
  },
  privacy: {
    paths: ['/privacy'],
    kind: 'common',
    load: () => import('../pages/legal/privacy-page'),
  },
  terms: { paths: ['/terms'], kind: 'common', load: () => import('../pages/legal/terms-page') },
  /** The widget gallery and builder, for partners and marketing (open to anyone). */
  widgets: {
    paths: ['/widgets'],
    kind: 'common',
    load: () => import('../pages/widget-gallery/widget-gallery-page'),
    wide: true,
  },
  ban: { paths: ['/ban'], kind: 'ban', load: () => import('../pages/ban-page') },
  /** The catch-all: a 404 page for signed-in users; visitors go to /auth. */
  notFound: { paths: ['*'], kind: 'common', load: () => import('../pages/not-found-page') },

  dashboard: {
    paths: ['/dashboard'],
    kind: 'private',
    load: () => import('../pages/dashboard/dashboard-page'),
    // The banner strip: its chunk asks for the banner list when it runs; its image is the
    // dashboard's largest paint (decision 0266).
    warm: () => import('../pages/dashboard/dashboard-banners'),
    // That image is also the first screen the server shows at /dashboard (decision 0268).
    drawsFirstScreen: true,
    icon: 'dashboard',
    nav: { group: 'overview' },
  },
  analytics: {
    paths: ['/analytics'],
    kind: 'private',
    load: () => import('../pages/analytics/analytics-page'),
    icon: 'analytics',
    nav: { group: 'overview' },
  },
  tradingChart: {
    paths: ['/trading-chart'],
    kind: 'private',
    load: () => import('../pages/trading-chart/trading-chart-page'),
    icon: 'chart',
    nav: { group: 'overview' },
  },
  videoCourses: {
    paths: ['/video-courses'],
    kind: 'private',
    load: () => import('../pages/courses/video-courses-page'),
    icon: 'video',
    nav: { group: 'learn' },
  },
  resourceCenter: {
    paths: ['/resource-center'],
    kind: 'private',
    load: () => import('../pages/resources/resource-center-page'),
    icon: 'book',
    nav: { group: 'learn' },
  },
  economicCalendar: {
    // An event's detail has its own address, to share and to open from a notification.
    paths: ['/economic-calendar', '/economic-calendar/event/:series'],
    kind: 'private',
    load: () => import('../pages/calendar/economic-calendar-page'),
    icon: 'calendar',
    nav: { group: 'learn' },
  },
  tradingSignals: {
    paths: ['/trading-signals'],
    kind: 'private',
    load: () => import('../pages/signals/trading-signals-page'),
    icon: 'signal',
    nav: { group: 'trade' },
  },
  tradingJournal: {
    paths: ['/trading-journal'],
    kind: 'private',
    load: () => import('../pages/journal/journal-page'),
    icon: 'journal',
    nav: { group: 'trade' },
  },
  copyTrade: {
    paths: ['/copy-trade'],
    kind: 'private',
    load: () => import('../pages/algo/copy-trade-page'),
    icon: 'copy',
    nav: { group: 'trade' },
  },
  algoTrading: {
    paths: ['/algo-trading'],
    kind: 'private',
    load: () => import('../pages/algo/algo-trading-page'),
    icon: 'bot',
    nav: { group: 'trade' },
  },
  myAlgoList: {
    paths: ['/algo-trading/my'],
    kind: 'private',
    load: () => import('../pages/algo/my-expert-advisors-page'),
    icon: 'bot',
    nav: { group: 'trade' },
  },
  aiAssistant: {
    paths: ['/ai-assistant'],
    kind: 'private',
    load: () => import('../pages/assistant/ai-assistant-page'),
    icon: 'ai',
    nav: { group: 'trade' },
  },
  profile: {
    paths: ['/profile'],
    kind: 'private',
    load: () => import('../pages/profile/profile-page'),
    icon: 'user',
    nav: { group: 'account' },
  },
  settings: {
    paths: ['/settings'],
    kind: 'private',
    load: () => import('../pages/profile/settings-page'),
    icon: 'settings',
    nav: { group: 'account' },
  },
  help: {
    paths: ['/help'],
    kind: 'private',
    load: () => import('../pages/help/help-page'),
    icon: 'help',
    nav: { group: 'account' },
  },
  // Decision 0056: paying needs a verified email; the admin area needs the admin role.
  upgradePlan: {
    paths: ['/upgrade-plan'],
    kind: 'private',
    load: () => import('../pages/plans/upgrade-plan-page'),
    icon: 'upgrade',
    // An admin runs the business: no upgrade prompt in their frame.
    nav: { group: 'account', hiddenFrom: 'admin' },
    // Plans are shown to everyone signed in; the purchase dialog asks for a verified email
    // (docs/decisions/0303-plans-open-verification-at-the-purchase.md).
  },
  // Ours (docs/decisions/0320-partner-accounts-and-hashed-keys.md): apply to be a partner; an
  // approved partner's keys, usage and referrals.
  partner: {
    paths: ['/partner'],
    kind: 'private',
    load: () => import('../pages/partner/partner-page'),
    icon: 'globe',
    nav: { group: 'account' },
  },
  /** Where Payme and Click send the payer back (`?savdo_order=`); no sidebar entry. */
  paymentReturn: {
    paths: ['/payments/return'],
    kind: 'private',
    load: () => import('../pages/payments/payment-return-page'),
    icon: 'wallet',
  },
  admin: {
    // The back office's sections are its own routes under /admin (pages/admin/sections.tsx).
    paths: ['/admin', '/admin/*'],
    kind: 'private',
    load: () => import('../pages/admin/admin-page'),
    icon: 'shield',
    nav: { group: 'account', role: 'admin' },
    requirements: { role: 'admin' },
  },

  resourceDetail: {
    paths: ['/resource-center/:id'],
    kind: 'private',
    load: () => import('../pages/resources/resource-page'),
    icon: 'book',
  },
  courseDetail: {
    paths: ['/video-courses/:id'],
    kind: 'private',
    load: () => import('../pages/courses/course-page'),
    icon: 'video',
  },
  coursePlayer: {
    paths: ['/video-courses/:courseId/player', '/video-courses/:courseId/player/:lessonId'],
    kind: 'private',
    load: () => import('../pages/courses/course-player-page'),
    icon: 'video',
  },
  lesson: {
    paths: ['/video-courses/lessons/:lessonId'],
    kind: 'private',
    load: () => import('../pages/courses/lesson-page'),
    icon: 'video',
  },
  algoDetail: {
    paths: ['/algo-trading/:id'],
    kind: 'private',
    load: () => import('../pages/algo/algo-bot-page'),
    icon: 'bot',
  },
  myAlgo: {
    paths: ['/algo-trading/my/:id'],
    kind: 'private',
    load: () => import('../pages/algo/my-expert-advisor-page'),
    icon: 'bot',
  },
  // Ours (docs/decisions/0283-copy-trading-follow.md): a copy-trading strategy's page.
  copyStrategy: {
    paths: ['/copy-trade/:id'],
    kind: 'private',
    load: () => import('../pages/algo/copy-strategy-page'),
    icon: 'copy',
  },
} as const satisfies Record<string, PageDef>;

/** Every page of the host app; also the key of its title and description strings. */
export type PageId = keyof typeof PAGES;

export const PAGE_IDS = Object.keys(PAGES) as PageId[];

/** A page's entry, typed as the general shape (optional fields readable). */
export function pageDef(page: PageId): PageDef {
  return PAGES[page];
}
