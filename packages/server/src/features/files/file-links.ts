/**
 * Private files (journal screenshots, chat images) are served only through short-lived signed
 * links: `/files/{id}?exp=<unix seconds>&sig=<HMAC of id and exp>`, made where the API presents
 * the entry or message, so an <img> works without a bearer header
 * (docs/decisions/0276-bounded-uploads-and-private-files.md). Public files (avatars, banners,
 * signal charts) keep their plain, immutable address.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FilesConfig } from './files-config';
import { fileUrl } from './images';

/** Purposes served to anyone with the address; every other purpose needs a signed link. */
const PUBLIC_PURPOSES: ReadonlySet<string> = new Set(['avatar', 'banner', 'signal-chart']);

export function isPublicPurpose(purpose: string): boolean {
  return PUBLIC_PURPOSES.has(purpose);
}

/** Makes the address of a private file, as of the moment it is called. */
export type FileLinker = (id: string) => string;

function signature(secret: string, id: string, exp: number): string {
  return createHmac('sha256', secret).update(`file:${id}:${exp}`).digest('base64url');
}

/** A link to `id` that works until `exp` (Unix seconds). */
export function signedFileUrl(secret: string, id: string, exp: number): string {
  return `${fileUrl(id)}?exp=${exp}&sig=${signature(secret, id, exp)}`;
}

/**
 * The expiry is rounded up to a step of a quarter of the life, so the same file presented twice
 * within the step has the same address and the browser's cached copy is used.
 */
export function linkExpiry(config: Pick<FilesConfig, 'linkTtlSeconds'>, nowMs: number): number {
  const step = Math.max(1, Math.floor(config.linkTtlSeconds / 4));
  return Math.ceil((Math.floor(nowMs / 1000) + config.linkTtlSeconds) / step) * step;
}

export function fileLinker(config: FilesConfig, clock: () => number = Date.now): FileLinker {
  return (id) => signedFileUrl(config.linkSecret, id, linkExpiry(config, clock()));
}

/** The seconds a link has left, or null when it is forged, altered or expired. */
export function linkSecondsLeft(
  secret: string,
  id: string,
  link: { exp?: string; sig?: string },
  nowMs: number,
): number | null {
  if (link.exp === undefined || link.sig === undefined) return null;
  const exp = Number(link.exp);
  const left = exp - Math.floor(nowMs / 1000);
  if (!Number.isSafeInteger(exp) || left <= 0) return null;
  const expected = Buffer.from(signature(secret, id, exp));
  const given = Buffer.from(link.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return left;
}
