// Expert advisor delivery (docs/decisions/0282-expert-advisor-delivery.md): the owner downloads
// the bought platform's file while the licence is live, counted at download and not at purchase;
// the bridge's heartbeat of the bought account turns the status active, another account's is
// refused with its reason; the offline job pauses a silent terminal ("offline since") and the
// next heartbeat resumes it; every change reaches the owner live and as a notification.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AlgoBuyResponse,
  AlgoDetailsResponse,
  HeartbeatBody,
  HeartbeatResponse,
  LiveEvent,
  MyPurchaseResponse,
} from '@savdo/contract';
import { call, startTestServer, type TestServer } from '../../../../../tests/kit/server/helpers';
import { openLive, type LiveClient } from '../../../../../tests/kit/server/live-client';
import {
  GOOD_FIELDS,
  buildBot,
  buyer,
  type BuiltBot,
} from '../../../../../tests/kit/server/algo-fixtures';
import { pauseOffline } from './bridge-status';
import { addBotFile } from './delivery-repository';
import { demoEaFile } from './seed-files';

let server: TestServer;
let bot: BuiltBot;
const clients: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  bot = await buildBot(server, { name: 'Delivery Bot' });
  for (const platform of ['MT4', 'MT5'] as const)
    await addBotFile(server.db, {
      botId: bot.id,
      version: '1.0',
      platform,
      fileName: `Delivery-Bot.${platform === 'MT4' ? 'ex4' : 'ex5'}`,
      content: demoEaFile('Delivery Bot', '1.0', platform),
      notes: { uz: 'Yangi', ru: 'Новое', en: 'New' },
    });
});
afterAll(async () => {
  for (const c of clients) c.close();
  await server?.close();
});

async function bought() {
  const owner = await buyer(server);
  const res = await call<AlgoBuyResponse>(server, 'POST', `/algo-trade/${bot.id}/purchase`, {
    token: owner.token,
    json: { fields: GOOD_FIELDS },
  });
  expect(res.status).toBe(200);
  const ea = res.body.result.expert_advisor;
  return { ...owner, id: ea.id, key: ea.bridge_key };
}

const monthlyDownloads = async () =>
  (await call<AlgoDetailsResponse>(server, 'GET', `/algo-trade/${bot.id}/details`)).body.result
    .monthly_downloads;

const beat = (key: string, over: Partial<HeartbeatBody> = {}) =>
  call<HeartbeatResponse>(server, 'POST', '/algo-trade/ingest/heartbeat', {
    headers: { 'x-savdo-ea-key': key },
    json: {
      platform: 'MT5',
      login: GOOD_FIELDS.login,
      server: GOOD_FIELDS.server,
      balance: 1000,
      equity: 1012.5,
      terminal_time: '2026.11.29 10:00:00',
      ...over,
    },
  });

const mine = async (token: string, id: number) =>
  (await call<MyPurchaseResponse>(server, 'GET', `/algo-trade/my-purchases/${id}`, { token })).body
    .result;

const notificationsOf = async (token: string) =>
  (
    await call<{ result: { data: { kind: string; body: string; link: string | null }[] } }>(
      server,
      'GET',
      '/notification',
      { token, headers: { 'accept-language': 'en' } },
    )
  ).body.result.data;

