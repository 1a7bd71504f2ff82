/**
 * The Telegram Bot API, the few methods the delivery channel uses: `sendMessage` (HTML, one
 * inline URL button) and `getUpdates` (long polling). Every call is
 * `POST <apiBase>/bot<token>/<method>` with a JSON body; the answer is `{ok: true, result}` or
 * `{ok: false, error_code, description, parameters}`, thrown as a TelegramApiError that says
 * whether to wait (429 `retry_after`) or to stop writing to the chat (403).
 */
export interface TelegramUser {
  id: number;
  username?: string;
  first_name?: string;
  language_code?: string;
}

export interface TelegramMessage {
  message_id: number;
  chat: { id: number; type: string; username?: string };
  from?: TelegramUser;
  text?: string;
}

export interface TelegramUpdate {
  update_id: number;
  message?: TelegramMessage;
}

export interface OutgoingMessage {
  chatId: number;
  /** Already HTML: user text inside it escaped (message-html.ts). */
  html: string;
  button?: { text: string; url: string };
}

export class TelegramApiError extends Error {
  constructor(
    readonly errorCode: number,
    readonly description: string,
    /** Seconds to wait before any retry, from a 429's `parameters.retry_after`. */
    readonly retryAfter: number | null,
  ) {
    super(`Telegram ${errorCode}: ${description}`);
    this.name = 'TelegramApiError';
  }

  /** The user blocked the bot, or the chat is gone: stop writing there. */
  get chatClosed(): boolean {
    return this.errorCode === 403;
  }
}

export interface BotApi {
  sendMessage(message: OutgoingMessage): Promise<TelegramMessage>;
  /** Waits up to `timeoutSeconds` for updates after `offset`. */
  getUpdates(offset: number, timeoutSeconds: number): Promise<TelegramUpdate[]>;
}

interface Envelope<T> {
  ok: boolean;
  result?: T;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

export function createBotApi(settings: { apiBase: string; botToken: string }): BotApi {
  async function call<T>(method: string, body: unknown, timeoutMs: number): Promise<T> {
    const res = await fetch(`${settings.apiBase}/bot${settings.botToken}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    let envelope: Envelope<T>;
    try {
      envelope = (await res.json()) as Envelope<T>;
    } catch {
      throw new TelegramApiError(res.status, `not a Bot API answer (HTTP ${res.status})`, null);
    }
    if (envelope.ok && envelope.result !== undefined) return envelope.result;
    throw new TelegramApiError(
      envelope.error_code ?? res.status,
      envelope.description ?? 'unknown error',
      envelope.parameters?.retry_after ?? null,
    );
  }

  return {
    sendMessage(message) {
      return call<TelegramMessage>(
        'sendMessage',
        {
          chat_id: message.chatId,
          text: message.html,
          parse_mode: 'HTML',
          link_preview_options: { is_disabled: true },
          ...(message.button
            ? {
                reply_markup: {
                  inline_keyboard: [[{ text: message.button.text, url: message.button.url }]],
                },
              }
            : {}),
        },
        15_000,
      );
    },
    getUpdates(offset, timeoutSeconds) {
      return call<TelegramUpdate[]>(
        'getUpdates',
        { offset, timeout: timeoutSeconds, allowed_updates: ['message'] },
        (timeoutSeconds + 10) * 1000,
      );
    },
  };
}
