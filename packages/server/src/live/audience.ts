/**
 * Who receives a live event. Public events (calendar, non-premium signals) reach every
 * subscriber, signed in or not; private ones only the users or sessions they are meant for.
 */
import type { LiveEvent } from '@savdo/contract';

export type LiveAudience =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'users'; userIds: number[] }
  | { kind: 'sessions'; sessionIds: number[] };

/** What a connection is: a public subscriber (no user) or a signed-in user's session. */
export interface Subscriber {
  userId: number | null;
  sessionId: number | null;
}

/**
 * The audience an event gets when its publisher names none. Events about one user (balance,
 * notification, session) carry no user id, so their publishers must name the audience.
 */
export function defaultAudience(event: LiveEvent): LiveAudience {
  switch (event.type) {
    case 'calendar.actual':
      return { kind: 'public' };
    case 'signal.created':
    case 'signal.updated':
      return event.signal.is_premium ? { kind: 'signed-in' } : { kind: 'public' };
    case 'chat.message':
    case 'presence':
      return { kind: 'signed-in' };
    default:
      throw new Error(`live event ${event.type} needs an explicit audience`);
  }
}

export function reaches(audience: LiveAudience, subscriber: Subscriber): boolean {
  switch (audience.kind) {
    case 'public':
      return true;
    case 'signed-in':
      return subscriber.userId !== null;
    case 'users':
      return subscriber.userId !== null && audience.userIds.includes(subscriber.userId);
    case 'sessions':
      return subscriber.sessionId !== null && audience.sessionIds.includes(subscriber.sessionId);
  }
}
