// The profile and settings in the test kit: devices and a route table for the profile calls,
// answering as the server does (a waiting email change, the last way to sign in, a bad phone).
import type { ApiUser, Device, DevicesResponse, UserResponse } from '@savdo/contract';
import { failure, ok, type FakeAnswer, type RouteTable } from './fake-api';
import { makeUser } from './users';

let nextDevice = 1;
export function makeDevice(overrides: Partial<Device> = {}): Device {
  return {
    id: nextDevice++,
    user_agent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
    ip_address: '192.0.2.10',
    created_at: '2026-11-20T08:00:00Z',
    last_seen_at: '2026-11-25T05:00:00Z',
    current: false,
    ...overrides,
  };
}

export interface ProfileServer {
  user: ApiUser;
  devices: Device[];
  /** Usernames someone else has. */
  taken: string[];
  /** Every PATCH /users/me/update fails with this when set. */
  failUpdate?: FakeAnswer;
}

export function makeProfileServer(overrides: Partial<ProfileServer> = {}): ProfileServer {
  return {
    user: makeUser({
      phone: '+998 90 123 45 67',
      profile_visibility: 'public',
      time_zone: null,
      pending_email: null,
      oauth_accounts: [
        { oauth_name: 'google', account_id: 'g-1', account_email: 'aziz@gmail.com' },
      ],
      subscriptions: [
        { plan_id: 2, plan_name: 'Pro', status: 'active', expires_at: '2026-12-25T00:00:00Z' },
      ],
    }),
    devices: [
      makeDevice({ current: true }),
      makeDevice({
        user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
      }),
    ],
    taken: ['taken_name'],
    ...overrides,
  };
}

const me = (server: ProfileServer) => ok<UserResponse>({ result: server.user });

export function profileRoutes(server: ProfileServer): RouteTable {
  return {
    'GET /users/me': () => me(server),
    'GET /users/me/devices': () => ok<DevicesResponse>({ result: server.devices }),
    'DELETE /users/me/devices/:id': ({ params }) => {
      const id = Number(params.id);
      if (!server.devices.some((d) => d.id === id)) return failure(404, 'Device not found');
      server.devices = server.devices.filter((d) => d.id !== id);
      return ok<DevicesResponse>({ result: server.devices });
    },
    'GET /users/check': ({ query }) => {
      const username = query.get('username') ?? '';
      return ok({ result: { username, available: !server.taken.includes(username) } });
    },
    'PATCH /users/me/update': ({ body }) => {
      if (server.failUpdate) return server.failUpdate;
      server.user = { ...server.user, ...(body as Partial<ApiUser>) };
      return me(server);
    },
    'PATCH /users/me/set-email': ({ body }) => {
      const { email } = body as { email: string };
      server.user = server.user.email
        ? { ...server.user, pending_email: email }
        : { ...server.user, email, is_verified: false };
      return me(server);
    },
    'DELETE /users/me/pending-email': () => {
      server.user = { ...server.user, pending_email: null };
      return me(server);
    },
    'PATCH /users/me/set-password': ({ body }) => {
      const { current_password } = body as { current_password?: string };
      if (server.user.is_password_set && current_password !== 'secret123') {
        return {
          status: 400,
          body: {
            message: 'The current password is incorrect',
            detail: { current_password: 'The current password is incorrect' },
          },
        };
      }
      server.user = { ...server.user, is_password_set: true };
      return me(server);
    },
    'PATCH /users/me/update/image': () => {
      server.user = {
        ...server.user,
        avatar_url: '/api/v1/files/00000000-0000-0000-0000-000000000001',
      };
      return me(server);
    },
    'DELETE /users/me/update/image': () => {
      server.user = { ...server.user, avatar_url: null };
      return me(server);
    },
    'POST /auth/google/disconnect': () => unlink(server, 'google', 'Google'),
    'POST /auth/telegram/disconnect': () => unlink(server, 'telegram', 'Telegram'),
    'GET /auth/providers': () =>
      ok({ result: { google_client_id: 'test-client', telegram_bot_name: 'savdo_test_bot' } }),
  };
}

function unlink(server: ProfileServer, provider: 'google' | 'telegram', name: string): FakeAnswer {
  const accounts = server.user.oauth_accounts ?? [];
  if (!server.user.is_password_set && accounts.length === 1) {
    return failure(
      400,
      `Set a password before disconnecting ${name}: it is your only way to sign in`,
    );
  }
  server.user = {
    ...server.user,
    oauth_accounts: accounts.filter((a) => a.oauth_name !== provider),
  };
  return me(server);
}
