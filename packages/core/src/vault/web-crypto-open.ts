// Opens a sealed record (vault-format.ts) with the browser's own AES-GCM (SubtleCrypto): native
// code, off the main thread, and no tables to build, where aes-gcm-cipher.ts's first use costs a
// long task. Asynchronous, so it serves the one read that can wait: restoring the session when a
// signed-in page starts (token-vault.ts, primeStoredSession).
import { unpackSealed, vaultKey } from './vault-format';

/** The browser's SubtleCrypto, or null where there is none (a page served over plain http). */
function subtleCrypto(): SubtleCrypto | null {
  const subtle = (globalThis.crypto as Crypto | undefined)?.subtle;
  return subtle && typeof subtle.decrypt === 'function' ? subtle : null;
}

let key: Promise<CryptoKey> | null = null;

/**
 * The record's JSON; null when this browser has no SubtleCrypto. Rejects on anything the vault
 * did not seal (tampered, truncated, not base64).
 */
export async function openWithWebCrypto(sealed: string): Promise<string | null> {
  const subtle = subtleCrypto();
  if (!subtle) return null;
  const { nonce, body } = unpackSealed(sealed);
  key ??= subtle.importKey('raw', vaultKey(), 'AES-GCM', false, ['decrypt']);
  const plain = await subtle.decrypt({ name: 'AES-GCM', iv: nonce }, await key, body);
  return new TextDecoder().decode(plain);
}
