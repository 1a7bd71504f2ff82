// Publishing a new expert advisor version from the back office: the MT4 and/or MT5 file goes
// where delivery reads it and the listing moves to the new version, so a buyer downloads the new
// file; a platform the listing does not name, a version already published, a wrong file, an
// unknown part or a bad version name is refused and nothing changes; non-admins 403, a missing
// listing 404, and each publication is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAlgoBotResponse,
  AdminAuditEntry,
  AlgoBuyResponse,
  PageResult,
} from '@savdo/contract';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import {
  GOOD_FIELDS,
  buildBot,
  buyer,
  type BuiltBot,
} from '../../../../../tests/kit/server/algo-fixtures';

let server: TestServer;
let bot: BuiltBot;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  bot = await buildBot(server, { name: 'Version Bot', platforms: ['MT5'] });
  const user = await makeUser(server, { role: 'admin' });
  admin = (await signInAs(server, user.username, user.password ?? '')).access_token;
});
afterAll(async () => server?.close());

function publish(
  fields: Record<string, string>,
  files: Record<string, [string, string]>,
  { id = bot.id, token = admin } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, [fileName, text]] of Object.entries(files))
    form.append(name, new Blob([text], { type: 'application/octet-stream' }), fileName);
  return call<AdminAlgoBotResponse & { message?: string; fields?: Record<string, string> }>(
    server,
    'POST',
    `/admin/algo-trade/bots/${id}/versions`,
    { token, body: form },
  );
}

const versionOf = async () =>
  (
    await server.db.query<{ version: string }>('SELECT version FROM algo_bots WHERE id = $1', [
      bot.id,
    ])
  ).rows[0]?.version;

describe('publishing a version', () => {
  it('stores the file where delivery reads it and moves the listing, so buyers get the new file', async () => {
    const res = await publish(
      { version: '2.0', notes_en: 'Faster exits', notes_uz: 'Tezroq chiqish' },
      { mt5: ['whatever.ex5', 'NEW MT5 BUILD 2.0'] },
    );
    expect(res.status).toBe(200);
    expect(res.body.result.version).toBe('2.0');

    const owner = await buyer(server);
    const bought = await call<AlgoBuyResponse>(server, 'POST', `/algo-trade/${bot.id}/purchase`, {
      token: owner.token,
      json: { fields: GOOD_FIELDS },
    });
    const id = bought.body.result.expert_advisor.id;
    expect(bought.body.result.expert_advisor.files).toEqual([
      expect.objectContaining({ platform: 'MT5', file_name: 'Version-Bot.ex5' }),
    ]);
    const file = await fetch(
      `${server.baseUrl}/api/v1/algo-trade/my-purchases/${id}/download?platform=MT5`,
      { headers: { authorization: `Bearer ${owner.token}` } },
    );
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('NEW MT5 BUILD 2.0');
  });

  it('refuses a platform the listing lacks, a published version, wrong files and parts, and changes nothing', async () => {
    const mt4 = await publish({ version: '3.0' }, { mt4: ['a.ex4', 'x'] });
    expect(mt4.status).toBe(400);
    expect(mt4.body.fields).toHaveProperty('mt4');
    expect((await publish({ version: '2.0' }, { mt5: ['a.ex5', 'x'] })).status).toBe(409);
    const wrongFile = await publish({ version: '3.0' }, { mt5: ['a.exe', 'x'] });
    expect(wrongFile.status).toBe(400);
    expect(wrongFile.body.fields).toHaveProperty('mt5');
    const noFile = await publish({ version: '3.0' }, {});
    expect(noFile.status).toBe(400);
    const badName = await publish({ version: '3 0 beta!' }, { mt5: ['a.ex5', 'x'] });
    expect(badName.body.fields).toHaveProperty('version');
    const unknown = await publish({ version: '3.0', price: '1' }, { mt5: ['a.ex5', 'x'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('price');
    expect(await versionOf()).toBe('2.0');
    const files = await server.db.query(
      "SELECT 1 FROM algo_bot_files WHERE bot_id = $1 AND version = '3.0'",
      [bot.id],
    );
    expect(files.rows).toHaveLength(0);
  });

  it('refuses non-admins and a missing listing, and logs each publication', async () => {
    const trader = await buyer(server);
    expect(
      (await publish({ version: '4.0' }, { mt5: ['a.ex5', 'x'] }, { token: trader.token })).status,
    ).toBe(403);
    expect(
      (await publish({ version: '4.0' }, { mt5: ['a.ex5', 'x'] }, { id: 99_999_999 })).status,
    ).toBe(404);
    const log = await call<PageResult<AdminAuditEntry>>(server, 'GET', '/admin/audit', {
      token: admin,
      query: { entity: 'algo_bot', action: 'algo_bot.version' },
    });
    expect(log.body.result.data[0]).toMatchObject({
      entity_id: String(bot.id),
      after: { version: '2.0' },
    });
  });
});
