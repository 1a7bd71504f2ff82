// Opens a sealed record (vault-format.ts) with the browser's own AES-GCM (SubtleCrypto): native
// code, off the main thread, and no tables to build, where aes-gcm-cipher.ts's first use costs a
// long task. Asynchronous, so it serves the one read that can wait: restoring the session when a
// signed-in page starts (token-vault.ts, primeStoredSession).
import { NONCE_BYTES, VAULT_KEY_HEX, fromBase64 } from './vault-format';

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

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
  const bytes = fromBase64(sealed);
  if (bytes.length <= NONCE_BYTES) throw new Error('stored session too short');
  key ??= subtle.importKey('raw', hexBytes(VAULT_KEY_HEX), 'AES-GCM', false, ['decrypt']);
  const plain = await subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, NONCE_BYTES) },
    await key,
    bytes.slice(NONCE_BYTES),
  );
  return new TextDecoder().decode(plain);
}
