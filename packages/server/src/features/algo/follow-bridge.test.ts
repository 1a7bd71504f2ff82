// A copy follow's bridge (docs/decisions/0287-follow-heartbeat.md): the heartbeat takes a follow's
// key by the expert advisor's rule — its account turns in progress into active, another login is
// refused with its reason kept, the offline job pauses a silent terminal "offline since" and the
// next heartbeat resumes it — each change live to the follower (without the key) and notified in
// uz, ru and en; a stopped follow's key opens nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CopyFollowResponse,
  CopyFollowsResponse,
  HeartbeatBody,
  HeartbeatResponse,
  LiveEvent,
} from '@savdo/contract';
import { buildBot, buyer } from '../../../../../tests/kit/server/algo-fixtures';
import { call, startTestServer, type TestServer } from '../../../../../tests/kit/server/helpers';
import { openLive, type LiveClient } from '../../../../../tests/kit/server/live-client';
import { offlineJob } from './bridge-status';

let server: TestServer;
let strategy: number;
const clients: LiveClient[] = [];
const ACCOUNT = { platform: 'MT5', login: '5012345', server: 'Exness-MT5Real8' } as const;

beforeAll(async () => {
  server = await startTestServer();
  strategy = (await buildBot(server, { name: 'Copy Me' })).id;
});
afterAll(async () => {
  for (const c of clients) c.close();
  await server?.close();
});

async function following() {
  const owner = await buyer(server);
  const res = await call<CopyFollowResponse>(
    server,
    'POST',
    `/copy-trade/strategies/${strategy}/follow`,
    { token: owner.token, json: { ...ACCOUNT, risk: 0.5 } },
  );
  expect(res.status).toBe(200);
  return { ...owner, id: res.body.result.id, key: res.body.result.bridge_key };
}

const beat = (key: string, over: Partial<HeartbeatBody> = {}) =>
  call<HeartbeatResponse>(server, 'POST', '/algo-trade/ingest/heartbeat', {
    headers: { 'x-savdo-ea-key': key },
    json: {
      ...ACCOUNT,
      balance: 2000,
      equity: 1990.5,
      terminal_time: '2026.11.29 10:00:00',
      ...over,
    },
  });

const myFollow = async (token: string, id: number) =>
  (
    await call<CopyFollowsResponse>(server, 'GET', '/copy-trade/follows', { token })
  ).body.result.find((f) => f.id === id);

const notificationsOf = async (token: string, lang = 'en') =>
  (
    await call<{
      result: { data: { kind: string; title: string; body: string; link: string | null }[] };
    }>(server, 'GET', '/notification', { token, headers: { 'accept-language': lang } })
  ).body.result.data;

const runOfflineJob = () => offlineJob.run(server.app.ctx);

describe("a follow's heartbeat", () => {
  it("of the follow's account turns in progress into active, live without the key, and notified", async () => {
    const f = await following();
    const socket = openLive(server.baseUrl, f.token);
    clients.push(socket);
    await socket.next('hello');
    const res = await beat(f.key);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ accepted: true, status: 'active', problem: null });
    const event = (await socket.next(
      'copy_follow.status',
      20_000,
      (e) => e.type === 'copy_follow.status' && e.follow.status === 'active',
    )) as Extract<LiveEvent, { type: 'copy_follow.status' }>;
    expect(event.follow).toMatchObject({ id: f.id, status: 'active', state: 'copying' });
    expect(event.follow).not.toHaveProperty('bridge_key');
    const mine = await myFollow(f.token, f.id);
    expect(mine?.status).toBe('active');
    expect(mine?.connection).toMatchObject({ balance: 2000, equity: 1990.5, problem: null });
    expect(mine?.connection.last_heartbeat_at).not.toBeNull();
    const [note] = await notificationsOf(f.token);
    expect(note).toMatchObject({ kind: 'expert_advisor_status', link: `/copy-trade/${strategy}` });
    expect(note?.body).toBe('Copying "Copy Me": the terminal is active.');
    expect((await notificationsOf(f.token, 'ru'))[0]?.body).toBe(
      'Копирование «Copy Me»: терминал активен.',
    );
    expect((await notificationsOf(f.token, 'uz'))[0]?.body).toBe(
      '"Copy Me" nusxasi: terminal faol.',
    );
  });

  it('of another login or platform is refused, its reason kept and shown, the status unchanged', async () => {
    const f = await following();
    const res = await beat(f.key, { login: '999' });
    expect(res.body.result).toMatchObject({ accepted: false, status: 'in_progress' });
    expect(res.body.result.problem).toMatch(/another trading account/);
    let mine = await myFollow(f.token, f.id);
    expect(mine?.status).toBe('in_progress');
    expect(mine?.connection).toMatchObject({ problem: 'wrong_login', problem_value: '999' });
    expect((await beat(f.key, { platform: 'MT4' })).body.result.accepted).toBe(false);
    mine = await myFollow(f.token, f.id);
    expect(mine?.connection).toMatchObject({ problem: 'wrong_platform', problem_value: 'MT4' });
    // A right one ends the refusal.
    await beat(f.key);
    mine = await myFollow(f.token, f.id);
    expect(mine?.connection.problem).toBeNull();
    expect(mine?.status).toBe('active');
  });

  it('silent longer than the limit: the offline job pauses it "offline since", the next heartbeat resumes it', async () => {
    const f = await following();
    await beat(f.key);
    const silentSince = new Date(Date.now() - 20 * 60_000);
    await server.db.query('UPDATE copy_follows SET last_heartbeat_at = $2 WHERE id = $1', [
      f.id,
      silentSince,
    ]);
    await runOfflineJob();
    const paused = await myFollow(f.token, f.id);
    expect(paused?.status).toBe('paused');
    expect(paused?.connection.offline_since).toBe(silentSince.toISOString());
    const notes = await notificationsOf(f.token);
    expect(notes[0]?.body).toContain('the terminal is paused. Terminal offline since');
    // Repeating the job changes nothing.
    await runOfflineJob();
    expect(await notificationsOf(f.token)).toHaveLength(notes.length);

    expect((await beat(f.key)).body.result.status).toBe('active');
    const resumed = await myFollow(f.token, f.id);
    expect(resumed?.status).toBe('active');
    expect(resumed?.connection.offline_since).toBeNull();
  });

  it('does not end a pause the offline job did not make', async () => {
    const f = await following();
    await beat(f.key);
    await server.db.query("UPDATE copy_follows SET status = 'paused' WHERE id = $1", [f.id]);
    expect((await beat(f.key)).body.result.status).toBe('paused');
  });

  it("of a stopped follow's key is refused as a wrong key", async () => {
    const f = await following();
    await call(server, 'POST', `/copy-trade/follows/${f.id}/stop`, { token: f.token });
    expect((await beat(f.key)).status).toBe(401);
  });
});

describe("the follower's own change", () => {
  it('pausing a follow reaches the follower live', async () => {
    const f = await following();
    const socket = openLive(server.baseUrl, f.token);
    clients.push(socket);
    await socket.next('hello');
    await call(server, 'POST', `/copy-trade/follows/${f.id}/pause`, { token: f.token });
    const event = (await socket.next('copy_follow.status', 20_000)) as Extract<
      LiveEvent,
      { type: 'copy_follow.status' }
    >;
    expect(event.follow).toMatchObject({ id: f.id, state: 'paused' });
  });
});
