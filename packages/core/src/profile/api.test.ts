import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { login, profileApi } from '@savdo/core';
import {
  apiUser,
  fakeFetch,
  NOW,
  resetSessionCore,
  token,
} from '../../../../tests/kit/session-test-helpers';

describe('Profile calls', () => {
  const access = token();

  beforeEach(async () => {
    await resetSessionCore();
    login({ access_token: access, user: apiUser() }, NOW);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('getMe and getDevices: GET /users/me and /users/me/devices with the bearer token', async () => {
    const requests = fakeFetch([
      { status: 200, body: { result: apiUser() } },
      { status: 200, body: { result: [] } },
    ]);
    expect((await profileApi.getMe()).result.username).toBe('aziz');
    expect((await profileApi.getDevices()).result).toEqual([]);
    expect(requests.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
      ['GET', '/api/v1/users/me', `Bearer ${access}`],
      ['GET', '/api/v1/users/me/devices', `Bearer ${access}`],
    ]);
  });

  it('updateProfile: PATCH /users/me/update with the changed fields as JSON', async () => {
    const requests = fakeFetch([{ status: 200, body: { result: apiUser() } }]);
    await profileApi.updateProfile({ first_name: 'Ali', profile_visibility: 'friends' });
    expect(requests[0]).toMatchObject({ method: 'PATCH', url: '/api/v1/users/me/update' });
    expect(JSON.parse(String(requests[0]?.body))).toEqual({
      first_name: 'Ali',
      profile_visibility: 'friends',
    });
  });

  it('updateProfileImage: PATCH /users/me/update/image, multipart with the file field', async () => {
    const requests = fakeFetch(() => ({ status: 200, body: { result: apiUser() } }));
    const file = new File(['png-bytes'], 'me.png', { type: 'image/png' });
    await profileApi.updateProfileImage(file);
    const body = requests[0]?.body;
    expect(requests[0]).toMatchObject({ method: 'PATCH', url: '/api/v1/users/me/update/image' });
    expect(body).toBeInstanceOf(FormData);
    const sent = (body as FormData).get('file') as File;
    expect(sent.name).toBe('me.png');
    expect(await sent.text()).toBe('png-bytes');
    // the browser sets the multipart boundary itself: no JSON content-type
    expect(requests[0]?.headers['content-type']).toBeUndefined();

    await profileApi.updateProfileImage(new Blob(['b'], { type: 'image/jpeg' }));
    expect(((requests[1]?.body as FormData).get('file') as File).name).toBe('avatar');
  });

  it('googleConnect and googleDisconnect: POST /auth/google/connect (token) and /disconnect', async () => {
    const requests = fakeFetch(() => ({ status: 200, body: { result: apiUser() } }));
    await profileApi.googleConnect({ token: 'gid' });
    await profileApi.googleDisconnect();
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/auth/google/connect' });
    expect(JSON.parse(String(requests[0]?.body))).toEqual({ token: 'gid' });
    expect(requests[1]).toMatchObject({
      method: 'POST',
      url: '/api/v1/auth/google/disconnect',
      body: undefined,
    });
  });

  it('telegramConnect and telegramDisconnect: POST /auth/telegram/connect (user) and /disconnect', async () => {
    const requests = fakeFetch(() => ({ status: 200, body: { result: apiUser() } }));
    const tgUser = { id: 1, first_name: 'A', auth_date: 2, hash: 'h' };
    await profileApi.telegramConnect(tgUser);
    await profileApi.telegramDisconnect();
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/auth/telegram/connect' });
    expect(JSON.parse(String(requests[0]?.body))).toEqual(tgUser);
    expect(requests[1]).toMatchObject({ method: 'POST', url: '/api/v1/auth/telegram/disconnect' });
  });
});
