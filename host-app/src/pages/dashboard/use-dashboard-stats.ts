// The dashboard figures (docs/product.md, "Pages": /dashboard), from core's query stores: the
// signal figures ($dashboardSignalStats, GET /dashboard/trading-signal/stats) and the learning
// figures ($videoCourseStats, GET /dashboard/video-course/stats). A failure of either is reported
// (`failed`) so the page shows the product's load-failure text instead of "no data yet"; a 401 goes
// to core's handler like every call.
import type { SignalStatsResponse, VideoCourseStatsResponse } from '@savdo/contract';
import { $dashboardSignalStats } from '@savdo/core';
import { $videoCourseStats } from '@savdo/core/courses';
import { useStore } from '@savdo/ui';

export interface DashboardStats {
  course: VideoCourseStatsResponse['result'] | null;
  signals: SignalStatsResponse['result'] | null;
  /** Either figure still loading. */
  loading: boolean;
  courseLoading: boolean;
  signalsLoading: boolean;
  failed: boolean;
}

export function useDashboardStats(): DashboardStats {
  const signals = useStore($dashboardSignalStats);
  const course = useStore($videoCourseStats);
  const failedOf = (v: { data?: unknown; error?: unknown; loading: boolean }) =>
    v.data === undefined && v.error !== undefined && !v.loading;
  const failed = failedOf(signals) || failedOf(course);
  return {
    course: course.data?.result ?? null,
    signals: signals.data?.result ?? null,
    loading: (signals.data === undefined || course.data === undefined) && !failed,
    courseLoading: course.data === undefined && !failed,
    signalsLoading: signals.data === undefined && !failed,
    failed,
  };
}
