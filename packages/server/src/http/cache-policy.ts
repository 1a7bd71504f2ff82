/**
 * Cache-Control for every static file (docs/decisions/0080-serving.md):
 * - content-hashed files (the host app's assets/, the embed's chunks/) and everything under the
 *   exact-version embed path (/embed/0.1.0/) never change at their URL: a year, immutable;
 * - index.html, the v1 embed loader and widget entries, manifests and other unhashed files may
 *   change on a deploy: short-lived, then revalidated with their ETag / Last-Modified.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html: always revalidated, so a deploy's new chunk names reach the next page load. */
export const REVALIDATE = 'no-cache';
/** v1/savdo.js, widget entries, manifests, favicon: five minutes, then revalidated. */
export const SHORT = 'public, max-age=300, must-revalidate';

/** Policy for a file, by its path relative to the folder served (`/`-separated). */
export function hostAppCacheControl(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return IMMUTABLE;
  if (relativePath.endsWith('.html')) return REVALIDATE;
  return SHORT;
}

/** An exact-version folder of the embed (`0.1.0/`), as opposed to the `v1/` contract folder. */
const EXACT_VERSION = /^\d+\.\d+\.\d+[^/]*\//;

/** Policy for an embed file, by its path relative to packages/embed/dist. */
export function embedCacheControl(relativePath: string): string {
  if (relativePath.endsWith('.json')) return SHORT;
  if (EXACT_VERSION.test(relativePath)) return IMMUTABLE;
  if (/(^|\/)chunks\//.test(relativePath)) return IMMUTABLE;
  return SHORT;
}
