// The profile page's own calls beyond users/me: username availability, the email
// change and its cancellation, the password change, avatar removal and signing a device out.
// One typed function each, on the main root.
import type {
  DevicesResponse,
  SetEmailRequest,
  SetPasswordRequest,
  UserResponse,
  UsernameCheckResponse,
} from '@savdo/contract';
import { mainApi } from '../api/client';

/** GET /users/check with the username URL-encoded. */
export function checkUsername(username: string): Promise<UsernameCheckResponse> {
  return mainApi.get<UsernameCheckResponse>(
    `/users/check?username=${encodeURIComponent(username)}`,
  );
}

/** An address with one already waits for its verification link (decision 0220). */
export function setEmail(body: SetEmailRequest): Promise<UserResponse> {
  return mainApi.patch<UserResponse>('/users/me/set-email', body);
}

export function cancelEmailChange(): Promise<UserResponse> {
  return mainApi.delete<UserResponse>('/users/me/pending-email');
}

export function setPassword(body: SetPasswordRequest): Promise<UserResponse> {
  return mainApi.patch<UserResponse>('/users/me/set-password', body);
}

export function removeProfileImage(): Promise<UserResponse> {
  return mainApi.delete<UserResponse>('/users/me/update/image');
}

/** Signs that device out; answers the devices left. */
export function signOutDevice(id: number): Promise<DevicesResponse> {
  return mainApi.delete<DevicesResponse>(`/users/me/devices/${id}`);
}
