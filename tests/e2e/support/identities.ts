// What Google and Telegram would hand the page, made here: an ID token signed with the key the
// e2e server trusts as Google's, and a Telegram user signed with the e2e bot token.
import { createHash, createHmac, createPrivateKey, sign } from 'node:crypto';
import { E2E_GOOGLE_CLIENT_ID, E2E_TELEGRAM_BOT_TOKEN } from './env';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An RS256 ID token as Google issues it (iss, aud = our client id, sub, email, names). */
export function googleIdToken(
  privateKeyPem: string,
  keyId: string,
  who: { sub: string; email: string; givenName: string; familyName: string },
): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'RS256', kid: keyId, typ: 'JWT' });
  const payload = base64url({
    iss: 'https://accounts.google.com',
    aud: E2E_GOOGLE_CLIENT_ID,
    sub: who.sub,
    email: who.email,
    email_verified: true,
    given_name: who.givenName,
    family_name: who.familyName,
    iat: now,
    exp: now + 600,
  });
  const signature = sign(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    createPrivateKey(privateKeyPem),
  );
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

export type TelegramUserData = Record<string, string | number>;

/** A Telegram Login Widget user object with its hash, as Telegram documents the check. */
export function signedTelegramUser(fields: {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
}): TelegramUserData {
  const data: TelegramUserData = { ...fields, auth_date: Math.floor(Date.now() / 1000) };
  const checkString = Object.keys(data)
    .sort()
    .map((key) => `${key}=${String(data[key])}`)
    .join('\n');
  const secret = createHash('sha256').update(E2E_TELEGRAM_BOT_TOKEN).digest();
  return { ...data, hash: createHmac('sha256', secret).update(checkString).digest('hex') };
}
