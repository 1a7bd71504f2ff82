// Uploads streamed over a real connection (docs/decisions/0310-uploads-stream-to-storage.md): a
// wrong type is answered while the client is still sending (the server does not wait for, or
// read, the rest), and a client that leaves mid-upload leaves no temporary file in the storage
// folder.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  testConfig,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { member, type Member } from '../../../../../tests/kit/server/chat-fixtures';
import { TEMP_PREFIX } from './receive-file';

let server: TestServer;
let user: Member;
const storageDir = mkdtempSync(join(tmpdir(), 'savdo-stream-test-'));

beforeAll(async () => {
  server = await startTestServer({ files: { ...testConfig().files, storageDir } });
  user = await member(server, { is_verified: true });
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const BOUNDARY = 'savdo-stream-test';
const FILE_BYTES = 4 * 1024 * 1024;
const temporaryFiles = () => readdirSync(storageDir).filter((n) => n.startsWith(TEMP_PREFIX));

/** Starts an avatar upload announcing a 4 MB image, sending only `head` of it for now. */
function startUpload(head: Buffer): { req: ClientRequest; answer: Promise<IncomingMessage> } {
  const opening = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const url = new URL('/api/v1/users/me/update/image', server.baseUrl);
  const req = httpRequest(url, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${user.token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(opening.length + FILE_BYTES + closing.length),
    },
  });
  const answer = new Promise<IncomingMessage>((resolve, reject) => {
    req.on('response', resolve);
    req.on('error', reject);
  });
  req.write(opening);
  req.write(head);
  return { req, answer };
}

// Generous: on a loaded machine the server may take seconds to answer a half-sent upload.
async function until(condition: () => boolean, ms = 45_000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('streamed uploads over HTTP', () => {
  it('a wrong type is answered 400 before the client has sent the rest', async () => {
    const { req, answer } = startUpload(Buffer.alloc(64 * 1024, 0x41));
    const res = await answer;
    expect(res.statusCode).toBe(400);
    // The rest is never read: the answer closes the connection instead of waiting for it.
    expect(res.headers.connection).toBe('close');
    req.destroy();
    await until(() => temporaryFiles().length === 0);
  });

  it('a client that leaves mid-upload leaves no temporary file', async () => {
    const png = Buffer.alloc(256 * 1024);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
    const { req, answer } = startUpload(png);
    answer.catch(() => undefined);
    await until(() => temporaryFiles().length === 1);
    req.destroy();
    await until(() => temporaryFiles().length === 0);
    expect(readdirSync(storageDir)).toEqual([]);
  });
});
