// The address of the one live socket: LIVE_PATH on the API's origin (the page's own when the API
// base is ''), ws: or wss: to match, with the access token in the `token` query when this page
// may send one. In mode 'public' (a partner's origin) no token is ever read or sent. On a
// reconnect it names the last event id the page saw, so the server replays what it missed.
import { LIVE_LAST_EVENT_ID_PARAM, LIVE_PATH } from '@savdo/contract';
import { bearerToken } from '../api/credentials';
import { $coreConfig } from '../config';

/** The token the live socket should carry now, or null (none stored, or public mode). */
export function liveToken(): string | null {
  return bearerToken();
}

/** ws(s)://host/api/v1/live[?token=...][&last_event_id=...] for the configured API base. */
export function liveUrl(
  token: string | null = liveToken(),
  lastEventId: number | null = null,
): string {
  const apiBase = $coreConfig.get().apiBase;
  const origin = apiBase === '' ? window.location.origin : apiBase;
  const url = new URL(LIVE_PATH, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (token) url.searchParams.set('token', token);
  if (lastEventId !== null) url.searchParams.set(LIVE_LAST_EVENT_ID_PARAM, String(lastEventId));
  return url.toString();
}
