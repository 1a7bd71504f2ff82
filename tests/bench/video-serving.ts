/**
 * Benchmark: lesson video delivery (docs/decisions/0171-lesson-video-delivery.md). Prints, without
 * asserting on time: - playback tokens issued per second in-process (`video.playback()`: a storage
 * stat and an HMAC signature), and the signature alone; - `GET /course/lesson/{id}/otp` per second
 * on the running server, when the courses routes and seed are there (a watchable lesson of the demo
 * trader), otherwise says it was skipped; - `GET /course/video/{token}` with 64 KB ranges at random
 * offsets of a demo file, and whole-file answers: requests per second and MB/s, on the real server
 * process (demo seed, loopback).
 *
 *   node_modules/.bin/tsx tests/bench/video-serving.ts
 *   BENCH_SECONDS=10 BENCH_CONCURRENCY=32 node_modules/.bin/tsx tests/bench/video-serving.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { createVideoService } from '@savdo/server/features/video/service';
import { readVideoConfig } from '@savdo/server/features/video/video-config';
import { DEMO_VIDEOS } from '@savdo/server/features/video/demo-videos';
import { playbackTokenKey, signPlaybackToken } from '@savdo/server/features/video/playback-token';
import { BENCH_SECRET, load, startServer, stopServer } from './_server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const RANGE_BYTES = 64 * 1024;

interface Row {
  scenario: string;
  requests: number;
  errors: number;
  rps: number;
  mbps: number | null;
  p50: number | null;
  p99: number | null;
}
const rows: Row[] = [];
const notes: string[] = [];

/** A tight loop for `SECONDS` on one core: how many calls per second. */
async function inProcess(scenario: string, fire: () => Promise<unknown> | unknown): Promise<void> {
  let count = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  while (performance.now() < deadline) {
    for (let i = 0; i < 100; i += 1) await fire();
    count += 100;
  }
  const rps = count / ((performance.now() - started) / 1000);
  rows.push({ scenario, requests: count, errors: 0, rps, mbps: null, p50: null, p99: null });
}

const demo = DEMO_VIDEOS.at(-1) ?? { key: 'demo/lesson-05.webm', durationSeconds: 20 };
const dataDir = mkdtempSync(join(tmpdir(), 'savdo-bench-video-'));
const video = createVideoService(readVideoConfig({}, dataDir), { serverSecret: BENCH_SECRET });
const request1 = { userId: 1, lessonId: 1, video: { key: demo.key, vdocipherId: null } };
await inProcess('in-process: video.playback() (stat + sign)', () => video.playback(request1));
const key = playbackTokenKey(BENCH_SECRET);
const claims = { userId: 1, lessonId: 1, key: demo.key, startBy: 2e9, until: 2e9 };
await inProcess('in-process: sign a token only', () => signPlaybackToken(key, claims));

const server = await startServer({});
const agent = new Agent({ connections: CONCURRENCY, pipelining: 1 });
try {
  await benchOtpRoute(server.base);
  const otp = await video.playback(request1);
  const url = `${server.base}${otp.stream_url}`;
  const size = JSON.parse(Buffer.from(otp.playback_info, 'base64').toString('utf8')).size as number;
  const ranged = async () => {
    const start = Math.floor(Math.random() * (size - RANGE_BYTES));
    const res = await request(url, {
      dispatcher: agent,
      headers: { range: `bytes=${start}-${start + RANGE_BYTES - 1}` },
    });
    const body = await res.body.arrayBuffer();
    return res.statusCode === 206 && body.byteLength === RANGE_BYTES;
  };
  for (let i = 0; i < 20; i += 1) await ranged();
  const ranges = await load(ranged, { seconds: SECONDS, concurrency: CONCURRENCY });
  rows.push({
    scenario: `GET /course/video/{token}, 64 KB ranges of ${demo.key}`,
    ...ranges,
    mbps: (ranges.rps * RANGE_BYTES) / 1e6,
  });
  const whole = async () => {
    const res = await request(url, { dispatcher: agent });
    const body = await res.body.arrayBuffer();
    return res.statusCode === 200 && body.byteLength === size;
  };
  const full = await load(whole, { seconds: SECONDS, concurrency: CONCURRENCY });
  rows.push({
    scenario: `GET /course/video/{token}, whole file (${(size / 1024).toFixed(0)} KB)`,
    ...full,
    mbps: (full.rps * size) / 1e6,
  });
} finally {
  await agent.close();
  await stopServer(server.child);
  rmSync(server.dataDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}

/** The courses feature's OTP call, when this server has it. */
async function benchOtpRoute(base: string): Promise<void> {
  const json = async (path: string, token?: string) => {
    const res = await request(`${base}/api/v1${path}`, {
      dispatcher: agent,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const text = await res.body.text();
    return res.statusCode === 200 ? (JSON.parse(text) as Record<string, unknown>) : null;
  };
  const login = await request(`${base}/api/v1/auth/jwt/login`, {
    method: 'POST',
    dispatcher: agent,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'trader',
      password: 'trader123',
    }).toString(),
  });
  const signIn = (await login.body.json()) as { access_token?: string };
  const token = signIn.access_token;
  type Listed = {
    result?: { data?: { id: number; lessons?: { id: number; can_watch: boolean }[] }[] };
  };
  const courses = token ? ((await json('/course/all?limit=50', token)) as Listed | null) : null;
  let lessonId: number | null = null;
  for (const course of courses?.result?.data ?? []) {
    const modules = (await json(`/course/${course.id}/modules`, token)) as Listed | null;
    const lesson = (modules?.result?.data ?? [])
      .flatMap((m) => m.lessons ?? [])
      .find((l) => l.can_watch);
    if (lesson) {
      lessonId = lesson.id;
      break;
    }
  }
  if (!token || lessonId === null) {
    notes.push(
      'GET /course/lesson/{id}/otp: skipped (no courses routes or no watchable demo lesson on this server)',
    );
    return;
  }
  const otp = async () => {
    const res = await request(`${base}/api/v1/course/lesson/${lessonId}/otp`, {
      dispatcher: agent,
      headers: { authorization: `Bearer ${token}` },
    });
    await res.body.dump();
    return res.statusCode === 200;
  };
  for (let i = 0; i < 20; i += 1) await otp();
  const figures = await load(otp, { seconds: SECONDS, concurrency: CONCURRENCY });
  rows.push({ scenario: `GET /course/lesson/${lessonId}/otp (signed in)`, ...figures, mbps: null });
}

const head = ['scenario', 'requests', 'errors', 'per s', 'MB/s', 'p50 ms', 'p99 ms'];
const cells = rows.map((r) => [
  r.scenario,
  String(r.requests),
  String(r.errors),
  r.rps.toFixed(0),
  r.mbps === null ? '' : r.mbps.toFixed(1),
  r.p50 === null ? '' : r.p50.toFixed(1),
  r.p99 === null ? '' : r.p99.toFixed(1),
]);
const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
const line = (c: string[]) => c.map((x, i) => x.padEnd(widths[i] ?? 0)).join('  ');
console.log(`\nvideo-serving: ${SECONDS} s per scenario, concurrency ${CONCURRENCY}, loopback`);
console.log(line(head));
for (const c of cells) console.log(line(c));
for (const n of notes) console.log(n);
