/**
 * The live channel: one WebSocket per page (address and messages are ours, not the
 * original API's). Every event is a schema in one discriminated union on `type`, so a switch over
 * `event.type` is checked for exhaustiveness, and LIVE_EVENT_TYPES lists every kind for code
 * that must cover them all (a `Record<LiveEventType, ...>`, a subscription list).
 */
import { Type, type Static, type TProperties } from 'typebox';
import { Nullable } from './common';
import { AlgoPurchaseSchema } from './algo';
import { EconomicEventSchema } from './calendar';
import { MarketTickSchema } from './market-data';
import { ChatMessageSchema, OnlineUserSchema } from './chat';
import { CopyFollowCardSchema } from './copy-trading';
import { AppNotificationSchema } from './notifications';
import { TradingSignalSchema } from './signals';

/**
 * Path of the live channel under the API root; the access token goes in the `token` query, and
 * on a reconnect the last event id the client saw in `last_event_id`.
 */
export const LIVE_PATH = '/api/v1/live';
/** The query parameter naming the last event id a reconnecting client saw. */
export const LIVE_LAST_EVENT_ID_PARAM = 'last_event_id';

/** One event: its `type` literal and its fields. */
const LiveEventOf = <K extends string, P extends TProperties>(type: K, fields: P) =>
  Type.Object({ type: Type.Literal(type), ...fields });

/**
 * Published events travel with an `id` beside `type` (LiveFrame): their place in one order shared
 * by every server process. The connection's own messages (hello, pong) and per-process ones
 * (market.ticks) carry none.
 */
export const LiveEventSchema = Type.Union([
  /**
   * The server accepted the socket. `last_event_id`: the id its events continue after. `resumed`,
   * when the client named its last id: true when every event it missed and may see follows,
   * false when they are no longer kept (it refetches what it shows).
   */
  LiveEventOf('hello', {
    user_id: Nullable(Type.Integer()),
    last_event_id: Type.Optional(Type.Integer({ minimum: 0 })),
    resumed: Type.Optional(Type.Boolean()),
  }),
  LiveEventOf('signal.created', { signal: TradingSignalSchema }),
  LiveEventOf('signal.updated', { signal: TradingSignalSchema }),
  LiveEventOf('calendar.actual', { event: EconomicEventSchema }),
  LiveEventOf('chat.message', { message: ChatMessageSchema }),
  /** An admin removed a message (to the conversation's members). */
  LiveEventOf('chat.deleted', { conversation_id: Type.String(), message_id: Type.Integer() }),
  /** Who is online (the first ONLINE_LIST_MAX of them) and how many in all. */
  LiveEventOf('presence', {
    online: Type.Array(OnlineUserSchema),
    total: Type.Optional(Type.Integer({ minimum: 0 })),
  }),
  LiveEventOf('notification', { notification: AppNotificationSchema }),
  LiveEventOf('balance', { balance: Type.Integer() }),
  /** An expert advisor's status changed (to its owner). */
  LiveEventOf('expert_advisor.status', { expert_advisor: AlgoPurchaseSchema }),
  /** A copy-trading follow's state or terminal connection changed (to its follower). */
  LiveEventOf('copy_follow.status', { follow: CopyFollowCardSchema }),
  /** The latest price of each symbol that moved (the trading chart's live candle). */
  LiveEventOf('market.ticks', { ticks: Type.Array(MarketTickSchema) }),
  LiveEventOf('session.revoked', {}),
  /** The answer to a client's `ping`. */
  LiveEventOf('pong', {}),
]);
export type LiveEvent = Static<typeof LiveEventSchema>;
export type LiveEventType = LiveEvent['type'];
/** An event as a socket receives it: published events carry their `id` (see LiveEventSchema). */
export type LiveFrame = LiveEvent & { id?: number };
/** The event of one kind, e.g. `LiveEventOfType<'balance'>`. */
export type LiveEventOfType<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

/** Every kind of live event, in the order of the union. */
export const LIVE_EVENT_TYPES = [
  'hello',
  'signal.created',
  'signal.updated',
  'calendar.actual',
  'chat.message',
  'chat.deleted',
  'presence',
  'notification',
  'balance',
  'expert_advisor.status',
  'copy_follow.status',
  'market.ticks',
  'session.revoked',
  'pong',
] as const satisfies readonly LiveEventType[];
// `satisfies` rejects a kind the union lacks; this rejects, by name, a kind the list lacks.
const everyKindListed: Record<
  Exclude<LiveEventType, (typeof LIVE_EVENT_TYPES)[number]>,
  never
> = {};
void everyKindListed;

/** What the client sends on the live channel. */
export const LiveClientMessageSchema = Type.Union([
  Type.Object({ type: Type.Literal('ping') }),
  Type.Object({ type: Type.Literal('subscribe'), channels: Type.Array(Type.String()) }),
]);
export type LiveClientMessage = Static<typeof LiveClientMessageSchema>;

/**
 * Where the page's live connection stands (client-side; shown in the header). `failed`: the
 * last attempt never got through (the next one waits its backoff); `reconnecting` follows a drop
 * of a connection that had worked, or the retry itself.
 */
export const CONNECTION_STATES = [
  'connecting',
  'connected',
  'disconnected',
  'reconnecting',
  'failed',
] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];
