/**
 * The live channel: one WebSocket per page at LIVE_PATH. The access token goes in the `token`
 * query parameter; without one the socket is a public subscriber (public events only). An
 * invalid token closes the socket with 4401 (the client refreshes and reconnects); a banned or
 * inactive user's with 4403.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import type { LiveClientMessage, LiveEvent } from '@savdo/contract';
import { BANNED_MESSAGE, INACTIVE_MESSAGE, authenticateToken } from '../http/authenticate';
import { CLOSE_SESSION_REVOKED, type LiveConnection } from './hub';

const HEARTBEAT_MS = 30_000;
export const CLOSE_FORBIDDEN = 4403;

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

    const token = (request.query as { token?: unknown }).token;
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
      connection = {
        userId,
        sessionId,
        send: (text) => {
          if (socket.readyState === socket.OPEN) socket.send(text);
        },
        close: (code, reason) => socket.close(code, reason),
      };
      hub.add(connection);
      send({ type: 'hello', user_id: userId });
    })().catch((err: unknown) => {
      request.log.error({ err }, 'live socket setup failed');
      socket.close(1011, 'server error');
    });
  });
};
