// Live events that a feature's cache must take into account before any widget sees them: the
// cache is updated or invalidated once per event however many widgets listen (the live
// connection hands every handler the same event object), then each listener is told. Each
// listener holds its own live subscription, so the socket stays open exactly while someone
// listens (core/live is lazy the same way). When the server says it could not replay what the
// page missed while reconnecting (a hello with `resumed: false`), every answer shown is
// refetched (docs/decisions/0278-live-fan-out-across-processes.md).
import type { LiveEventType, LiveEventOf } from '../live/live-connection';
import { subscribeLive } from '../live/live-connection';
import { refreshQueries } from './query-client';

/** Hellos already acted on: every handler gets the same object, so one refresh per gap. */
const resyncedOn = new WeakSet<object>();

function refreshAfterGap(hello: LiveEventOf<'hello'>): void {
  if (hello.resumed !== false || resyncedOn.has(hello)) return;
  resyncedOn.add(hello);
  refreshQueries(() => true);
}

export type LiveListener<T extends LiveEventType> = (event: LiveEventOf<T>) => void;

/**
 * Returns `subscribe(listener)`; `onEvent` runs once per event, before the listeners, and
 * `onIdle` when the last listener leaves (to stop work an event scheduled for them).
 */
export function liveFanOut<T extends LiveEventType>(
  types: readonly T[],
  onEvent: (event: LiveEventOf<T>) => void,
  onIdle?: () => void,
): (listener: LiveListener<T>) => () => void {
  const seen = new WeakSet<object>();
  let listeners = 0;
  return (listener) => {
    listeners += 1;
    const deliver = (event: LiveEventOf<T>) => {
      if (!seen.has(event)) {
        seen.add(event);
        onEvent(event);
      }
      listener(event);
    };
    const offs = types.map((type) => subscribeLive(type, deliver as never));
    offs.push(subscribeLive('hello', refreshAfterGap));
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      offs.forEach((off) => off());
      listeners -= 1;
      if (listeners === 0) onIdle?.();
    };
  };
}
