/** The live `balance` event: sent to the one user whose balance moved, after the commit. */
import type { LiveService } from '../../live/publisher';
import type { BalanceMoved } from './service';

export function publishBalance(live: LiveService, moved: BalanceMoved | null | undefined): void {
  if (!moved) return;
  void live.publish(
    { type: 'balance', balance: moved.balance },
    { kind: 'users', userIds: [moved.userId] },
  );
}
