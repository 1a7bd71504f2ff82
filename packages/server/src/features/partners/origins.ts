/** Origins as browsers send them: scheme://host[:port], lower-case, default ports dropped. */

/** The origin of `text` (which may be a full URL), or null when it is not http(s). */
export function normalizeOrigin(text: string): string | null {
  try {
    const url = new URL(text.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** Whether a request's Origin header is one of the allowed origins. */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (!origin) return false;
  const normalized = normalizeOrigin(origin);
  return normalized !== null && allowed.includes(normalized);
}
