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

function signature(secret: string, id: string, exp: number, name?: string): string {
  // A download's name is signed too, so a link cannot be re-pointed at another name.
  const named = name === undefined ? '' : `:${name}`;
  return createHmac('sha256', secret).update(`file:${id}:${exp}${named}`).digest('base64url');
}

/**
 * A link to `id` that works until `exp` (Unix seconds). With `downloadName` the file is answered
 * as an attachment under that name (a resource's file,
 * docs/decisions/0284-paid-resources-delivery.md).
 */
export function signedFileUrl(
  secret: string,
  id: string,
  exp: number,
  downloadName?: string,
): string {
  const name = downloadName === undefined ? '' : `&name=${encodeURIComponent(downloadName)}`;
  return `${fileUrl(id)}?exp=${exp}${name}&sig=${signature(secret, id, exp, downloadName)}`;
}

/** `filename*` (RFC 6266 / 5987) for any name, and a plain ASCII `filename` beside it. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
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
  link: { exp?: string; sig?: string; name?: string },
  nowMs: number,
): number | null {
  if (link.exp === undefined || link.sig === undefined) return null;
  const exp = Number(link.exp);
  const left = exp - Math.floor(nowMs / 1000);
  if (!Number.isSafeInteger(exp) || left <= 0) return null;
  const expected = Buffer.from(signature(secret, id, exp, link.name));
  const given = Buffer.from(link.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return left;
}
