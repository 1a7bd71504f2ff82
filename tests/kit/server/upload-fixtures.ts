/**
 * Upload test helpers (docs/decisions/0276-bounded-uploads-and-private-files.md): an upload held
 * open half-sent, so a test can have several running at once, and the running count the limits
 * read, to wait until the server has claimed them.
 */
import { request } from 'node:http';
import type { TestServer } from './helpers';

export interface HeldUpload {
  /** Sends the rest of the body; answers the status and body. */
  finish(): Promise<{ status: number; body: string }>;
}

/** Starts a multipart upload of `data` as field `field` and stops half-way through the file. */
export function holdUpload(
  server: TestServer,
  token: string,
  path: string,
  data: Uint8Array,
  field = 'file',
): HeldUpload {
  const boundary = `----held${Math.random().toString(36).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="chart.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const half = Math.floor(data.byteLength / 2);
  let sendRest = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      new URL(`/api/v1${path}`, server.baseUrl),
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.write(Buffer.concat([head, data.subarray(0, half)]));
    sendRest = () => req.end(Buffer.concat([data.subarray(half), tail]));
  });
  return {
    async finish() {
      sendRest();
      return answer;
    },
  };
}

/** Waits until `userId` has `count` uploads running (claimed, not yet finished). */
export async function waitForRunning(
  server: TestServer,
  userId: number,
  count: number,
): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const res = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM upload_attempts WHERE user_id = $1 AND expires_at > now()',
      [userId],
    );
    if ((res.rows[0]?.n ?? 0) >= count) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`user ${userId} never had ${count} uploads running`);
}
