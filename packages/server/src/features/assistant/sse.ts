/**
 * The answer stream as server-sent events over the POST's own response (decision 0250): each
 * event is `event: <type>` and `data: <json>` lines and a blank line. A PassThrough handed to
 * `reply.send` keeps every header the app's hooks add (CORS, security, no-store); the route turns
 * compression off, which would otherwise hold chunks back. Writes after the client left are
 * dropped: the answer is still finished and saved (history shows it).
 */
import { PassThrough } from 'node:stream';
import type { AssistantStreamEvent } from '@savdo/contract';

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  // nginx and similar proxies buffer responses unless told not to.
  'x-accel-buffering': 'no',
} as const;

export function formatEvent(event: AssistantStreamEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

export function createEventStream() {
  const stream = new PassThrough();
  let open = true;
  stream.on('close', () => {
    open = false;
  });
  return {
    stream,
    send(event: AssistantStreamEvent) {
      if (open && !stream.writableEnded) stream.write(formatEvent(event));
    },
    end() {
      if (!stream.writableEnded) stream.end();
    },
  };
}
