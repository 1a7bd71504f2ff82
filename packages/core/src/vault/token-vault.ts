// The token vault (spec section 9): the stored session record lives in localStorage under
// STORAGE_KEYS.authToken as base64(nonce + AES-GCM ciphertext of its JSON). The key is embedded
// in the client, as the spec says: this hides tokens from casual inspection, it is not a secret
// from someone who reads our bundle. GCM authenticates, so a tampered record fails to decrypt.
// Every failure is silent and means "no session" (spec section 8), and the record is cleared.
// In mode 'public' (foreign origin) the vault never touches storage at all.
import { gcm } from '@noble/ciphers/aes.js';
import {
  bytesToUtf8,
  concatBytes,
  hexToBytes,
  randomBytes,
  utf8ToBytes,
} from '@noble/ciphers/utils.js';
import type { StoredSession } from '@savdo/contract';
import { STORAGE_KEYS } from '@savdo/contract';
import { tokensAllowed } from '../config';

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

/** Encrypts a session record with a fresh random nonce; exported for tests of tampering. */
export function encryptSession(session: StoredSession): string {
  const nonce = randomBytes(NONCE_BYTES);
  const sealed = gcm(VAULT_KEY, nonce).encrypt(utf8ToBytes(JSON.stringify(session)));
  return toBase64(concatBytes(nonce, sealed));
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.accessToken === 'string' &&
    record.accessToken.length > 0 &&
    (record.refreshToken === null || typeof record.refreshToken === 'string') &&
    typeof record.timestamp === 'number'
  );
}

/** Throws on anything that is not a record this vault wrote. */
function decryptSession(stored: string): StoredSession {
  const bytes = fromBase64(stored);
  if (bytes.length <= NONCE_BYTES) throw new Error('stored session too short');
  const plain = gcm(VAULT_KEY, bytes.subarray(0, NONCE_BYTES)).decrypt(bytes.subarray(NONCE_BYTES));
  const parsed: unknown = JSON.parse(bytesToUtf8(plain));
  if (!isStoredSession(parsed)) throw new Error('stored session has the wrong shape');
  return parsed;
}

/** Removes both token keys; storage failures are swallowed (there is nothing left to do). */
export function clearStoredSession(): void {
  if (!tokensAllowed()) return;
  try {
    localStorage.removeItem(STORAGE_KEYS.authToken);
  } catch {
    // storage unavailable: nothing is stored that we could remove
  }
  try {
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
  } catch {
    // as above
  }
}

/** The stored session, or null when there is none or it cannot be read (then it is cleared). */
export function readStoredSession(): StoredSession | null {
  if (!tokensAllowed()) return null;
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.authToken);
    if (stored === null) return null;
    return decryptSession(stored);
  } catch {
    clearStoredSession();
    return null;
  }
}

/** Stores a token pair; returns false (and leaves no half-written session) when storage fails. */
export function writeStoredSession(
  accessToken: string,
  refreshToken: string | null,
  now: number = Date.now(),
): boolean {
  if (!tokensAllowed()) return false;
  try {
    const record: StoredSession = { accessToken, refreshToken, timestamp: now };
    localStorage.setItem(STORAGE_KEYS.authToken, encryptSession(record));
    return true;
  } catch {
    clearStoredSession();
    return false;
  }
}

export function getAccessToken(): string | null {
  return readStoredSession()?.accessToken ?? null;
}

export function getRefreshToken(): string | null {
  return readStoredSession()?.refreshToken ?? null;
}
