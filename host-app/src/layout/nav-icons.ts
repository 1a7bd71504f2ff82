// The icon of each page (sidebar, placeholders, dashboard tiles).
import type { PageId } from '../routes/route-table';
import type { IconName } from './icons';

export const NAV_ICONS: Partial<Record<PageId, IconName>> = {
  dashboard: 'dashboard',
  analytics: 'analytics',
  tradingChart: 'chart',
  videoCourses: 'video',
  resourceCenter: 'book',
  economicCalendar: 'calendar',
  tradingSignals: 'signal',
  tradingJournal: 'journal',
  copyTrade: 'copy',
  algoTrading: 'bot',
  aiAssistant: 'ai',
  profile: 'user',
  settings: 'settings',
  upgradePlan: 'upgrade',
  admin: 'shield',
  resourceDetail: 'book',
  courseDetail: 'video',
  coursePlayer: 'video',
  lesson: 'video',
  algoDetail: 'bot',
  myAlgo: 'bot',
};
