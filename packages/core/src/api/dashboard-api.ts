// The dashboard calls of spec section 7, one typed function each, on the main root.
import type { SignalStatsResponse, VideoCourseStatsResponse } from '@savdo/contract';
import { mainApi } from './client';

/** GET /dashboard/trading-signal/stats: the signed-in user's 30-day signal figures. */
export function getTradingSignalStats(): Promise<SignalStatsResponse> {
  return mainApi.get<SignalStatsResponse>('/dashboard/trading-signal/stats');
}

/** GET /dashboard/video-course/stats: the signed-in user's learning figures and where to continue. */
export function getVideoCourseStats(): Promise<VideoCourseStatsResponse> {
  return mainApi.get<VideoCourseStatsResponse>('/dashboard/video-course/stats');
}
