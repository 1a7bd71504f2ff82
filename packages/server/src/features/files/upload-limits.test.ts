// The upload limits (docs/decisions/0276-bounded-uploads-and-private-files.md): per user and kind,
// at most so many running at once, so many a minute and so many files and bytes a day, counted in
// the database; per process, so many read at once. Over a limit: 429 with Retry-After and a
// message in the client's language; other users' uploads are unaffected.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  startTestServer,
  testConfig,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { PNG, member, upload, type Member } from '../../../../../tests/kit/server/chat-fixtures';
import { createEntry, entryQuery } from '../../../../../tests/kit/server/journal-fixtures';
import { holdUpload, waitForRunning } from '../../../../../tests/kit/server/upload-fixtures';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimitsConfig } from './files-config';

let server: TestServer;
let tight: TestServer;

/** Every kind as by default, with `changes` over it. */
function limits(changes: Partial<UploadLimitsConfig>): UploadLimitsConfig {
  return { ...DEFAULT_UPLOAD_LIMITS, ...changes };
}

beforeAll(async () => {
  server = await startTestServer({
    files: { ...testConfig().files, uploads: DEFAULT_UPLOAD_LIMITS },
  });
  const d = DEFAULT_UPLOAD_LIMITS.kinds;
  tight = await startTestServer({
    files: {
      ...testConfig().files,
      uploads: limits({
        processConcurrent: 2,
        kinds: {
          ...d,
          chat: { ...d.chat, filesPerDay: 2 },
          journal: { ...d.journal, bytesPerDay: 1 },
          avatar: { ...d.avatar, perMinute: 2 },
        },
      }),
    },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await tight?.close();
});

async function running(target: TestServer, who: Member, count: number) {
  const held = Array.from({ length: count }, () =>
    holdUpload(target, who.token, '/chat/upload/image', PNG),
  );
  await waitForRunning(target, who.id, count);
  return held;
}

describe('at most 8 uploads of one user run at once', () => {
  it('the ninth concurrent upload of one user answers 429 with Retry-After; the eight finish', async () => {
    const alice = await member(server);
    const held = await running(server, alice, 8);
    const ninth = await upload(server, alice.token);
    expect(ninth.status).toBe(429);
    expect(Number(ninth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ninth.body.message).toBe(
      'Too many uploads at once: at most 8 at a time. Try again in 5 seconds.',
    );
    const answers = await Promise.all(held.map((h) => h.finish()));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    // Finished uploads free their slots.
    expect((await upload(server, alice.token)).status).toBe(201);
  });

  it("another user's uploads are unaffected while one user is at the limit", async () => {
    const alice = await member(server);
    const bob = await member(server);
    const held = await running(server, alice, 8);
    expect((await upload(server, alice.token)).status).toBe(429);
    const theirs = await upload(server, bob.token);
    expect(theirs.status).toBe(201);
    await Promise.all(held.map((h) => h.finish()));
  });

  it('the refusal is worded in the language the client asks for', async () => {
    const alice = await member(server);
    const held = await running(server, alice, 8);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'chart.png');
    const res = await call<{ message: string; code: string }>(
      server,
      'POST',
      '/chat/upload/image',
      { token: alice.token, body: form, headers: { 'accept-language': 'uz' } },
    );
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('upload.too_many_at_once');
    expect(res.body.message).toBe(
      "Bir vaqtda juda ko'p fayl yuklanmoqda: bir vaqtda ko'pi bilan 8 ta. 5 soniyadan so'ng qayta urinib ko'ring.",
    );
    await Promise.all(held.map((h) => h.finish()));
  });
});

describe('a refused upload is not read', () => {
  it('a refused 5 MB upload is answered 429 before its body is sent, and its connection closed', async () => {
    const alice = await member(server);
    const held = await running(server, alice, 8);
    const size = 5 * 1024 * 1024;
    const answer = await new Promise<{ status: number; connection: string | undefined }>(
      (resolve, reject) => {
        const req = request(
          new URL('/api/v1/chat/upload/image', server.baseUrl),
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${alice.token}`,
              'content-type': 'multipart/form-data; boundary=x',
              'content-length': String(size),
            },
          },
          (res) => {
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
            res.resume();
          },
        );
        // The socket closes under the body we never finish sending.
        req.on('error', () => undefined);
        req.on('close', () => reject(new Error('closed without an answer')));
        req.write('--x\r\n');
      },
    );
    expect(answer).toEqual({ status: 429, connection: 'close' });
    await Promise.all(held.map((h) => h.finish()));
  });
});

describe('a daily quota of files and bytes per user', () => {
  it('the daily file quota answers 429 once spent, until the next UTC day', async () => {
    const carol = await member(tight);
    expect((await upload(tight, carol.token)).status).toBe(201);
    expect((await upload(tight, carol.token)).status).toBe(201);
    const third = await upload(tight, carol.token);
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(
      /^Daily upload limit reached: at most 2 files and 200 MB a day\. Try again in \d+ hours\.$/,
    );
    const wait = Number(third.headers.get('retry-after'));
    const untilMidnight = (Date.UTC(...utcTomorrow()) - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(0);
    expect(Math.abs(wait - untilMidnight)).toBeLessThan(60);
    // Another user of the same kind is not affected.
    const dave = await member(tight);
    expect((await upload(tight, dave.token)).status).toBe(201);
  });

  it('the daily byte quota answers 429 once spent (journal screenshots)', async () => {
    const erin = await member(tight, { is_verified: true });
    const first = await createEntry(tight, erin.token, entryQuery(), {
      images: { before_image_1: PNG },
    });
    expect(first.status).toBe(201);
    const second = await createEntry(tight, erin.token, entryQuery(), {
      images: { before_image_1: PNG },
    });
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).not.toBeNull();
    // An entry without a body reads no upload and stays possible.
    expect((await createEntry(tight, erin.token, entryQuery())).status).toBe(201);
  });
});

describe('a per-minute limit per user', () => {
  it('the upload after the minute is spent answers 429 with the seconds until one frees', async () => {
    const frank = await member(tight);
    const avatar = () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
      return call<{ message: string }>(tight, 'PATCH', '/users/me/update/image', {
        token: frank.token,
        body: form,
      });
    };
    expect((await avatar()).status).toBe(200);
    expect((await avatar()).status).toBe(200);
    const third = await avatar();
    expect(third.status).toBe(429);
    const wait = Number(third.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(third.body.message).toBe(
      `Too many uploads: at most 2 a minute. Try again in ${wait} seconds.`,
    );
  });

  it('the minute is counted by the shared rate limiter, and a start over it leaves no claim behind', async () => {
    const gil = await member(tight);
    const avatar = () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
      return call(tight, 'PATCH', '/users/me/update/image', { token: gil.token, body: form });
    };
    expect((await avatar()).status).toBe(200);
    expect((await avatar()).status).toBe(200);
    expect((await avatar()).status).toBe(429);
    // docs/decisions/0293-upload-minute-rate-in-the-shared-limiter.md: one shared counter a user
    // and kind, so every process counts the same minute.
    const counter = await tight.db.query<{ hits: number }>(
      "SELECT hits FROM rate_counters WHERE rule = 'upload-avatar' AND key = $1",
      [String(gil.id)],
    );
    expect(counter.rows[0]?.hits).toBeGreaterThanOrEqual(2);
    // Only the two that started hold a row: the refused one gave its claim back.
    const claims = await tight.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM upload_attempts WHERE user_id = $1 AND kind = 'avatar'",
      [gil.id],
    );
    expect(claims.rows[0]?.n).toBe(2);
  });
});

describe('a cap on the uploads one process reads at once', () => {
  it('beyond the cap any user is told the server is busy (429), and served once it frees', async () => {
    const [gina, hank, ivy] = [await member(tight), await member(tight), await member(tight)];
    const a = holdUpload(tight, gina.token, '/chat/upload/image', PNG);
    const b = holdUpload(tight, hank.token, '/chat/upload/image', PNG);
    await waitForRunning(tight, gina.id, 1);
    await waitForRunning(tight, hank.id, 1);
    const busy = await upload(tight, ivy.token);
    expect(busy.status).toBe(429);
    expect(busy.body.message).toBe(
      'The server is busy with other uploads. Try again in 2 seconds.',
    );
    expect((await a.finish()).status).toBe(201);
    expect((await b.finish()).status).toBe(201);
    expect((await upload(tight, ivy.token)).status).toBe(201);
  });
});

function utcTomorrow(): [number, number, number] {
  const now = new Date();
  return [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1];
}
