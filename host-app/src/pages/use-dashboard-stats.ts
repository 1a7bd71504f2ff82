// The two dashboard figures the server already answers (spec section 7): video-course progress
// and trading-signal performance. A failure leaves the figure empty; a 401 goes to core's
// handler like every call.
import { useEffect, useState } from 'react';
import type { SignalStatsResponse, VideoCourseStatsResponse } from '@savdo/contract';
import { mainApi } from '@savdo/core';

export interface DashboardStats {
  course: VideoCourseStatsResponse['result'] | null;
  signals: SignalStatsResponse['result'] | null;
  loading: boolean;
}

export function useDashboardStats(): DashboardStats {
  const [stats, setStats] = useState<DashboardStats>({
    course: null,
    signals: null,
    loading: true,
  });
  useEffect(() => {
    let live = true;
    void Promise.allSettled([
      mainApi.get<VideoCourseStatsResponse>('/dashboard/video-course/stats'),
      mainApi.get<SignalStatsResponse>('/dashboard/trading-signal/stats'),
    ]).then(([course, signals]) => {
      if (!live) return;
      setStats({
        course: course.status === 'fulfilled' ? course.value.result : null,
        signals: signals.status === 'fulfilled' ? signals.value.result : null,
        loading: false,
      });
    });
    return () => {
      live = false;
    };
  }, []);
  return stats;
}
