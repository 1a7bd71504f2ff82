/**
 * A local stand-in of an OpenAI-compatible chat-completions API (`POST /v1/chat/completions`,
 * `stream: true`): it records each request and answers with what the test set: a stream of
 * content chunks in the real SSE format, an HTTP error, an error inside the stream, or silence
 * (for the timeout).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInBehaviour =
  | { kind: 'stream'; chunks: readonly string[]; delayMs?: number }
  | { kind: 'http-error'; status: number; message: string }
  | { kind: 'stream-error'; after: readonly string[]; message: string }
  | { kind: 'hang' };

export interface RecordedRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: string }[];
  };
}

export interface ModelStandIn {
  baseUrl: string;
  requests: RecordedRequest[];
  behave(next: StandInBehaviour): void;
  close(): Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'stand-in',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const part of req) text += String(part);
  return text;
}

export async function startModelStandIn(): Promise<ModelStandIn> {
  let behaviour: StandInBehaviour = { kind: 'stream', chunks: ['ok'] };
  const requests: RecordedRequest[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      requests.push({
        authorization: req.headers.authorization,
        body: JSON.parse(await readBody(req)) as RecordedRequest['body'],
      });
      const b = behaviour;
      if (b.kind === 'http-error') {
        res.writeHead(b.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: b.message, type: 'server_error' } }));
        return;
      }
      if (b.kind === 'hang') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(': keep-alive\n\n'.slice(0, 0));
        hanging.add(() => res.destroy());
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const parts = b.kind === 'stream' ? b.chunks : b.after;
      for (const part of parts) {
        res.write(chunk(part));
        if (b.kind === 'stream' && b.delayMs) await new Promise((r) => setTimeout(r, b.delayMs));
      }
      if (b.kind === 'stream-error') {
        res.write(`data: ${JSON.stringify({ error: { message: b.message } })}\n\n`);
      } else {
        res.write(
          `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
        );
        res.write('data: [DONE]\n\n');
      }
      res.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next) {
      behaviour = next;
    },
    async close() {
      for (const stop of hanging) stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
