/**
 * Telegram's HTML parse mode accepts a few tags and needs `<`, `>` and `&` escaped everywhere
 * else (Bot API "HTML style"); a stray `<` in a symbol or a module's title would otherwise make
 * Telegram refuse the whole message with 400.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A notification as a Telegram message: the title in bold, then the body. */
export function notificationHtml(title: string, body: string): string {
  // Cut before escaping, so an entity is never cut in half (a message holds 4096 characters).
  return `<b>${escapeHtml(title.slice(0, 200))}</b>\n${escapeHtml(body.slice(0, 3000))}`;
}
