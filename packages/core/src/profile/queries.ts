// The profile page's data: the full user (users/me has phone, visibility and a
// waiting email change the session user does not carry) and the devices. A change's answer is
// written into the cache at once and into the session user, so the header's name and avatar
// follow without another request.
import type {
  ApiUser,
  Device,
  DevicesResponse,
  UpdateProfileRequest,
  UserResponse,
} from '@savdo/contract';
import { getDevices, getMe, updateProfile } from './api';
import { $auth, setUser, userFromApi } from '../session/auth-state';
import { createQuery, keyOf, updateQueries } from '../query/query-client';

export const PROFILE_ME_QUERY = 'profile/me';
export const PROFILE_DEVICES_QUERY = 'profile/devices';

export const $profile = createQuery<UserResponse>(PROFILE_ME_QUERY, undefined, getMe);
export const $devices = createQuery<DevicesResponse>(PROFILE_DEVICES_QUERY, undefined, getDevices);

/** Writes `user` into the profile's cache (nothing happens when no page has loaded it). */
export function cacheProfile(user: ApiUser): void {
  updateQueries<UserResponse>(keyOf(PROFILE_ME_QUERY), () => ({ result: user }));
}

/** Shows a changed user everywhere: the profile's cache and the session. */
export function profileChanged(user: ApiUser): void {
  cacheProfile(user);
  const current = $auth.get().user;
  if (current && current.id === user.id) {
    setUser({ ...userFromApi(user), lastValidated: current.lastValidated });
  }
}

export function devicesChanged(devices: Device[]): void {
  updateQueries<DevicesResponse>(keyOf(PROFILE_DEVICES_QUERY), () => ({ result: devices }));
}

/** PATCH /users/me/update, then shows the answer. */
export async function saveProfile(patch: UpdateProfileRequest): Promise<ApiUser> {
  const { result } = await updateProfile(patch);
  profileChanged(result);
  return result;
}
