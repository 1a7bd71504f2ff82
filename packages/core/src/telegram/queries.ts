// The Telegram channel's state as a query store; every change answers the new state, which
// replaces the cached one, so the settings show it at once.
import type { TelegramCategory, TelegramStartLink, TelegramStatusResponse } from '@savdo/contract';
import { createQuery, keyOf, updateQueries } from '../query/query-client';
import {
  createTelegramStartLink,
  getTelegramStatus,
  linkTelegramWithLogin,
  unlinkTelegram,
  updateTelegram,
} from './api';

export const TELEGRAM_QUERY = 'telegram/status';

export const $telegramStatus = createQuery<TelegramStatusResponse>(
  TELEGRAM_QUERY,
  undefined,
  getTelegramStatus,
);

function settle(answer: TelegramStatusResponse): TelegramStatusResponse {
  updateQueries<TelegramStatusResponse>(keyOf(TELEGRAM_QUERY), () => answer);
  return answer;
}

/** A fresh `https://t.me/<bot>?start=<code>` link (one use, a few minutes). */
export async function telegramStartLink(): Promise<TelegramStartLink> {
  return (await createTelegramStartLink()).result;
}

export async function linkTelegramInOneClick() {
  return settle(await linkTelegramWithLogin()).result;
}

export async function switchTelegram(enabled: boolean) {
  return settle(await updateTelegram({ enabled })).result;
}

/** One category's switch (docs/decisions/0327-telegram-categories.md); the others stay. */
export async function switchTelegramCategory(category: TelegramCategory, on: boolean) {
  return settle(await updateTelegram({ categories: { [category]: on } })).result;
}

export async function removeTelegram() {
  return settle(await unlinkTelegram()).result;
}

/** Asks again (after the user came back from Telegram). */
export function refreshTelegramStatus(): void {
  void $telegramStatus.invalidate();
}
