/**
 * Who receives a live event. Public events (calendar, non-premium signals) reach every
 * subscriber, signed in or not; private ones only the users or sessions they are meant for.
 * Each feature states the default audience of the event kinds it owns (its `liveAudiences`);
 * features/live-audiences.ts joins them and checks at compile time that every kind of
 * contract's LiveEvent has a rule.
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

export type LiveEventKind = LiveEvent['type'];
export type LiveEventOf<K extends LiveEventKind> = Extract<LiveEvent, { type: K }>;

/**
 * The audience of an event whose publisher names none, or 'explicit': events about one user
 * (balance, notification, session) carry no user id, so their publishers must name it.
 */
export type AudienceRule<K extends LiveEventKind> =
  ((event: LiveEventOf<K>) => LiveAudience) | 'explicit';

export type AudienceRules = { [K in LiveEventKind]?: AudienceRule<K> };
export type CompleteAudienceRules = { [K in LiveEventKind]: AudienceRule<K> };

export const PUBLIC: LiveAudience = { kind: 'public' };
export const SIGNED_IN: LiveAudience = { kind: 'signed-in' };

/** The kinds no feature owns: the connection's own messages. */
export const PLATFORM_AUDIENCES = {
  hello: 'explicit',
  pong: 'explicit',
  notification: 'explicit',
} as const satisfies AudienceRules;

export function defaultAudience(rules: AudienceRules, event: LiveEvent): LiveAudience {
  const rule = rules[event.type] as AudienceRule<LiveEventKind> | undefined;
  if (rule === undefined || rule === 'explicit') {
    throw new Error(`live event ${event.type} needs an explicit audience`);
  }
  return rule(event);
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
    default:
      return unreachable(audience);
  }
}

function unreachable(value: never): never {
  throw new Error(`unknown live audience ${JSON.stringify(value)}`);
}
