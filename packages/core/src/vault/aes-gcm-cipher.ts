// The vault's cipher: base64(nonce + AES-GCM ciphertext) of the record's
// JSON, with a key embedded in the client, as the spec says: this hides tokens from casual
// inspection, it is not a secret from someone who reads our bundle. GCM authenticates, so a
// tampered record fails to open.
import { gcm } from '@noble/ciphers/aes.js';
import {
  bytesToUtf8,
  concatBytes,
  hexToBytes,
  randomBytes,
  utf8ToBytes,
} from '@noble/ciphers/utils.js';
import type { VaultCipher } from './cipher-shape';

const VAULT_KEY = hexToBytes('20357d115c788c8ffe52fd4d3467707ce2d3791bfc6fa2c90c1bc158db125c6e');
const NONCE_BYTES = 12;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const aesGcmCipher: VaultCipher = {
  seal(plain) {
    const nonce = randomBytes(NONCE_BYTES);
    return toBase64(concatBytes(nonce, gcm(VAULT_KEY, nonce).encrypt(utf8ToBytes(plain))));
  },
  open(sealed) {
    const bytes = fromBase64(sealed);
    if (bytes.length <= NONCE_BYTES) throw new Error('stored session too short');
    const nonce = bytes.subarray(0, NONCE_BYTES);
    return bytesToUtf8(gcm(VAULT_KEY, nonce).decrypt(bytes.subarray(NONCE_BYTES)));
  },
};
