// The sealed record's format, shared by the two ways of opening it (aes-gcm-cipher.ts in
// JavaScript, web-crypto-open.ts in the browser's own crypto): base64 of a 12-byte nonce followed
// by the AES-256-GCM ciphertext and its 16-byte tag, under a key embedded in the client (the spec
// says so: it hides tokens from casual inspection; it is no secret from whoever reads the bundle).

const VAULT_KEY_HEX = '20357d115c788c8ffe52fd4d3467707ce2d3791bfc6fa2c90c1bc158db125c6e';
export const NONCE_BYTES = 12;

/** The key's 32 bytes. */
export function vaultKey(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(VAULT_KEY_HEX.length / 2);
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(VAULT_KEY_HEX.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A sealed record's nonce and its ciphertext with the tag; throws on what cannot be one. */
export function unpackSealed(sealed: string): {
  nonce: Uint8Array<ArrayBuffer>;
  body: Uint8Array<ArrayBuffer>;
} {
  const bytes = fromBase64(sealed);
  if (bytes.length <= NONCE_BYTES) throw new Error('stored session too short');
  return { nonce: bytes.slice(0, NONCE_BYTES), body: bytes.slice(NONCE_BYTES) };
}
