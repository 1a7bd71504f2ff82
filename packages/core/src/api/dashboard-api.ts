// The dashboard calls of spec section 7, one typed function each, on the main root. The
// video-course figure (GET /dashboard/video-course/stats) gets its function with the courses
// feature, when the server serves it.
import type { SignalStatsResponse } from '@savdo/contract';
import { mainApi } from './client';

/** GET /dashboard/trading-signal/stats: the signed-in user's 30-day signal figures. */
export function getTradingSignalStats(): Promise<SignalStatsResponse> {
  return mainApi.get<SignalStatsResponse>('/dashboard/trading-signal/stats');
}
