/**
 * Google sign-in: the ID token's signature is checked against the configured JWKS (Google's
 * published keys, or a local file), and so are `iss`, `aud` (our client id) and `exp`.
 */
import { readFileSync } from 'node:fs';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type { GoogleConfig } from '../../config';

export interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity | null>;

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export function createGoogleVerifier(config: GoogleConfig): GoogleVerifier {
  const keys = config.jwksFile
    ? createLocalJWKSet(JSON.parse(readFileSync(config.jwksFile, 'utf8')) as JSONWebKeySet)
    : createRemoteJWKSet(new URL(config.jwksUrl ?? 'https://www.googleapis.com/oauth2/v3/certs'));
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: ISSUERS,
        audience: config.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
      });
      if (typeof payload.sub !== 'string' || !payload.sub) return null;
      const str = (v: unknown) => (typeof v === 'string' ? v : '');
      return {
        sub: payload.sub,
        email: str(payload.email) || null,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        givenName: str(payload.given_name),
        familyName: str(payload.family_name),
      };
    } catch {
      return null;
    }
  };
}
