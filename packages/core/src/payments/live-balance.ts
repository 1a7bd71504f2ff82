// The signed-in user's balance, kept current by the live channel: the server pushes `balance`
// to the user's sockets when a payment lands or a purchase spends, and the token
// carries no balance. The event is written into the auth store's user once per event, then each
// listener is told; like every live subscription, holding one keeps the page's socket open.
import { liveFanOut } from '../query/live-fan-out';
import { mergeUser } from '../session/auth-state';

/** Subscribes to live balance changes; the store's user is updated before `listener` runs. */
export const subscribeBalanceUpdates = liveFanOut(['balance'], (event) => {
  mergeUser({ balance: event.balance });
});
