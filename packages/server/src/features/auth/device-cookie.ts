/**
 * The device cookie (docs/decisions/0277-limits-shared-across-processes.md): a successful password
 * sign-in leaves `savdo_device` on the browser, naming the device (session) it started and signed
 * with the server's secret for that user. A later sign-in that sends it back for the same account
 * comes from a known device: the account-wide and address ceilings do not apply to it, and its
 * failures count for that device alone. It grants nothing else. HttpOnly, SameSite=Strict, sent
 * only to the sign-in calls; partner pages call without credentials, so it never reaches them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_ROOT } from '@savdo/contract';

export const DEVICE_COOKIE = 'savdo_device';
const MAX_AGE_SECONDS = 365 * 24 * 3600;

function mac(secret: string, userId: number, deviceId: number): string {
  return createHmac('sha256', secret)
    .update(`device-cookie:${userId}:${deviceId}`)
    .digest('base64url');
}

/** The Set-Cookie value for a device that just signed in. */
export function deviceCookie(
  secret: string,
  userId: number,
  deviceId: number,
  secure: boolean,
): string {
  return [
    `${DEVICE_COOKIE}=${deviceId}.${mac(secret, userId, deviceId)}`,
    `Path=${API_ROOT}/auth`,
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The device a Cookie header proves for this user, or null (absent, forged, another user's). */
export function knownDeviceOf(
  secret: string,
  cookieHeader: string | undefined,
  userId: number | null,
): number | null {
  if (userId === null || !cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name !== DEVICE_COOKIE || !value) continue;
    const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!match) continue;
    const deviceId = Number(match[1]);
    const expected = Buffer.from(mac(secret, userId, deviceId));
    const given = Buffer.from(match[2] ?? '');
    if (expected.length === given.length && timingSafeEqual(expected, given)) return deviceId;
  }
  return null;
}
