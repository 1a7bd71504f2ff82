// The sealed record's format, shared by the two ways of opening it (aes-gcm-cipher.ts in
// JavaScript, web-crypto-open.ts in the browser's own crypto): base64 of a 12-byte nonce followed
// by the AES-256-GCM ciphertext and its 16-byte tag, under a key embedded in the client (the spec
// says so: it hides tokens from casual inspection; it is no secret from whoever reads the bundle).

export const VAULT_KEY_HEX = '20357d115c788c8ffe52fd4d3467707ce2d3791bfc6fa2c90c1bc158db125c6e';
export const NONCE_BYTES = 12;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
