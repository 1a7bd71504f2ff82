/**
 * The files feature's settings (docs/decisions/0276-bounded-uploads-and-private-files.md): the
 * secret and life of private file links, and the upload limits, read from the environment
 * (README lists the variables). Every process of one install must agree on the link secret: it
 * is FILE_LINK_SECRET, or derived from the server secret when that is unset.
 */
import { createHmac } from 'node:crypto';
import { join, resolve } from 'node:path';

/** What one kind of upload may do, per user (counted in the database, across processes). */
export interface UploadKindLimits {
  /** Uploads of this kind one user may have running at once. */
  concurrentPerUser: number;
  /** Uploads of this kind one user may start in a minute. */
  perMinute: number;
  /** Files and bytes of this kind one user may store in a day (UTC). */
  filesPerDay: number;
  bytesPerDay: number;
}

export const UPLOAD_KINDS = ['chat', 'journal', 'avatar', 'statement', 'admin'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export interface UploadLimitsConfig {
  /** Uploads one process reads at once, all users together: what bounds its memory. */
  processConcurrent: number;
  /** How long a running upload counts against its user when its process dies mid-way. */
  leaseSeconds: number;
  kinds: Record<UploadKind, UploadKindLimits>;
}

export interface FilesConfig {
  /** The HMAC key of private file links. */
  linkSecret: string;
  /** A private link works for at least this long (and at most a quarter longer). */
  linkTtlSeconds: number;
  /**
   * Where uploaded bodies are written (file-bodies.ts); null keeps them in the database. Behind
   * several processes it must be one folder they all reach.
   */
  storageDir: string | null;
  uploads: UploadLimitsConfig;
}

type Env = Record<string, string | undefined>;

const MB = 1024 * 1024;

/** The defaults; an image is at most 5 MB (UPLOAD_MAX_BYTES). */
export const DEFAULT_UPLOAD_LIMITS: UploadLimitsConfig = {
  processConcurrent: 16,
  leaseSeconds: 5 * 60,
  kinds: {
    chat: { concurrentPerUser: 8, perMinute: 10, filesPerDay: 100, bytesPerDay: 200 * MB },
    // One journal request carries up to three screenshots.
    journal: { concurrentPerUser: 8, perMinute: 10, filesPerDay: 150, bytesPerDay: 300 * MB },
    avatar: { concurrentPerUser: 2, perMinute: 5, filesPerDay: 20, bytesPerDay: 50 * MB },
    // An expert advisor's trade statement: read, parsed and dropped (no file is kept).
    statement: { concurrentPerUser: 2, perMinute: 10, filesPerDay: 200, bytesPerDay: 500 * MB },
    // Admins upload statements, calendars and PDFs: looser, still bounded.
    admin: { concurrentPerUser: 4, perMinute: 60, filesPerDay: 2000, bytesPerDay: 4096 * MB },
  },
};

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be an integer of at least ${min}`);
  return n;
}

/**
 * FILE_STORAGE_DIR, or by default `<data folder>/files` on PGlite (whose inserts run in the
 * server's own thread) and the database on PostgreSQL; FILE_STORAGE_DIR=database keeps bodies
 * in the database either way.
 */
function storageDirOf(env: Env, place: { dataDir: string; cwd: string; pglite: boolean }) {
  const given = env.FILE_STORAGE_DIR?.trim();
  if (given === 'database') return null;
  if (given) return resolve(place.cwd, given);
  return place.pglite ? join(place.dataDir, 'files') : null;
}

export function readFilesConfig(
  env: Env,
  serverSecret: string,
  place: { dataDir: string; cwd: string; pglite: boolean },
): FilesConfig {
  const given = env.FILE_LINK_SECRET?.trim();
  if (given !== undefined && given !== '' && given.length < 32)
    throw new Error('FILE_LINK_SECRET must be at least 32 characters');
  const linkSecret =
    given || createHmac('sha256', serverSecret).update('savdo file links').digest('base64url');
  const d = DEFAULT_UPLOAD_LIMITS;
  return {
    linkSecret,
    linkTtlSeconds: int(env, 'FILE_LINK_TTL_SECONDS', 3600, 60),
    storageDir: storageDirOf(env, place),
    uploads: {
      processConcurrent: int(env, 'UPLOAD_PROCESS_CONCURRENT', d.processConcurrent, 1),
      leaseSeconds: int(env, 'UPLOAD_LEASE_SECONDS', d.leaseSeconds, 30),
      kinds: d.kinds,
    },
  };
}
