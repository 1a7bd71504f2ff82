/**
 * The upload limits (docs/decisions/0276-bounded-uploads-and-private-files.md): per user and kind
 * of upload, how many may run at once and how many files and bytes a day may store, counted in
 * the database (upload_attempts), and how many may start in a minute, counted by the shared rate
 * limiter (http/rate-limit.ts, docs/decisions/0293-upload-minute-rate-in-the-shared-limiter.md),
 * so every server process shares them; and per process, how many uploads may be read at once,
 * which bounds its open temporary files and database work (parts are streamed, not held whole:
 * docs/decisions/0310-uploads-stream-to-storage.md). Over a limit: 429 with Retry-After,
 * before a byte of the body is read.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_LIMIT_MESSAGES } from '@savdo/contract';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/authenticate';
import type { Db } from '../../db/adapter';
import { TooManyRequestsError } from '../../domain-errors';
import type { RateLimiter } from '../../http/rate-limit';
import type { UploadKind, UploadLimitsConfig } from './files-config';

/** What a running upload tells the gate when it stored something (for the daily quota). */
export interface UploadLease {
  stored(files: number, bytes: number): void;
}

export interface UploadGate {
  /**
   * Runs `work` as one upload of `kind` by the request's signed-in user, or refuses it (429)
   * over a limit, before the body is read.
   */
  run<T>(
    http: { request: FastifyRequest; reply: FastifyReply },
    kind: UploadKind,
    work: (lease: UploadLease) => Promise<T>,
  ): Promise<T>;
}

/** Nobody can tell when a running upload ends: the client is told to wait this long. */
const CONCURRENT_RETRY_SECONDS = 5;
const SERVER_BUSY_RETRY_SECONDS = 2;
/** Seeds the per-user advisory lock's key, apart from other locks' keys. */
const LOCK_SEED = 276;

interface Usage {
  running: number;
  files_today: number;
  bytes_today: number;
  day_wait: number;
}

// Today is the UTC day; the files of a running upload are not known yet, so each counts as one.
const USAGE_SQL = `
  WITH day AS (SELECT date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS start)
  SELECT
    count(*) FILTER (WHERE expires_at > now())::int AS running,
    (coalesce(sum(files) FILTER (WHERE started_at >= day.start), 0)
      + count(*) FILTER (WHERE started_at >= day.start AND expires_at > now()))::int
      AS files_today,
    coalesce(sum(bytes) FILTER (WHERE started_at >= day.start), 0)::float8 AS bytes_today,
    extract(epoch FROM day.start + interval '1 day' - now())::float8 AS day_wait
  FROM day LEFT JOIN upload_attempts a
    ON a.user_id = $1 AND a.kind = $2
      AND a.started_at >= least(day.start, now() - make_interval(secs => $3))
  GROUP BY day.start`;

const MB = 1024 * 1024;

const concurrent =
  (rules: { concurrentPerUser: number }): Refusal =>
  () =>
    new TooManyRequestsError(
      UPLOAD_LIMIT_MESSAGES.concurrent(rules.concurrentPerUser, CONCURRENT_RETRY_SECONDS),
      CONCURRENT_RETRY_SECONDS,
    );
const up = (seconds: number | null, fallback: number) =>
  Math.max(1, Math.ceil(seconds ?? fallback));

/** The minute rate of a kind: a window of the shared rate counters per user. */
const minuteRule = (kind: UploadKind, perMinute: number) => ({
  name: `upload-${kind}`,
  limit: perMinute,
  windowSeconds: 60,
});

const perMinute =
  (rules: { perMinute: number }): Refusal =>
  (wait) =>
    new TooManyRequestsError(UPLOAD_LIMIT_MESSAGES.perMinute(rules.perMinute, wait), wait);

/** A refusal the database gave, worded for however many seconds are left of it. */
type Refusal = (seconds: number) => TooManyRequestsError;

