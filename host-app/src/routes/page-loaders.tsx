// How each page's code is loaded: one dynamic import per page (its own chunk), so a visitor
// downloads only the pages they open. Pages whose features come in later issues share the
// placeholder module until their widget lands.
import type { ComponentType } from 'react';
import type { PageId } from './route-table';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

function placeholder(page: PageId): PageLoader {
  return () =>
    import('../pages/placeholder-page').then((m) => ({
      default: function Placeholder() {
        return <m.PlaceholderPage page={page} />;
      },
    }));
}

export const PAGE_LOADERS: Record<PageId, PageLoader> = {
  auth: () => import('../pages/auth-page'),
  resetPassword: () => import('../pages/reset-password-page'),
  verifyEmail: () => import('../pages/verify-email-page'),
  privacy: () => import('../pages/legal/privacy-page'),
  terms: () => import('../pages/legal/terms-page'),
  ban: () => import('../pages/ban-page'),
  notFound: () => import('../pages/not-found-page'),
  dashboard: () => import('../pages/dashboard-page'),
  profile: placeholder('profile'),
  economicCalendar: () => import('../pages/economic-calendar-page'),
  resourceCenter: placeholder('resourceCenter'),
  resourceDetail: placeholder('resourceDetail'),
  videoCourses: placeholder('videoCourses'),
  courseDetail: placeholder('courseDetail'),
  coursePlayer: placeholder('coursePlayer'),
  lesson: placeholder('lesson'),
  settings: placeholder('settings'),
  analytics: placeholder('analytics'),
  tradingChart: placeholder('tradingChart'),
  tradingSignals: () => import('../pages/trading-signals-page'),
  tradingJournal: placeholder('tradingJournal'),
  copyTrade: placeholder('copyTrade'),
  aiAssistant: placeholder('aiAssistant'),
  algoTrading: placeholder('algoTrading'),
  algoDetail: placeholder('algoDetail'),
  myAlgo: placeholder('myAlgo'),
  upgradePlan: placeholder('upgradePlan'),
  admin: () => import('../pages/admin/admin-page'),
};
