/**
 * A local stand-in of the Telegram Bot API (`POST /bot<token>/<method>`, answers
 * `{ok, result}` or `{ok: false, error_code, description, parameters}`): it records every
 * sendMessage, holds getUpdates (long polling) until an update is injected or its timeout
 * passes, and answers what the test set: 429 with `parameters.retry_after`, 403 for a chat that
 * blocked the bot, 401 for a wrong token. Tests in another process (the e2e) drive it over
 * HTTP: POST /stand-in/updates, GET /stand-in/messages, POST /stand-in/block.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentMessage {
  chat_id: number;
  text: string;
  parse_mode?: string;
  reply_markup?: { inline_keyboard: { text: string; url: string }[][] };
  /** When the stand-in received it (Date.now()). */
  at: number;
}

export interface InjectedText {
  chatId: number;
  text: string;
  username?: string;
  languageCode?: string;
}

export interface TelegramStandIn {
  /** The API root to give the server (TELEGRAM_API_BASE). */
  apiBase: string;
  token: string;
  /** Messages accepted (not those answered with an error). */
  sent: SentMessage[];
  /** Every sendMessage call, accepted or refused. */
  attempts: SentMessage[];
  /** A user writes to the bot (/start CODE, /stop). */
  inject(input: InjectedText): void;
  /** The next `times` sendMessage calls answer 429 with this retry_after. */
  floodNext(retryAfterSeconds: number, times?: number): void;
  /** Messages to this chat answer 403 "bot was blocked by the user". */
  block(chatId: number): void;
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const part of req) text += String(part);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const failure = (res: ServerResponse, code: number, description: string, parameters?: object) =>
  answer(res, code, {
    ok: false,
    error_code: code,
    description,
    ...(parameters ? { parameters } : {}),
  });

/** `port` 0 (the default) takes a free one. */
export async function startTelegramStandIn(
  token = '123456:STAND-IN',
  port = 0,
): Promise<TelegramStandIn> {
  const sent: SentMessage[] = [];
  const attempts: SentMessage[] = [];
  const updates: { update_id: number; message: object }[] = [];
  const blocked = new Set<number>();
  const waiting = new Set<() => void>();
  let floods: number[] = [];
  let nextUpdateId = 1;
  let messageId = 1;

  const inject = (input: InjectedText) => {
    const from = {
      id: input.chatId,
      is_bot: false,
      first_name: 'Test',
      ...(input.username ? { username: input.username } : {}),
      ...(input.languageCode ? { language_code: input.languageCode } : {}),
    };
    updates.push({
      update_id: nextUpdateId++,
      message: {
        message_id: messageId++,
        date: Math.floor(Date.now() / 1000),
        chat: {
          id: input.chatId,
          type: 'private',
          ...(input.username ? { username: input.username } : {}),
        },
        from,
        text: input.text,
      },
    });
    for (const wake of waiting) wake();
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = req.url ?? '';
      if (url === '/stand-in/messages' && req.method === 'GET') {
        answer(res, 200, sent);
        return;
      }
      if (url === '/stand-in/updates' && req.method === 'POST') {
        inject((await readJson(req)) as unknown as InjectedText);
        answer(res, 200, { ok: true });
        return;
      }
      if (url === '/stand-in/block' && req.method === 'POST') {
        blocked.add(Number((await readJson(req)).chatId));
        answer(res, 200, { ok: true });
        return;
      }
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(url);
      if (!match || req.method !== 'POST') {
        failure(res, 404, 'Not Found');
        return;
      }
      const body = await readJson(req);
      if (match[1] !== token) {
        failure(res, 401, 'Unauthorized');
        return;
      }
      if (match[2] === 'sendMessage') {
        const message = { ...(body as unknown as SentMessage), at: Date.now() };
        attempts.push(message);
        const retryAfter = floods.shift();
        if (retryAfter !== undefined) {
          failure(res, 429, `Too Many Requests: retry after ${retryAfter}`, {
            retry_after: retryAfter,
          });
          return;
        }
        if (blocked.has(Number(message.chat_id))) {
          failure(res, 403, 'Forbidden: bot was blocked by the user');
          return;
        }
        if (typeof message.text !== 'string' || message.text.length === 0) {
          failure(res, 400, 'Bad Request: message text is empty');
          return;
        }
        sent.push(message);
        answer(res, 200, {
          ok: true,
          result: {
            message_id: messageId++,
            date: Math.floor(Date.now() / 1000),
            chat: { id: message.chat_id, type: 'private' },
            text: message.text,
          },
        });
        return;
      }
      if (match[2] === 'getUpdates') {
        const offset = Number(body.offset ?? 0);
        const timeoutMs = Number(body.timeout ?? 0) * 1000;
        const due = () => updates.filter((u) => u.update_id >= offset);
        if (due().length === 0 && timeoutMs > 0) {
          await new Promise<void>((resolve) => {
            const wake = () => {
              clearTimeout(timer);
              waiting.delete(wake);
              resolve();
            };
            const timer = setTimeout(wake, timeoutMs);
            waiting.add(wake);
          });
        }
        answer(res, 200, { ok: true, result: due() });
        return;
      }
      failure(res, 404, 'Not Found: method not found');
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    apiBase: `http://127.0.0.1:${bound}`,
    token,
    sent,
    attempts,
    inject,
    floodNext(retryAfterSeconds, times = 1) {
      floods = [...floods, ...Array<number>(times).fill(retryAfterSeconds)];
    },
    block(chatId) {
      blocked.add(chatId);
    },
    async close() {
      for (const wake of waiting) wake();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
