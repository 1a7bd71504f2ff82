/**
 * Lesson video settings, read from the environment (README lists them): where files live (a
 * folder under the data folder, or an S3-compatible store when `S3_BUCKET` is set), how long a
 * playback token may start playing, the upload limit, and VdoCipher when its secret is set.
 * Half an S3 or VdoCipher setting is refused at start-up rather than failing on the first play.
 */
import { join, resolve } from 'node:path';

export interface VdoCipherSettings {
  apiSecret: string;
  /** `https://dev.vdocipher.com/api` unless a stand-in (tests) or proxy is named. */
  apiUrl: string;
  timeoutMs: number;
}

export interface S3Settings {
  /** An S3-compatible server (MinIO, R2, ...); null: AWS itself, by region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface VideoConfig {
  /** The storage folder (uploads), and the place of unfinished uploads when S3 is used. */
  dir: string;
  /** How long a playback token may START playing (decision 0172). */
  tokenTtlSeconds: number;
  /** The largest lesson file an upload may be. */
  maxBytes: number;
  vdocipher: VdoCipherSettings | null;
  s3: S3Settings | null;
}

type Env = Record<string, string | undefined>;

export const VDOCIPHER_API_URL = 'https://dev.vdocipher.com/api';
export const VIDEO_MAX_BYTES = 500 * 1024 * 1024;
export const VIDEO_TOKEN_TTL_SECONDS = 300;

const S3_VARS = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const value = (env: Env, name: string) => {
  const v = env[name]?.trim();
  return v ? v : null;
};

function positive(env: Env, name: string, fallback: number, min: number): number {
  const raw = value(env, name);
  if (raw === null) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be an integer of at least ${min}`);
  return n;
}

function readS3(env: Env): S3Settings | null {
  const given = S3_VARS.filter((name) => value(env, name));
  if (given.length === 0) {
    if (value(env, 'S3_ENDPOINT'))
      throw new Error(
        'S3_ENDPOINT is set: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too',
      );
    return null;
  }
  if (given.length < S3_VARS.length) {
    const missing = S3_VARS.filter((name) => !value(env, name));
    throw new Error(`Video storage: set all S3 settings or none; missing ${missing.join(', ')}`);
  }
  return {
    endpoint: value(env, 'S3_ENDPOINT'),
    bucket: value(env, 'S3_BUCKET') as string,
    region: value(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId: value(env, 'S3_ACCESS_KEY_ID') as string,
    secretAccessKey: value(env, 'S3_SECRET_ACCESS_KEY') as string,
  };
}

function readVdoCipher(env: Env): VdoCipherSettings | null {
  const apiSecret = value(env, 'VDOCIPHER_API_SECRET');
  if (!apiSecret) return null;
  const apiUrl = (value(env, 'VDOCIPHER_API_URL') ?? VDOCIPHER_API_URL).replace(/\/+$/, '');
  // The secret travels in a header on every call: never over plain HTTP in production.
  if (value(env, 'NODE_ENV') === 'production' && !apiUrl.startsWith('https://')) {
    throw new Error('VDOCIPHER_API_URL must be an https:// address in production');
  }
  return { apiSecret, apiUrl, timeoutMs: positive(env, 'VDOCIPHER_TIMEOUT_MS', 10_000, 100) };
}

export function readVideoConfig(
  env: Env,
  dataDir: string,
  cwd: string = process.cwd(),
): VideoConfig {
  const dir = value(env, 'VIDEO_DIR');
  return {
    dir: dir ? resolve(cwd, dir) : join(dataDir, 'videos'),
    tokenTtlSeconds: positive(env, 'VIDEO_TOKEN_TTL_SECONDS', VIDEO_TOKEN_TTL_SECONDS, 30),
    maxBytes: positive(env, 'VIDEO_MAX_BYTES', VIDEO_MAX_BYTES, 1),
    vdocipher: readVdoCipher(env),
    s3: readS3(env),
  };
}
