// Statement upload: the MT5 History > Positions CSV's, the MT5 HTML report's and the MT4
// detailed statement's closed trades become the expert advisor's trades through the same
// per-trade checks (balance rows skipped, a replay counted as duplicates, a close before its
// open refused); another user's expert advisor is 404; a file of another shape is a 400 naming
// the problem.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlgoBuyResponse, IngestResponse } from '@savdo/contract';
import { call, startTestServer, type TestServer } from '../../../../../tests/kit/server/helpers';
import { GOOD_FIELDS, buildBot, buyer } from '../../../../../tests/kit/server/algo-fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const CSV = [
  'Time,Position,Symbol,Type,Volume,Price,S / L,T / P,Time,Price,Commission,Swap,Profit',
  '2026.02.02 09:00:00,5001,EURUSD,buy,0.10,1.08000,,,2026.02.02 12:30:00,1.08200,-0.70,0.00,20.00',
  '2026.02.03 10:00,5002,XAUUSD,sell,0.05,2350.10,,,2026.02.03 11:00,2355.10,-0.35,-0.10,-25.00',
  '2026.02.01 08:00:00,1,,balance,,,,,,,,,1000.00',
].join('\n');

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

function upload(token: string, id: number, text: string | Uint8Array, name = 'positions.csv') {
  const form = new FormData();
  const part = typeof text === 'string' ? text : new Uint8Array(text);
  form.append('file', new Blob([part], { type: 'application/octet-stream' }), name);
  return call<IngestResponse>(server, 'POST', `/algo-trade/my-purchases/${id}/statement`, {
    token,
    body: form,
  });
}

describe('statement upload', () => {
  it('stores the closed trades of an MT5 positions CSV, once', async () => {
    const bot = await buildBot(server);
    const { token } = await buyer(server);
    const bought = await call<AlgoBuyResponse>(server, 'POST', `/algo-trade/${bot.id}/purchase`, {
      token,
      json: { fields: GOOD_FIELDS },
    });
    const id = bought.body.result.expert_advisor.id;
    const first = await upload(token, id, CSV);
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual({ accepted: 2, duplicates: 0, refused: [] });
    expect((await upload(token, id, CSV)).body.result.duplicates).toBe(2);
    const metrics = await call<{ result: { profit: number; trades: number } }>(
      server,
      'GET',
      `/algo-trade/my-purchases/${id}/metrics`,
      { token },
    );
    expect(metrics.body.result.trades).toBe(2);
    expect(metrics.body.result.profit).toBeCloseTo(20 - 0.7 - 25 - 0.45, 6);

    const stranger = await buyer(server);
    expect((await upload(stranger.token, id, CSV)).status).toBe(404);
    const wrong = await upload(token, id, 'a,b,c\n1,2,3');
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('MT5 History > Positions');
  });
});

describe('HTML statements', () => {
  async function boughtExpertAdvisor() {
    const bot = await buildBot(server);
    const { token } = await buyer(server);
    const bought = await call<AlgoBuyResponse>(server, 'POST', `/algo-trade/${bot.id}/purchase`, {
      token,
      json: { fields: GOOD_FIELDS },
    });
    return { token, id: bought.body.result.expert_advisor.id };
  }

  it('the MT4 detailed statement: Closed Transactions stored net, once', async () => {
    const { token, id } = await boughtExpertAdvisor();
    const file = fixture('mt4-detailed-statement.htm');
    const first = await upload(token, id, file, 'Statement.htm');
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual({ accepted: 2, duplicates: 0, refused: [] });
    expect((await upload(token, id, file, 'Statement.htm')).body.result.duplicates).toBe(2);
    const metrics = await call<{ result: { profit: number; trades: number } }>(
      server,
      'GET',
      `/algo-trade/my-purchases/${id}/metrics`,
      { token },
    );
    expect(metrics.body.result.trades).toBe(2);
    expect(metrics.body.result.profit).toBeCloseTo(19.3 - 25.5, 6);
  });

  it('the MT5 HTML report in UTF-16: Positions through the same per-trade checks', async () => {
    const { token, id } = await boughtExpertAdvisor();
    const text = fixture('mt5-report.html').toString('utf8');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const res = await upload(token, id, new Uint8Array(utf16), 'ReportHistory-5012345.html');
    expect(res.status).toBe(200);
    expect(res.body.result.accepted).toBe(2);
    // Position 5003 closes before it opens: refused by the ingestion's own check.
    expect(res.body.result.refused.map((r) => r.ticket)).toEqual(['5003']);
  });

  it('bad files are a 400 naming the problem', async () => {
    const { token, id } = await boughtExpertAdvisor();
    const page = await upload(token, id, '<html><body>Nothing here</body></html>', 'x.html');
    expect(page.status).toBe(400);
    expect(JSON.stringify(page.body)).toContain(
      'The HTML file has neither the MT4 Closed Transactions table nor the MT5 Positions table',
    );
    const empty = await upload(token, id, '', 'empty.csv');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('The statement file is empty');
  });
});
