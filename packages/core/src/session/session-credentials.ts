// The session's part of the API client (api/credentials.ts): its stored token on every call and
// its one 401 handler. Installed by whoever starts a session on this page (the host app's boot,
// the embed runtime on our own origin, the test set-up), never on a partner's page.
import { installCredentials } from '../api/credentials';
import { getAccessToken } from '../vault/token-vault';
import { handleUnauthorized } from './unauthorized';

export function installSessionCredentials(): void {
  installCredentials({ accessToken: getAccessToken, onUnauthorized: handleUnauthorized });
}