describe('download', () => {
  it('gives the owner the bought platform’s file as an attachment and counts it, not the purchase', async () => {
    const before = await monthlyDownloads();
    const owner = await bought();
    expect(await monthlyDownloads()).toBe(before);
    const res = await fetch(
      `${server.baseUrl}/api/v1/algo-trade/my-purchases/${owner.id}/download?platform=MT5`,
      { headers: { authorization: `Bearer ${owner.token}` } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;.*Delivery-Bot\.ex5/);
    expect(await res.text()).toContain('SAVDO DEMO MT5');
    expect(await monthlyDownloads()).toBe(before + 1);
    const files = (await mine(owner.token, owner.id)).files;
    expect(files).toEqual([
      expect.objectContaining({ platform: 'MT5', file_name: 'Delivery-Bot.ex5' }),
    ]);
  });

  it('is 404 for another user, another platform and a deactivated licence, and counts none', async () => {
    const owner = await bought();
    const stranger = await buyer(server);
    const before = await monthlyDownloads();
    const get = (token: string, platform: string) =>
      call(server, 'GET', `/algo-trade/my-purchases/${owner.id}/download`, {
        token,
        query: { platform },
      });
    expect((await get(stranger.token, 'MT5')).status).toBe(404);
    expect((await get(owner.token, 'MT4')).status).toBe(404);
    await server.db.query("UPDATE expert_advisors SET status = 'deactivated' WHERE id = $1", [
      owner.id,
    ]);
    expect((await get(owner.token, 'MT5')).status).toBe(404);
    expect(await monthlyDownloads()).toBe(before);
  });
});

describe('the bridge source', () => {
  it('is served to anyone as an attachment, and only the two bridge files', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/algo-trade/bridge/SavdoBridge.mq5`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;.*SavdoBridge\.mq5/);
    expect(await res.text()).toContain('X-Savdo-EA-Key');
    expect((await call(server, 'GET', '/algo-trade/bridge/request-shapes.json')).status).toBe(400);
  });
});

describe('heartbeat', () => {
  it('is refused without a right key', async () => {
    expect((await beat('ea_not-a-real-key-at-all-000')).status).toBe(401);
  });

  it('of another login is refused, stored with its reason, and leaves the status in progress', async () => {
    const owner = await bought();
    const res = await beat(owner.key, { login: '999' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ accepted: false, status: 'in_progress' });
    expect(res.body.result.problem).toMatch(/another trading account/);
    const ea = await mine(owner.token, owner.id);
    expect(ea.status).toBe('in_progress');
    expect(ea.connection).toMatchObject({ problem: 'wrong_login', problem_value: '999' });
  });

  it('of the bought account turns in progress into active, live and notified, with its figures', async () => {
    const owner = await bought();
    const socket = openLive(server.baseUrl, owner.token);
    clients.push(socket);
    await socket.next('hello');
    const res = await beat(owner.key);
    expect(res.body.result).toMatchObject({ accepted: true, status: 'active', problem: null });
    const event = (await socket.next('expert_advisor.status')) as Extract<
      LiveEvent,
      { type: 'expert_advisor.status' }
    >;
    expect(event.expert_advisor).toMatchObject({ id: owner.id, status: 'active' });
    const ea = await mine(owner.token, owner.id);
    expect(ea.connection).toMatchObject({ balance: 1000, equity: 1012.5, problem: null });
    expect(ea.connection?.last_heartbeat_at).not.toBeNull();
    const notes = await notificationsOf(owner.token);
    expect(notes[0]).toMatchObject({
      kind: 'expert_advisor_status',
      link: `/algo-trading/my/${owner.id}`,
    });
    expect(notes[0]?.body).toContain('is now active');
  });

  it('stopping for longer than the limit pauses it by the job, "offline since", and the next resumes it', async () => {
    const owner = await bought();
    await beat(owner.key);
    const silentSince = new Date(Date.now() - 20 * 60_000);
    await server.db.query('UPDATE expert_advisors SET last_heartbeat_at = $2 WHERE id = $1', [
      owner.id,
      silentSince,
    ]);
    const publish = server.app.ctx.live.publish.bind(server.app.ctx.live);
    expect(await pauseOffline(server.db, publish)).toBeGreaterThanOrEqual(1);
    // Repeating the job changes nothing.
    expect(await pauseOffline(server.db, publish)).toBe(0);
    const paused = await mine(owner.token, owner.id);
    expect(paused.status).toBe('paused');
    expect(paused.connection?.offline_since).toBe(silentSince.toISOString());
    const notes = await notificationsOf(owner.token);
    expect(notes[0]?.body).toContain('is now paused. Terminal offline since');

    expect((await beat(owner.key)).body.result.status).toBe('active');
    const resumed = await mine(owner.token, owner.id);
    expect(resumed.status).toBe('active');
    expect(resumed.connection?.offline_since).toBeNull();
    expect((await notificationsOf(owner.token))[0]?.body).toContain('is now active');
  });

  it("does not end an operator's pause", async () => {
    const owner = await bought();
    await beat(owner.key);
    await server.db.query("UPDATE expert_advisors SET status = 'paused' WHERE id = $1", [owner.id]);
    expect((await beat(owner.key)).body.result.status).toBe('paused');
  });
});
