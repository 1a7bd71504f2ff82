// The token vault: the stored session record lives in localStorage under
// STORAGE_KEYS.authToken, sealed by the vault cipher (aes-gcm-cipher.ts, installed on our own
// origin only: vault-cipher.ts); a tampered record fails to open. A signed-in page's start may
// open the record with the browser's own crypto before that cipher is loaded (primeStoredSession):
// reads of that same record then need no cipher; writes, and any other record, still do.
// Every failure is silent and means "no session", and the record is cleared.
// In mode 'public' (foreign origin) the vault never touches storage at all.
import type { StoredSession } from '@savdo/contract';
import { STORAGE_KEYS } from '@savdo/contract';
import { tokensAllowed } from '../config';
import { vaultCipher, type VaultCipher } from './vault-cipher';

/** Seals a session record (a fresh nonce each time); exported for tests of tampering. */
export function encryptSession(
  session: StoredSession,
  cipher: VaultCipher | null = vaultCipher(),
): string {
  if (!cipher) throw new Error('no vault cipher installed');
  return cipher.seal(JSON.stringify(session));
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

/**
 * The last record opened or written, by its sealed text and cipher. Every API call reads the
 * token, and opening a record (AES-GCM in JavaScript) cost the dashboard's start-up about 10 ms
 * of main thread per call on a phone; the same text under the same cipher opens to the same
 * record, so it is opened once. Any other text (another tab's sign-in, tampering) is opened
 * and checked as before.
 */
let lastOpened: {
  sealed: string;
  /** null: opened by the browser's crypto (primeStoredSession), which any cipher would agree with. */
  cipher: VaultCipher | null;
  session: StoredSession;
} | null = null;

/** Throws on anything that is not a record this vault wrote. */
function decryptSession(stored: string, cipher: VaultCipher): StoredSession {
  if (lastOpened?.sealed === stored && (lastOpened.cipher === cipher || lastOpened.cipher === null))
    return lastOpened.session;
  const parsed: unknown = JSON.parse(cipher.open(stored));
  if (!isStoredSession(parsed)) throw new Error('stored session has the wrong shape');
  lastOpened = { sealed: stored, cipher, session: Object.freeze(parsed) };
  return parsed;
}

/**
 * Opens the stored record with the browser's own AES-GCM ahead of the vault's cipher, so a
 * signed-in page starts without building the cipher's tables (a long task on a phone): until the
 * cipher is installed, reads of this very record answer it. True when a record was opened so;
 * false when there is none, the browser has no SubtleCrypto (plain http) or the record does not
 * open (then the cipher, once loaded, judges it as before: a tampered record is cleared).
 */
export async function primeStoredSession(): Promise<boolean> {
  if (!tokensAllowed()) return false;
  let stored: string | null;
  try {
    stored = localStorage.getItem(STORAGE_KEYS.authToken);
  } catch {
    return false;
  }
  if (stored === null) return false;
  try {
    // Its own chunk: only a signed-in page's start needs it (pages signed out never load it).
    const { openWithWebCrypto } = await import('./web-crypto-open');
    const plain = await openWithWebCrypto(stored);
    if (plain === null) return false;
    const parsed: unknown = JSON.parse(plain);
    if (!isStoredSession(parsed)) return false;
    // Another tab may have written meanwhile: keep only what is still the stored record.
    if (localStorage.getItem(STORAGE_KEYS.authToken) !== stored) return false;
    lastOpened = { sealed: stored, cipher: null, session: Object.freeze(parsed) };
    return true;
  } catch {
    return false;
  }
}

/** The primed record (primeStoredSession) when it is still the stored one; no cipher needed. */
function primedSession(): StoredSession | null {
  if (!lastOpened || lastOpened.cipher !== null) return null;
  try {
    return localStorage.getItem(STORAGE_KEYS.authToken) === lastOpened.sealed
      ? lastOpened.session
      : null;
  } catch {
    return null;
  }
}

/** Removes both token keys; storage failures are swallowed (there is nothing left to do). */
export function clearStoredSession(): void {
  if (!tokensAllowed()) return;
  lastOpened = null;
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
  const cipher = vaultCipher();
  if (!tokensAllowed()) return null;
  if (!cipher) return primedSession();
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.authToken);
    if (stored === null) return null;
    return decryptSession(stored, cipher);
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
  const cipher = vaultCipher();
  if (!tokensAllowed() || !cipher) return false;
  try {
    const record: StoredSession = { accessToken, refreshToken, timestamp: now };
    const sealed = encryptSession(record, cipher);
    localStorage.setItem(STORAGE_KEYS.authToken, sealed);
    lastOpened = { sealed, cipher, session: Object.freeze(record) };
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
