// The dashboard figures of spec section 7, from core's $dashboardSignalStats query store
// (GET /dashboard/trading-signal/stats through core's typed call). The video-course figure
// (GET /dashboard/video-course/stats) is asked for only once the courses feature and its
// endpoint exist, so the card says "no data yet" instead of a failing call. A failure is
// reported (`failed`) so the page shows the spec's load-failure text instead of "no data yet";
// a 401 goes to core's handler like every call.
import type { SignalStatsResponse, VideoCourseStatsResponse } from '@savdo/contract';
import { $dashboardSignalStats } from '@savdo/core';
import { useStore } from '@savdo/ui';

export interface DashboardStats {
  course: VideoCourseStatsResponse['result'] | null;
  signals: SignalStatsResponse['result'] | null;
  loading: boolean;
  failed: boolean;
}

export function useDashboardStats(): DashboardStats {
  const value = useStore($dashboardSignalStats);
  const failed = value.data === undefined && value.error !== undefined && !value.loading;
  return {
    course: null,
    signals: value.data?.result ?? null,
    loading: value.data === undefined && !failed,
    failed,
  };
}
