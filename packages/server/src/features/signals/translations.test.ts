// signal texts in uz, ru and en. The demo seed gives every signal its analysis text and
// analysis type in the three languages (English stays the plain fields); admins may send
// translations with a new signal; a locked signal sends `translations: null`, as the analysis
// text is premium (decision 0121).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import {
  LANGUAGES,
  SignalsPageSchema,
  type Page,
  type SignalInput,
  type TradingSignal,
} from '@savdo/contract';
import { seedDemo } from '../../index';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';

let server: TestServer;
let adminToken: string;

type Feed = { result: Page<TradingSignal> };
type One = { result: TradingSignal };

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.db);
  adminToken = (await signInAs(server, 'admin', 'admin123')).access_token;
});

afterAll(async () => {
  await server?.close();
});

async function feed(token: string): Promise<TradingSignal[]> {
  const res = await call<Feed>(server, 'GET', '/signal/all', { token, query: { limit: '100' } });
  expect(res.status).toBe(200);
  expect(Compile(SignalsPageSchema).Check(res.body)).toBe(true);
  return res.body.result.data;
}

describe('demo signals in uz, ru and en', () => {
  it('every demo signal carries its description and analysis type in each language', async () => {
    const signals = await feed(adminToken);
    expect(signals).toHaveLength(36);
    for (const s of signals) {
      for (const lang of LANGUAGES) {
        expect(s.translations?.[lang]?.description, `${s.id} ${lang}`).toBeTruthy();
        expect(s.translations?.[lang]?.analysis_type, `${s.id} ${lang}`).toBeTruthy();
      }
      // Clients that ignore translations read the English.
      expect(s.translations?.en).toEqual({
        description: s.description,
        analysis_type: s.analysis_type,
      });
      // Three different texts, not one copied: Russian in Cyrillic, Uzbek in Latin script.
      expect(s.translations?.ru?.description).toMatch(/[а-яё]/i);
      expect(s.translations?.uz?.description).not.toMatch(/[а-яё]/i);
      expect(s.translations?.uz?.description).not.toBe(s.description);
    }
  });

  it('a locked signal sends translations: null; a free one sends them to anyone', async () => {
    const user = await makeUser(server);
    const token = (await signInAs(server, user.username, 'secret123')).access_token;
    const signals = await feed(token);
    const locked = signals.filter((s) => s.locked);
    const open = signals.filter((s) => !s.locked);
    expect(locked.length).toBeGreaterThan(0);
    for (const s of locked) expect(s.translations).toBeNull();
    for (const s of open) expect(s.translations?.uz?.description).toBeTruthy();
  });
});

describe('an admin publishes a signal with translations', () => {
  const input: SignalInput = {
    symbol: 'EURUSD',
    type: 'buy',
    asset_type: 'forex',
    entry_price: 1.085,
    stop_loss: 1.08,
    take_profit: 1.095,
    description: 'Breakout above resistance',
    analysis_type: 'Technical',
    translations: {
      uz: { description: 'Qarshilik darajasi yorib oʻtildi', analysis_type: 'Texnik tahlil' },
      ru: { description: 'Пробой сопротивления', analysis_type: null },
    },
  };

  it('stores them and answers them as given; a language left out stays out', async () => {
    const created = await call<One>(server, 'POST', '/admin/signals', {
      token: adminToken,
      json: input,
    });
    expect(created.status).toBe(201);
    const res = await call<One>(server, 'GET', `/signal/${created.body.result.id}`, {
      token: adminToken,
    });
    expect(res.body.result.translations).toEqual(input.translations);
  });

  it('without translations the signal carries null', async () => {
    const { translations: _, ...plain } = input;
    const created = await call<One>(server, 'POST', '/admin/signals', {
      token: adminToken,
      json: plain,
    });
    expect(created.body.result.translations).toBeNull();
  });

  it('rejects a translated text longer than the plain field allows', async () => {
    const res = await call(server, 'POST', '/admin/signals', {
      token: adminToken,
      json: {
        ...input,
        translations: { ru: { description: 'x'.repeat(4_001), analysis_type: null } },
      },
    });
    expect(res.status).toBe(400);
  });
});
