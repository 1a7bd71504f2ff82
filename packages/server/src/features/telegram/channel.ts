/**
 * Telegram as a notification channel: every notification the notifications feature stores for a
 * user whose linked chat is on (and not blocked) is queued for Telegram in the same transaction,
 * in the reader's language, with a button back to its page (docs/product.md, notifications),
 * unless the user switched its category off (docs/decisions/0327-telegram-categories.md); the
 * bell, the live push and email do not depend on it.
 */
import { TELEGRAM_CATEGORY_OF } from '@savdo/contract';
import { addNotificationChannel, renderNotification, type ChannelDelivery } from '../notifications';
import type { Queryable } from '../../db/adapter';
import { notificationHtml } from './message-html';
import { queueTelegram } from './outbox';
import { findLink } from './repository';
import { BOT_TEXTS } from './texts';

export async function queueForTelegram(q: Queryable, delivery: ChannelDelivery): Promise<void> {
  const userId = Number(delivery.row.user_id);
  const link = await findLink(q, userId);
  if (!link || !link.enabled || link.blocked_at !== null) return;
  if (link.muted_categories.includes(TELEGRAM_CATEGORY_OF[delivery.row.kind])) return;
  const text = renderNotification(delivery.row.kind, delivery.row.params, delivery.language);
  await queueTelegram(q, {
    userId,
    chatId: link.chat_id,
    html: notificationHtml(text.title, text.body),
    button: { text: BOT_TEXTS[delivery.language].openButton, url: delivery.url },
  });
}

addNotificationChannel(queueForTelegram);
