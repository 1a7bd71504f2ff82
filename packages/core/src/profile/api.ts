// The Profile calls, one typed function each, on the main root.
import type {
  DevicesResponse,
  GoogleSignInRequest,
  OAuthLinkResponse,
  TelegramUser,
  UpdateProfileRequest,
  UserResponse,
} from '@savdo/contract';
import { mainApi } from '../api/client';

export function getMe(): Promise<UserResponse> {
  return mainApi.get<UserResponse>('/users/me');
}

export function getDevices(): Promise<DevicesResponse> {
  return mainApi.get<DevicesResponse>('/users/me/devices');
}

export function updateProfile(body: UpdateProfileRequest): Promise<UserResponse> {
  return mainApi.patch<UserResponse>('/users/me/update', body);
}

/** Multipart with the image in the `file` field. */
export function updateProfileImage(file: Blob, fileName = 'avatar'): Promise<UserResponse> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : fileName);
  return mainApi.patch<UserResponse>('/users/me/update/image', form);
}

export function googleConnect(body: GoogleSignInRequest): Promise<OAuthLinkResponse> {
  return mainApi.post<OAuthLinkResponse>('/auth/google/connect', body);
}

export function googleDisconnect(): Promise<OAuthLinkResponse> {
  return mainApi.post<OAuthLinkResponse>('/auth/google/disconnect');
}

export function telegramConnect(user: TelegramUser): Promise<OAuthLinkResponse> {
  return mainApi.post<OAuthLinkResponse>('/auth/telegram/connect', user);
}

export function telegramDisconnect(): Promise<OAuthLinkResponse> {
  return mainApi.post<OAuthLinkResponse>('/auth/telegram/disconnect');
}
