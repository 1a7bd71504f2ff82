/**
 * Expert advisor delivery (docs/decisions/0282-expert-advisor-delivery.md): the terminal files a
 * bought expert advisor's owner downloads, and the terminal bridge's heartbeat, which moves the
 * purchase's status (in progress -> active -> paused while offline -> active).
 *
 * Calls (main root):
 * - `GET /algo-trade/my-purchases/{id}/download?platform=MT4|MT5`: the file, owner only, while
 *   the licence is live (404 otherwise); each counts as a download
 * - `POST /algo-trade/ingest/heartbeat` with `X-Savdo-EA-Key` (the bridge, packages/bridge)
 *
 * Kept apart from algo.ts, which imports it: it imports only common.ts, so the two never load
 * each other in a circle.
 */
import { Type, type Static } from 'typebox';
import { LiteralUnion, Nullable, ResultOf } from './common';

/** The API paths the bridge posts to, under /api/v1 (packages/bridge/request-shapes.json). */
export const BRIDGE_HEARTBEAT_PATH = '/algo-trade/ingest/heartbeat';
export const BRIDGE_TRADES_PATH = '/algo-trade/ingest/trades';
/** A terminal silent this long is offline: the job pauses its expert advisor. */
export const BRIDGE_OFFLINE_AFTER_MS = 10 * 60_000;
/** How often the bridge sends a heartbeat (seconds); well inside the offline limit. */
export const BRIDGE_HEARTBEAT_SECONDS = 60;

const PlatformSchema = LiteralUnion(['MT4', 'MT5'] as const);

/** What the bridge says about its account each minute. Closed, like every request body. */
export const HeartbeatBodySchema = Type.Object(
  {
    platform: PlatformSchema,
    login: Type.String({ minLength: 1, maxLength: 200 }),
    server: Type.String({ minLength: 1, maxLength: 200 }),
    balance: Type.Number(),
    equity: Type.Number(),
    /** The terminal's clock, "YYYY.MM.DD HH:MI:SS" as MQL prints it, or ISO 8601. */
    terminal_time: Type.String({ minLength: 1, maxLength: 40 }),
  },
  { additionalProperties: false },
);
export type HeartbeatBody = Static<typeof HeartbeatBodySchema>;

export const HeartbeatResultSchema = ResultOf(
  Type.Object({
    /** The purchase's status after this heartbeat. */
    status: Type.String(),
    /** Taken as the bought account's (false: another account, see `problem`). */
    accepted: Type.Boolean(),
    problem: Nullable(Type.String()),
  }),
);
export type HeartbeatResponse = Static<typeof HeartbeatResultSchema>;

/** A heartbeat of another account than the one bought: another login, or another platform. */
export const BRIDGE_PROBLEMS = ['wrong_login', 'wrong_platform'] as const;
export const BridgeProblemSchema = LiteralUnion(BRIDGE_PROBLEMS);
export type BridgeProblem = Static<typeof BridgeProblemSchema>;

/** The terminal's side of a purchase, as its owner sees it. */
export const BridgeConnectionSchema = Type.Object({
  last_heartbeat_at: Nullable(Type.String()),
  /** Set while paused because the terminal went silent: since when. */
  offline_since: Nullable(Type.String()),
  /** Why the last refused heartbeat was not taken, or null; `problem_value` is what it sent. */
  problem: Nullable(BridgeProblemSchema),
  problem_value: Nullable(Type.String()),
  problem_at: Nullable(Type.String()),
  balance: Nullable(Type.Number()),
  equity: Nullable(Type.Number()),
  terminal_time: Nullable(Type.String()),
});
export type BridgeConnection = Static<typeof BridgeConnectionSchema>;

export const ReleaseNotesSchema = Type.Object({
  uz: Type.String(),
  ru: Type.String(),
  en: Type.String(),
});
export type ReleaseNotes = Static<typeof ReleaseNotesSchema>;

/** A terminal file of the bought version. */
export const EaFileSchema = Type.Object({
  platform: PlatformSchema,
  file_name: Type.String(),
  version: Type.String(),
  size: Type.Integer(),
  release_notes: ReleaseNotesSchema,
});
export type EaFile = Static<typeof EaFileSchema>;

export const EaDownloadQuerySchema = Type.Object(
  { platform: PlatformSchema },
  { additionalProperties: false },
);
export type EaDownloadQuery = Static<typeof EaDownloadQuerySchema>;

/** The bridge's source the owner attaches in the terminal: `GET /algo-trade/bridge/{file}`. */
export const BRIDGE_FILES = { MT4: 'SavdoBridge.mq4', MT5: 'SavdoBridge.mq5' } as const;
export const BridgeFileParamsSchema = Type.Object(
  { file: LiteralUnion([BRIDGE_FILES.MT4, BRIDGE_FILES.MT5] as const) },
  { additionalProperties: false },
);
