// My follows, kept live while shown: a `copy_follow.status` event (the terminal connected, went
// offline, a wrong account, a pause from another tab) is written into the cached list, so "My
// copies" and the strategy's page change without a reload (docs/decisions/0287-follow-heartbeat.md).
import { useEffect } from 'react';
import { $myFollows, subscribeFollowStatus } from '@savdo/core/algo';
import { useStore } from '@savdo/ui';

export function useMyFollows() {
  useEffect(() => subscribeFollowStatus(() => undefined), []);
  return useStore($myFollows);
}
