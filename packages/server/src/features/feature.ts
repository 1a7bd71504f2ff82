/**
 * What a feature brings to the server, in one object (`features/<feature>/feature.ts`), so that
 * the shared registries derive from one list (features/index.ts) and a new feature edits one
 * line there: its API routes, its share of the demo seed, its admin commands, what it adds to
 * the user every answer describes, and the default audience of the live events it publishes.
 * Its SQL migrations are found by convention in `features/<feature>/migrations/` (decision
 * 0100).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AdminCommand } from '../cli/command';
import type { Db } from '../db/adapter';
import type { AppContext } from '../context';
import type { AudienceRules } from '../live/audience';
import type { AssistantSource } from './assistant/source';
import type { Purchasable } from './purchases/purchasable';
import type { UserEnricher } from './users/present';

/**
 * What the answer of one of the host app's pages carries besides index.html, so the page's
 * largest paint does not wait for its scripts to ask (e.g. the dashboard's banner strip).
 */
export interface PageHint {
  /** The page's path, exactly (`/dashboard`). */
  path: string;
  prepare(ctx: AppContext): Promise<PagePreparation>;
}

export interface PagePreparation {
  /** `Link` header values (preloads). */
  links?: readonly string[];
  /** Answers the page's scripts would fetch, by name (core's page data, `takePageData`). */
  data?: Readonly<Record<string, unknown>>;
  /**
   * The picture index.html's first screen shows before the page's scripts run (the page's
   * largest paint); the first screen stays hidden without one (decision 0268).
   */
  firstScreenImage?: string;
}

/** The period a run of a job claimed: the database's clock divided by the job's interval. */
export interface JobPeriod {
  /** A bigint as text; null for a `perProcess` job, which claims nothing. */
  period: string | null;
}

/**
 * Work a feature runs on a timer, once per period across every server process (jobs.ts; each run
 * must still be safe to repeat).
 */
export interface ServerJob {
  name: string;
  everyMs: number;
  /** Runs in every process each period: the job serves this process's own sockets. */
  perProcess?: boolean;
  /** `claimed` is what the runner won for this run; a test calling a job directly passes none. */
  run(ctx: AppContext, claimed?: JobPeriod): Promise<void>;
}

export interface ServerFeature {
  /** The folder name; also the seed's name in the start-up log. */
  name: string;
  /** Route plugins mounted under /api/v1, in this order. */
  routes?: readonly FastifyPluginAsync[];
  /** Route plugins at the site's root, outside the API (served pages, e.g. a sandbox). */
  pages?: readonly FastifyPluginAsync[];
  /** Demo data, idempotent; runs in list order, so a feature comes after those it builds on. */
  seed?: (db: Db) => Promise<void>;
  /** `npm run admin -- <name>`; `--help` lists them in list order. */
  adminCommands?: readonly AdminCommand[];
  /** Adds the feature's part of ApiUser (users/me, refresh, verify-token, admin lists). */
  userEnrichers?: readonly UserEnricher[];
  /** Who gets each live event kind this feature owns when the publisher names no audience. */
  liveAudiences?: AudienceRules;
  /** What the feature sells from the balance, one per purchase kind (purchases/service.ts). */
  purchasables?: readonly Purchasable[];
  /** Timed work (renewals), started with the server and stopped before it closes. */
  jobs?: readonly ServerJob[];
  /** Content the AI assistant searches and cites (features/assistant/source.ts). */
  assistantSources?: readonly AssistantSource[];
  /** Preload hints sent with the host app's pages (the page's largest paint). */
  pageHints?: readonly PageHint[];
}

/**
 * Keeps a descriptor's literal type (which event kinds it declares), which the compile-time
 * check of features/live-audiences.ts reads; a plain `: ServerFeature` annotation would lose it.
 */
export function defineFeature<const F extends ServerFeature>(feature: F): F {
  return feature;
}
