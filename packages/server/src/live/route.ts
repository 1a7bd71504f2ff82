/**
 * The live channel: one WebSocket per page at LIVE_PATH. The access token goes in the `token`
 * query parameter; without one the socket is a public subscriber (public events only). An
 * invalid token closes the socket with 4401 (the client refreshes and reconnects); a banned or
 * inactive user's with 4403. A client that reconnects names the last event id it saw in
 * `last_event_id` and is sent what it missed, that it may see, before live events
 * (docs/decisions/0278-live-fan-out-across-processes.md).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import {
  LIVE_LAST_EVENT_ID_PARAM,
  type LiveClientMessage,
  type LiveEvent,
  type LiveEventOfType,
} from '@savdo/contract';
import { BANNED_MESSAGE, INACTIVE_MESSAGE, authenticateToken } from '../http/authenticate';
import { CLOSE_SESSION_REVOKED, type LiveConnection } from './hub';
import { OrderedStream } from './ordered-stream';

const HEARTBEAT_MS = 30_000;
export const CLOSE_FORBIDDEN = 4403;

/** `last_event_id` when it is a whole number; anything else is a new connection. */
export function parseLastEventId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

function parseMessage(data: unknown): LiveClientMessage | null {
  try {
    const value = JSON.parse(String(data)) as { type?: unknown };
    return value && (value.type === 'ping' || value.type === 'subscribe')
      ? (value as LiveClientMessage)
      : null;
  } catch {
    return null;
  }
}

export const liveRoutes: FastifyPluginAsync = async (app) => {
  const { hub } = app.ctx.live;

  app.get('/live', { websocket: true }, (socket: WebSocket, request) => {
    const send = (event: LiveEvent) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
    };
    let connection: LiveConnection | null = null;
    let alive = true;
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, HEARTBEAT_MS);
    heartbeat.unref();

    socket.on('pong', () => {
      alive = true;
    });
    socket.on('message', (data) => {
      const message = parseMessage(data);
      if (message?.type === 'ping') send({ type: 'pong' });
    });
    socket.on('close', () => {
      clearInterval(heartbeat);
      if (connection) hub.remove(connection);
    });
    socket.on('error', (err) => request.log.warn({ err }, 'live socket error'));

    const query = request.query as Record<string, unknown>;
    const { token } = query;
    const lastEventId = parseLastEventId(query[LIVE_LAST_EVENT_ID_PARAM]);
    void (async () => {
      let userId: number | null = null;
      let sessionId: number | null = null;
      if (typeof token === 'string' && token !== '') {
        const result = await authenticateToken(app, token);
        if (!result.ok) return socket.close(CLOSE_SESSION_REVOKED, result.message);
        const { user } = result.auth;
        if (user.is_banned) return socket.close(CLOSE_FORBIDDEN, BANNED_MESSAGE);
        if (!user.is_active) return socket.close(CLOSE_FORBIDDEN, INACTIVE_MESSAGE);
        userId = user.id;
        sessionId = result.auth.sessionId;
      }
      if (socket.readyState !== socket.OPEN) return;
      const stream = new OrderedStream((text) => {
        if (socket.readyState === socket.OPEN) socket.send(text);
      });
      const joined: LiveConnection = {
        userId,
        sessionId,
        send: (text, id) => stream.push(text, id),
        close: (code, reason) => socket.close(code, reason),
      };
      connection = joined;
      hub.add(joined);
      const start = await app.ctx.live.catchUp(joined, lastEventId);
      stream.startAfter(start.lastEventId);
      const hello: LiveEventOfType<'hello'> = {
        type: 'hello',
        user_id: userId,
        last_event_id: start.lastEventId,
      };
      if (start.resumed !== undefined) hello.resumed = start.resumed;
      send(hello);
      for (const missed of start.missed) {
        stream.emit(missed.text, missed.id);
        if (missed.event.type === 'session.revoked') {
          socket.close(CLOSE_SESSION_REVOKED, 'session revoked');
          hub.remove(joined);
          return;
        }
      }
      stream.release();
    })().catch((err: unknown) => {
      request.log.error({ err }, 'live socket setup failed');
      socket.close(1011, 'server error');
    });
  });
};
