// Who the API client says is asking: the session installs its token and its 401 handler here
// (session/session-credentials.ts) on pages that hold one (the host app, our own pages'
// widgets). A partner's page (mode 'public') installs nothing, so it never loads the token
// vault, its cipher or the JWT code, and never sends a token.
import { tokensAllowed } from '../config';

export interface Credentials {
  /** The stored access token, or null. */
  accessToken(): string | null;
  /** Every 401 of a call that does not handle its own. */
  onUnauthorized(): void;
}

let installed: Credentials | null = null;

export function installCredentials(credentials: Credentials | null): void {
  installed = credentials;
}

/** The token this page may send now, or null (none installed or stored, or public mode). */
export function bearerToken(): string | null {
  return tokensAllowed() ? (installed?.accessToken() ?? null) : null;
}

/** The Authorization header for the stored token, if any and if this page may send one. */
export function authHeaders(): Record<string, string> {
  const token = bearerToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** A 401 reached the client: the session's handler acts (nothing without a session). */
export function reportUnauthorized(): void {
  installed?.onUnauthorized();
}
