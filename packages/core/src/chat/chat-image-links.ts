// Chat images are private files behind short-lived signed links (`?exp=<unix seconds>&sig=...`,
// docs/decisions/0276-bounded-uploads-and-private-files.md). A chat left open renews a link
// shortly before it expires, or when its image fails to load, with one POST /chat/images/links
// for every image concerned.
import type { ChatImage, ChatMessage } from '@savdo/contract';

/** A link is renewed this long before it expires. */
export const IMAGE_LINK_RENEW_BEFORE_MS = 60_000;

/** When a signed link expires (ms since the epoch), or null for an unsigned one. */
export function imageLinkExpiresAt(url: string): number | null {
  const exp = /[?&]exp=(\d+)(?:&|$)/.exec(url)?.[1];
  return exp === undefined ? null : Number(exp) * 1000;
}

/** The images whose links expire within `marginMs` of `nowMs` (but those in `skip`). */
export function expiringImageIds(
  messages: readonly ChatMessage[],
  nowMs: number,
  marginMs: number = IMAGE_LINK_RENEW_BEFORE_MS,
  skip: ReadonlySet<string> = new Set(),
): string[] {
  const ids: string[] = [];
  for (const m of messages) {
    for (const image of m.images) {
      if (skip.has(image.id)) continue;
      const at = imageLinkExpiresAt(image.url);
      if (at !== null && at - marginMs <= nowMs) ids.push(image.id);
    }
  }
  return ids;
}

/** When the next renewal is due: the earliest expiry less the margin, or null for none. */
export function nextImageRenewalAt(
  messages: readonly ChatMessage[],
  marginMs: number = IMAGE_LINK_RENEW_BEFORE_MS,
  skip: ReadonlySet<string> = new Set(),
): number | null {
  let next: number | null = null;
  for (const m of messages) {
    for (const image of m.images) {
      if (skip.has(image.id)) continue;
      const at = imageLinkExpiresAt(image.url);
      if (at !== null && (next === null || at - marginMs < next)) next = at - marginMs;
    }
  }
  return next;
}

/** The messages with the renewed links put in; a message without one stays the same object. */
export function withRenewedLinks(
  messages: readonly ChatMessage[],
  renewed: readonly ChatImage[],
): ChatMessage[] {
  const urls = new Map(renewed.map((image) => [image.id, image.url]));
  return messages.map((m) =>
    m.images.some((image) => urls.has(image.id))
      ? {
          ...m,
          images: m.images.map((image) => ({ ...image, url: urls.get(image.id) ?? image.url })),
        }
      : m,
  );
}
