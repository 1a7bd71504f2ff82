/**
 * What every route reaches through `app.ctx`, and what an authenticated request carries in
 * `request.auth`. Route options name their access rule in `config.auth`.
 */
import type { ServerConfig } from './config';
import type { Db } from './db/adapter';
import type { UserRow } from './features/users/repository';
import type { AccessClaims } from './features/auth/access-token';
import type { GoogleVerifier } from './features/auth/google';
import type { Mailer } from './mail/mailer';
import type { Outbox } from './mail/outbox';
import type { LiveService } from './live/publisher';
import type { RateLimiter } from './http/rate-limit';
import type { UserEnricher, UserExtras } from './features/users/present';
import type { PurchaseCatalog } from './features/purchases/service';
import type { VideoService } from './features/video/video-service';
import type { AssistantSource } from './features/assistant/source';

export interface AppContext {
  db: Db;
  config: ServerConfig;
  live: LiveService;
  mailer: Mailer;
  /** Null when Google sign-in is not configured. */
  google: GoogleVerifier | null;
  /** Rate limits of the expensive unauthenticated calls (F4). */
  limiter: RateLimiter;
  /** Outgoing mail, written in transactions and sent from here (F12). */
  outbox: Outbox;
  /** What the app's features add to every ApiUser (features/index.ts), built per app. */
  userEnrichers: readonly UserEnricher[];
  /** What the app's features sell from the balance, by kind (features/index.ts). */
  purchases: PurchaseCatalog;
  /** Lesson video delivery: playback permissions and uploads (features/video/). */
  video: VideoService;
  /** What the AI assistant reads, from every feature's `assistantSources` (decision 0250). */
  assistantSources: readonly AssistantSource[];
  /**
   * The widget gallery's preview frame goes to the partner demo page's origin when that runs
   * (main.ts sets it once the demo listens), else it is drawn on our own origin.
   */
  widgetPreview: { partnerOrigin: string | null };
}

export interface AuthContext {
  user: UserRow;
  /** The device (session) the access token belongs to. */
  sessionId: number;
  claims: AccessClaims;
  /** Read with the user when the route `presentsUser` (decision 0265). */
  extras?: UserExtras;
}

/**
 * `required`: a valid access token; `optional`: read one if sent; `admin`: required, role admin.
 * Banned and inactive users are refused (403) unless the route sets `allowRestricted`.
 */
export type AuthRule = 'required' | 'optional' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    auth?: AuthRule;
    allowRestricted?: boolean;
    /** The request log writes the route pattern, not the URL (a path that is a credential). */
    logRoute?: boolean;
    /**
     * The route answers the signed-in user's ApiUser: the statement that authenticates the
     * request also reads the user's extras (`request.auth.extras`, decision 0265).
     */
    presentsUser?: boolean;
    /**
     * Runs once the access token is verified and before the user is read from the database: a
     * refusal that needs only the user's id (a send window already full) then costs the
     * database nothing, so a flood of refused requests stays cheap. It may throw (a 429).
     */
    beforeUserLookup?: (userId: number) => void;
  }
}

export type { FastifyInstance } from 'fastify';
