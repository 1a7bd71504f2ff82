/**
 * Benchmark (docs/decisions/0276-bounded-uploads-and-private-files.md): one signed-in user sends
 * eight 5 MB chat images at a time, in a loop, for 30 s, while another user calls GET /users/me
 * in a loop, on the real server process (PGlite, demo seed, default upload limits). Prints the
 * reader's p50/p99 alone and under the uploads, what the uploads were answered, and the server's
 * resident memory growth. Targets: the reader's p99 under 250 ms, growth under 150 MB.
 *
 *   node_modules/.bin/tsx tests/bench/upload-stall.ts
 *   BENCH_SECONDS=10 node_modules/.bin/tsx tests/bench/upload-stall.ts
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { Agent, request } from 'undici';
import { load, startServer, stopServer } from './_server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const UPLOADERS = 8;
const IMAGE_BYTES = 5 * 1024 * 1024 - 1024;

/** Resident memory of a process and everything it started (tsx runs the server in a child). */
function treeRss(pid: number): number {
  let bytes = 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    bytes += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) bytes += treeRss(Number(child));
    }
  } catch {
    // the process ended
  }
  return bytes;
}

const MB = (bytes: number) => (bytes / (1024 * 1024)).toFixed(0);

const server = await startServer({ DATABASE_URL: '' });
const pid = server.child.pid ?? 0;
try {
  const agent = new Agent({ connections: UPLOADERS + 2, pipelining: 1 });
  const signIn = async (username: string, password: string) => {
    const res = await request(`${server.base}/api/v1/auth/jwt/login`, {
      method: 'POST',
      dispatcher: agent,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    });
    const body = (await res.body.json()) as { access_token?: string };
    if (!body.access_token) throw new Error(`sign-in of ${username} failed`);
    return body.access_token;
  };
  const uploader = await signIn('trader', 'trader123');
  const reader = await signIn('investor', 'investor123');

  const me = async () => {
    const res = await request(`${server.base}/api/v1/users/me`, {
      dispatcher: agent,
      headers: { authorization: `Bearer ${reader}` },
    });
    await res.body.dump();
    return res.statusCode === 200;
  };

  // One 5 MB PNG (a real signature, random bytes after it), as a multipart body.
  const boundary = '----uploadstall';
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    randomBytes(IMAGE_BYTES - 8),
  ]);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="chart.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answers = new Map<string, number>();
  const count = (key: string) => answers.set(key, (answers.get(key) ?? 0) + 1);
  const send = async () => {
    try {
      const res = await request(`${server.base}/api/v1/chat/upload/image`, {
        method: 'POST',
        dispatcher: agent,
        headers: {
          authorization: `Bearer ${uploader}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
      });
      await res.body.dump();
      count(String(res.statusCode));
      return res.statusCode === 201;
    } catch (error) {
      count(`error ${(error as { code?: string }).code ?? 'unknown'}`);
      throw error;
    }
  };

  for (let i = 0; i < 50; i += 1) await me();
  const alone = await load(me, { seconds: 5, concurrency: 1 });
  const before = treeRss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 250);
  const [loaded] = await Promise.all([
    load(me, { seconds: SECONDS, concurrency: 1 }),
    load(send, { seconds: SECONDS, concurrency: UPLOADERS }),
  ]);
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 2000));
  const after = treeRss(pid);
  peak = Math.max(peak, after);
  await agent.close();

  const growth = Math.max(peak, after) - before;
  console.log(`\nupload-stall: ${SECONDS} s, ${UPLOADERS} concurrent 5 MB chat uploads, PGlite`);
  console.log(
    `GET /users/me alone:          ${alone.requests} answers, p50 ${alone.p50.toFixed(1)} ms, p99 ${alone.p99.toFixed(1)} ms`,
  );
  console.log(
    `GET /users/me beside uploads: ${loaded.requests} answers, p50 ${loaded.p50.toFixed(1)} ms, p99 ${loaded.p99.toFixed(1)} ms, errors ${loaded.errors}`,
  );
  console.log(`uploads answered: ${[...answers].map(([k, n]) => `${k} x${n}`).join(', ')}`);
  console.log(
    `server RSS: ${MB(before)} MB before, ${MB(peak)} MB at peak, ${MB(after)} MB after; growth ${MB(growth)} MB`,
  );
  console.log(
    `targets: p99 < 250 ms ${loaded.p99 < 250 ? 'met' : 'MISSED'}; growth < 150 MB ${growth < 150 * 1024 * 1024 ? 'met' : 'MISSED'}`,
  );
} finally {
  await stopServer(server.child);
  rmSync(server.dataDir, { recursive: true, force: true });
}