class OverLimit extends Error {
  constructor(
    readonly refusal: Refusal,
    readonly seconds: number,
    /** Whether the refusal holds for its whole wait (a rate or a quota), so it may be kept. */
    readonly lasting: boolean,
  ) {
    super('over an upload limit');
  }
}

/** Claims a slot for the upload in one transaction, or throws the limit it is over. */
async function begin(
  db: Db,
  limits: UploadLimitsConfig,
  userId: number,
  kind: UploadKind,
): Promise<string> {
  const rules = limits.kinds[kind];
  return db.transaction(async (tx) => {
    // One user's uploads are claimed one at a time, so two processes cannot both take the last slot.
    await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('upload:' || $1::text, $2))", [
      userId,
      LOCK_SEED,
    ]);
    await tx.query(
      "DELETE FROM upload_attempts WHERE user_id = $1 AND started_at < now() - interval '2 days'",
      [userId],
    );
    const usage = (await tx.query<Usage>(USAGE_SQL, [userId, kind, limits.leaseSeconds])).rows[0];
    if (!usage) throw new Error('upload usage query returned no row');
    if (usage.files_today >= rules.filesPerDay || usage.bytes_today >= rules.bytesPerDay) {
      const daily: Refusal = (wait) =>
        new TooManyRequestsError(
          UPLOAD_LIMIT_MESSAGES.daily(
            rules.filesPerDay,
            Math.floor(rules.bytesPerDay / MB),
            Math.ceil(wait / 3600),
          ),
          wait,
        );
      throw new OverLimit(daily, up(usage.day_wait, 3600), true);
    }
    if (usage.running >= rules.concurrentPerUser) throw new OverLimit(concurrent(rules), 0, false);
    const res = await tx.query<{ id: string }>(
      `INSERT INTO upload_attempts (user_id, kind, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING id::text`,
      [userId, kind, limits.leaseSeconds],
    );
    const id = res.rows[0]?.id;
    if (!id) throw new Error('insert into upload_attempts returned no row');
    return id;
  });
}

/**
 * A refused body larger than this is not read to its end: the answer closes the connection, so
 * a flood of refused 5 MB uploads does not cost the process their bytes. A smaller one is read
 * and dropped, and the client reads the 429 on a connection it keeps.
 */
const DRAINED_BODY_BYTES = 64 * 1024;

function closeUnlessSmall({ request, reply }: { request: FastifyRequest; reply: FastifyReply }) {
  const length = Number(request.headers['content-length']);
  if (!(length <= DRAINED_BODY_BYTES)) reply.header('connection', 'close');
}

/**
 * An upload refused while its body was still arriving (a wrong type judged at its first bytes, a
 * file over its limit: docs/decisions/0310-uploads-stream-to-storage.md). The parser has let go
 * of the request, so nothing would read the rest and the connection could not be reused: a
 * small rest is read and dropped, a larger one is not read at all and the answer closes the
 * connection, as a refused upload's does above.
 */
function settleUnreadBody({ request, reply }: { request: FastifyRequest; reply: FastifyReply }) {
  if (request.raw.complete) return;
  const length = Number(request.headers['content-length']);
  if (length <= DRAINED_BODY_BYTES) request.raw.resume();
  else reply.header('connection', 'close');
}

/** Refusals kept in memory at most; past ones are dropped when it fills. */
const REFUSALS_KEPT = 10_000;

function forgetPast(refusals: Map<string, { until: number }>): void {
  const now = Date.now();
  for (const [key, { until }] of refusals) if (until <= now) refusals.delete(key);
  // Still full of live ones: forget them all; the database still holds every limit.
  if (refusals.size >= REFUSALS_KEPT) refusals.clear();
}

