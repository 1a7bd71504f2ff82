import { describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE } from '@savdo/contract';
import {
  decodeAccessToken,
  isTokenAccepted,
  isTokenExpired,
  tokenExpiryMs,
  tokenMinutesLeft,
} from '@savdo/core';
import { jwt, NOW, payload, token } from '../../../../tests/kit/session-test-helpers';

describe('access token acceptance', () => {
  it('decodes the payload of a JWT', () => {
    expect(decodeAccessToken(token(60))).toMatchObject({ sub: '42', username: 'aziz' });
  });

  it('the same token is decoded once: the same frozen payload, until another token comes', () => {
    const first = token(60);
    const payloadOfFirst = decodeAccessToken(first);
    expect(decodeAccessToken(first)).toBe(payloadOfFirst);
    expect(Object.isFrozen(payloadOfFirst)).toBe(true);
    const second = jwt({ ...payload(60), username: 'other' });
    expect(decodeAccessToken(second)?.username).toBe('other');
    expect(decodeAccessToken(first)).not.toBe(payloadOfFirst);
    expect(decodeAccessToken(first)).toEqual(payloadOfFirst);
    // A token that does not decode is remembered as such, and the next good one still decodes.
    expect(decodeAccessToken('garbage')).toBeNull();
    expect(decodeAccessToken('garbage')).toBeNull();
    expect(decodeAccessToken(first)?.username).toBe('aziz');
  });

  it('any parsing failure means invalid: garbage, empty, non-object payload', () => {
    expect(decodeAccessToken('garbage')).toBeNull();
    expect(decodeAccessToken('')).toBeNull();
    expect(decodeAccessToken(null)).toBeNull();
    expect(decodeAccessToken('a.bm90IGpzb24.c')).toBeNull();
    expect(decodeAccessToken(jwt([1, 2]))).toBeNull();
    expect(isTokenAccepted('garbage')).toBe(false);
    expect(isTokenAccepted(undefined)).toBe(false);
  });

  it('accepts a token with sub, email, username, is_active, exp, jti and our audience', () => {
    expect(isTokenAccepted(token())).toBe(true);
  });

  for (const field of ['sub', 'email', 'username', 'is_active', 'exp', 'jti'] as const) {
    it(`rejects a token whose payload lacks ${field}`, () => {
      const body: Record<string, unknown> = { ...payload() };
      delete body[field];
      expect(isTokenAccepted(jwt(body))).toBe(false);
    });
  }

  it('rejects a token whose audience does not include the users-auth audience', () => {
    expect(isTokenAccepted(token(3600, { aud: ['someone-else'] }))).toBe(false);
    const noAud: Record<string, unknown> = { ...payload() };
    delete noAud.aud;
    expect(isTokenAccepted(jwt(noAud))).toBe(false);
  });

  it('accepts the audience as a plain string too', () => {
    expect(isTokenAccepted(token(3600, { aud: TOKEN_AUDIENCE }))).toBe(true);
    expect(isTokenAccepted(token(3600, { aud: ['x', TOKEN_AUDIENCE] }))).toBe(true);
  });

  it('rejects a token whose is_active is not true', () => {
    expect(isTokenAccepted(token(3600, { is_active: false }))).toBe(false);
    expect(isTokenAccepted(jwt({ ...payload(), is_active: 'true' }))).toBe(false);
  });

  it('rejects a token whose exp is not a number', () => {
    expect(isTokenAccepted(jwt({ ...payload(), exp: 'soon' }))).toBe(false);
  });
});

describe('token expiry', () => {
  it('token expired when expiry is less than 60 s away', () => {
    expect(isTokenExpired(token(59), NOW)).toBe(true);
    expect(isTokenExpired(token(-5), NOW)).toBe(true);
  });

  it('token not expired when 60 s or more remain', () => {
    expect(isTokenExpired(token(60), NOW)).toBe(false);
    expect(isTokenExpired(token(3600), NOW)).toBe(false);
  });

  it('an unreadable token counts as expired', () => {
    expect(isTokenExpired('garbage', NOW)).toBe(true);
    expect(isTokenExpired(jwt({ sub: '1' }), NOW)).toBe(true);
  });

  it('tokenExpiryMs is exp in milliseconds, null when unreadable', () => {
    expect(tokenExpiryMs(token(100))).toBe(NOW + 100_000);
    expect(tokenExpiryMs('garbage')).toBeNull();
  });

  it('minutes left are whole minutes, rounded down', () => {
    expect(tokenMinutesLeft(token(5 * 60 + 59), NOW)).toBe(5);
    expect(tokenMinutesLeft(token(59), NOW)).toBe(0);
  });

  it('minutes left never go below 0', () => {
    expect(tokenMinutesLeft(token(-600), NOW)).toBe(0);
    expect(tokenMinutesLeft('garbage', NOW)).toBe(0);
  });

  it('uses the real clock when no now is given', () => {
    const live = jwt({ ...payload(), exp: Math.floor(Date.now() / 1000) + 600 });
    expect(isTokenExpired(live)).toBe(false);
    expect(tokenMinutesLeft(live)).toBeGreaterThanOrEqual(9);
  });
});
