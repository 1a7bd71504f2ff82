// The dashboard figures of spec section 7. Trading-signal performance is served; the
// video-course figure (GET /dashboard/video-course/stats) is asked for only once the courses
// feature and its endpoint exist, so the card says "no data yet" instead of a failing call.
// A failure is reported (`failed`) so the page shows the spec's load-failure text instead of
// "no data yet"; a 401 goes to core's handler like every call.
import { useEffect, useState } from 'react';
import type { SignalStatsResponse, VideoCourseStatsResponse } from '@savdo/contract';
import { mainApi } from '@savdo/core';

export interface DashboardStats {
  course: VideoCourseStatsResponse['result'] | null;
  signals: SignalStatsResponse['result'] | null;
  loading: boolean;
  failed: boolean;
}

export function useDashboardStats(): DashboardStats {
  const [stats, setStats] = useState<DashboardStats>({
    course: null,
    signals: null,
    loading: true,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    const settle = (signals: DashboardStats['signals'], failed: boolean) => {
      if (live) setStats({ course: null, signals, loading: false, failed });
    };
    mainApi.get<SignalStatsResponse>('/dashboard/trading-signal/stats').then(
      (answer) => settle(answer.result, false),
      () => settle(null, true),
    );
    return () => {
      live = false;
    };
  }, []);
  return stats;
}
