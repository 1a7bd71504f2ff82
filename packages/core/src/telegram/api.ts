// Telegram as a delivery channel (contract telegram.ts): the state, the one-time start link,
// one-click linking for a Telegram sign-in, the switch and unlinking.
import type {
  TelegramStartLinkResponse,
  TelegramStatusResponse,
  UpdateTelegramRequest,
} from '@savdo/contract';
import { mainApi } from '../api/client';

export function getTelegramStatus(): Promise<TelegramStatusResponse> {
  return mainApi.get<TelegramStatusResponse>('/telegram');
}

export function createTelegramStartLink(): Promise<TelegramStartLinkResponse> {
  return mainApi.post<TelegramStartLinkResponse>('/telegram/start-link');
}

export function linkTelegramWithLogin(): Promise<TelegramStatusResponse> {
  return mainApi.post<TelegramStatusResponse>('/telegram/link-login');
}

export function updateTelegram(body: UpdateTelegramRequest): Promise<TelegramStatusResponse> {
  return mainApi.patch<TelegramStatusResponse>('/telegram', body);
}

export function unlinkTelegram(): Promise<TelegramStatusResponse> {
  return mainApi.delete<TelegramStatusResponse>('/telegram');
}
