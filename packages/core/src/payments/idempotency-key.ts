// One key per purchase confirmation (the Idempotency-Key header): a retried request, after a lost
// answer or a second click, is answered with the first purchase instead of charging again.
// crypto.randomUUID exists only in secure contexts; an http page of a local network install
// falls back to random bytes written as a UUID.

/** A fresh random key (UUID v4 shape). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