export function createUploadGate(
  db: Db,
  limiter: RateLimiter,
  limits: UploadLimitsConfig,
): UploadGate {
  /**
   * Claims a slot (concurrency and quota), then counts the start against the minute rate; a start
   * over the rate gives its slot back, so only uploads that start count, as before.
   */
  async function admit(userId: number, kind: UploadKind): Promise<string> {
    const id = await begin(db, limits, userId, kind);
    const rules = limits.kinds[kind];
    let wait: number;
    try {
      wait = await limiter.hit(minuteRule(kind, rules.perMinute), String(userId));
    } catch (error) {
      await db.query('DELETE FROM upload_attempts WHERE id = $1', [id]).catch(() => undefined);
      throw error;
    }
    if (wait > 0) {
      await db.query('DELETE FROM upload_attempts WHERE id = $1', [id]);
      throw new OverLimit(perMinute(rules), wait, true);
    }
    return id;
  }

  let reading = 0;
  // What this process already knows, so a flood from one user costs no query (the database's
  // count can only be higher): their uploads running here, and refusals that hold for a while.
  const runningHere = new Map<string, number>();
  const refusedUntil = new Map<string, { until: number; refusal: Refusal }>();
  async function claimed<T>(
    userId: number,
    kind: UploadKind,
    work: (lease: UploadLease) => Promise<T>,
  ): Promise<T> {
    const key = `${userId}:${kind}`;
    const known = refusedUntil.get(key);
    if (known) {
      const left = Math.ceil((known.until - Date.now()) / 1000);
      if (left > 0) throw known.refusal(left);
      refusedUntil.delete(key);
    }
    const here = runningHere.get(key) ?? 0;
    if (here >= limits.kinds[kind].concurrentPerUser) throw concurrent(limits.kinds[kind])(0);
    // Counted before the database is asked, so a burst cannot pass the check all at once.
    if (reading >= limits.processConcurrent) {
      throw new TooManyRequestsError(
        UPLOAD_LIMIT_MESSAGES.serverBusy(SERVER_BUSY_RETRY_SECONDS),
        SERVER_BUSY_RETRY_SECONDS,
      );
    }
    reading += 1;
    runningHere.set(key, here + 1);
    try {
      let id: string;
      try {
        id = await admit(userId, kind);
      } catch (error) {
        if (!(error instanceof OverLimit)) throw error;
        if (error.lasting) {
          if (refusedUntil.size >= REFUSALS_KEPT) forgetPast(refusedUntil);
          refusedUntil.set(key, {
            until: Date.now() + error.seconds * 1000,
            refusal: error.refusal,
          });
        }
        throw error.refusal(error.seconds);
      }
      const stored = { files: 0, bytes: 0 };
      try {
        return await work({
          stored(files, bytes) {
            stored.files += files;
            stored.bytes += bytes;
          },
        });
      } finally {
        await db
          .query(
            'UPDATE upload_attempts SET expires_at = NULL, files = $2, bytes = $3 WHERE id = $1',
            [id, stored.files, stored.bytes],
          )
          // The work's own outcome matters more; an unrecorded end frees itself at expiry.
          .catch(() => undefined);
      }
    } finally {
      reading -= 1;
      const left = (runningHere.get(key) ?? 1) - 1;
      if (left > 0) runningHere.set(key, left);
      else runningHere.delete(key);
    }
  }

  return {
    async run(http, kind, work) {
      try {
        return await claimed(requireAuth(http.request).user.id, kind, work);
      } catch (error) {
        if (error instanceof TooManyRequestsError) closeUnlessSmall(http);
        else settleUnreadBody(http);
        throw error;
      }
    },
  };
}

const gates = new WeakMap<AppContext, UploadGate>();

/** The app's one gate (its per-process count is shared by every upload route). */
export function uploadGate(ctx: AppContext): UploadGate {
  let gate = gates.get(ctx);
  if (!gate) {
    gates.set(ctx, (gate = createUploadGate(ctx.db, ctx.limiter, ctx.config.files.uploads)));
  }
  return gate;
}
