// The AI assistant without a model (decision 0250): it answers with the best passages
// it retrieved, labelled as excerpts, citing their sources with links (a rule, a lesson's
// player), in the question's language, with the fixed not-financial-advice disclaimer; personal
// buy/sell advice gets the fixed refusal; the index follows content changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSISTANT_DISCLAIMER,
  ASSISTANT_EXCERPTS_INTRO,
  ASSISTANT_NOTHING_FOUND,
  ASSISTANT_REFUSAL,
  type AssistantDocumentResponse,
  type AssistantStatusResponse,
} from '@savdo/contract';
import { call, type TestServer } from '../../../../../tests/kit/server/helpers';
import {
  answerOf,
  ask,
  startAssistantServer,
  trader,
} from '../../../../../tests/kit/server/assistant-fixtures';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startAssistantServer();
  token = (await trader(server)).token;
});
afterAll(async () => {
  await server?.close();
});

describe('offline answers (no model configured)', () => {
  it('rule: module access lasts 7 days; the answer cites the module-access rule with its link', async () => {
    const asked = await ask(server, token, {
      question: 'How long does access to a course module last after I buy it?',
      language: 'en',
    });
    expect(asked.status).toBe(200);
    expect(asked.contentType).toMatch(/^text\/event-stream/);
    expect(asked.names).toEqual(asked.events.map((e) => e.type));
    expect(asked.events[0]?.type).toBe('start');
    const answer = answerOf(asked);
    expect(answer.mode).toBe('excerpts');
    expect(answer.content.startsWith(ASSISTANT_EXCERPTS_INTRO.en)).toBe(true);
    expect(answer.citations[0]).toMatchObject({
      source_id: 'rule.module-access',
      kind: 'rule',
      url: '/ai-assistant?source=rule.module-access',
    });
    expect(answer.citations[0]?.excerpt).toContain('7 days');
    expect(answer.content).toContain('7 days');
    expect(answer.disclaimer).toBe(ASSISTANT_DISCLAIMER.en);
  });

  it('answers in Russian and Uzbek from the documents of that language', async () => {
    const ru = answerOf(
      await ask(
        server,
        token,
        { question: 'Сколько дней действует доступ к модулю?' },
        {
          'accept-language': 'ru',
        },
      ),
    );
    expect(ru.language).toBe('ru');
    expect(ru.citations[0]?.source_id).toBe('rule.module-access');
    expect(ru.content).toContain(ASSISTANT_EXCERPTS_INTRO.ru);
    expect(ru.disclaimer).toBe(ASSISTANT_DISCLAIMER.ru);

    // Uzbek typed with another apostrophe (ʻ) and without one finds the same rule.
    const uz = answerOf(
      await ask(server, token, {
        question: 'Modulga kirish necha kun davom etadi?',
        language: 'uz',
      }),
    );
    expect(uz.citations[0]?.source_id).toBe('rule.module-access');
    const uz2 = answerOf(
      await ask(server, token, {
        question: 'Balansni toʻldirish minimal summasi qancha?',
        language: 'uz',
      }),
    );
    expect(uz2.citations[0]?.source_id).toBe('rule.top-up-minimum');
    expect(uz2.citations[0]?.title).toBe("Balansni to'ldirish: kamida 1\u202F000 so'm");
  });

  it('answers in the language the question is written in, whatever the interface language', async () => {
    // An Uzbek question from the English interface, a Russian one from the Uzbek interface.
    const uz = answerOf(
      await ask(server, token, {
        question: 'Modulga kirish necha kun davom etadi?',
        language: 'en',
      }),
    );
    expect(uz.language).toBe('uz');
    expect(uz.content.startsWith(ASSISTANT_EXCERPTS_INTRO.uz)).toBe(true);
    expect(uz.disclaimer).toBe(ASSISTANT_DISCLAIMER.uz);
    expect(uz.citations[0]?.source_id).toBe('rule.module-access');
    const ru = answerOf(
      await ask(server, token, {
        question: 'Сколько дней действует доступ к модулю?',
        language: 'uz',
      }),
    );
    expect(ru.language).toBe('ru');
    expect(ru.content.startsWith(ASSISTANT_EXCERPTS_INTRO.ru)).toBe(true);
    // A question too short to tell (a term, a number) keeps the interface language.
    const short = answerOf(await ask(server, token, { question: 'RSI', language: 'ru' }));
    expect(short.language).toBe('ru');
  });

  it('cites no passage that shares a single word with the question while others share more', async () => {
    // "How long" is not about a long position.
    const answer = answerOf(
      await ask(server, token, {
        question: 'How long can I watch a module?',
        language: 'en',
      }),
    );
    expect(answer.citations[0]?.source_id).toBe('rule.module-access');
    expect(answer.citations.map((c) => c.source_id)).not.toContain('glossary.long-position');
    expect(answer.citations.every((c) => !/^long/i.test(c.title))).toBe(true);
  });

  it('rule: the minimum top-up is 1 000 UZS (grouped as the form groups it, decision 0301)', async () => {
    const answer = answerOf(
      await ask(server, token, { question: 'What is the minimum top up amount?', language: 'en' }),
    );
    expect(answer.citations[0]?.source_id).toBe('rule.top-up-minimum');
    expect(answer.citations[0]?.excerpt).toContain('1 000 UZS'); // 0301 grouping; excerpts fold spaces;
  });

  it('rule: copy trading figures 1% to 50% monthly profit, 0.5% to 1% risk, the user’s responsibility', async () => {
    const answer = answerOf(
      await ask(server, token, {
        question: 'What monthly profit does copy trading show?',
        language: 'en',
      }),
    );
    expect(answer.citations[0]?.source_id).toBe('rule.copy-trading');
    const doc = await call<AssistantDocumentResponse>(
      server,
      'GET',
      '/ai-assistant/sources/rule.copy-trading',
      {
        token,
        query: { language: 'en' },
      },
    );
    expect(doc.status).toBe(200);
    expect(doc.body.result.text).toContain('from 1% to 50%');
    expect(doc.body.result.text).toContain('0.5% to 1%');
    expect(doc.body.result.text).toContain(
      "Profit and loss are entirely the user's responsibility.",
    );
    expect(doc.body.result.related_url).toBe('/copy-trade');
  });

  it('rules: upload limits (2 images, 5 MB), passwords (6 characters), plans', async () => {
    const upload = answerOf(
      await ask(server, token, { question: 'How big can an image upload be?', language: 'en' }),
    );
    expect(upload.citations[0]?.source_id).toBe('rule.upload-limits');
    expect(upload.citations[0]?.excerpt).toMatch(
      /each at most 5 MB, and at most 2 images at a time/,
    );
    const password = answerOf(
      await ask(server, token, { question: 'Минимальная длина пароля?', language: 'ru' }),
    );
    expect(password.citations[0]?.source_id).toBe('rule.password-rules');
    const plans = answerOf(
      await ask(server, token, {
        question: 'How do I cancel my subscription plan?',
        language: 'en',
      }),
    );
    expect(plans.citations[0]?.source_id).toBe('rule.plans-and-subscriptions');
  });

  it('cites a lesson with a link to its player', async () => {
    const answer = answerOf(
      await ask(server, token, {
        question: 'Is there a lesson about reading a candlestick?',
        language: 'en',
      }),
    );
    const lesson = answer.citations.find((c) => c.kind === 'lesson');
    expect(lesson?.title).toBe('Reading a candlestick');
    expect(lesson?.url).toMatch(/^\/video-courses\/\d+\/player\/\d+$/);
    const ru = answerOf(
      await ask(server, token, { question: 'урок про японские свечи', language: 'ru' }),
    );
    expect(
      ru.citations.some((c) => c.kind === 'lesson' && c.title === 'Как читать японскую свечу'),
    ).toBe(true);
  });

  it('explains glossary terms in three languages', async () => {
    const en = answerOf(
      await ask(server, token, { question: 'What is a stop loss?', language: 'en' }),
    );
    expect(en.citations[0]?.source_id).toBe('glossary.stop-loss');
    const ru = answerOf(
      await ask(server, token, { question: 'Что такое кредитное плечо?', language: 'ru' }),
    );
    expect(ru.citations[0]?.source_id).toBe('glossary.leverage');
    const uz = answerOf(await ask(server, token, { question: 'Spred nima?', language: 'uz' }));
    expect(uz.citations[0]?.source_id).toBe('glossary.spread');
  });

  it('says so when nothing matches', async () => {
    const answer = answerOf(await ask(server, token, { question: 'zzqx wvvy', language: 'en' }));
    expect(answer.citations).toEqual([]);
    expect(answer.content).toBe(ASSISTANT_NOTHING_FOUND.en);
    expect(answer.disclaimer).toBe(ASSISTANT_DISCLAIMER.en);
  });
});

describe('refusing personal buy/sell advice', () => {
  const cases = [
    ['en', 'Should I buy Bitcoin now?'],
    ['en', 'Will EURUSD go up tomorrow?'],
    ['ru', 'Стоит ли мне сейчас покупать золото?'],
    ['ru', 'Какую акцию купить?'],
    ['uz', "Bitcoin sotib olsam bo'ladimi?"],
    ['uz', 'Qaysi aksiyani sotib olay?'],
  ] as const;
  for (const [language, question] of cases) {
    it(`refuses "${question}" with the fixed refusal and the disclaimer`, async () => {
      const asked = await ask(server, token, { question, language });
      const answer = answerOf(asked);
      expect(answer.mode).toBe('refusal');
      expect(answer.content).toBe(ASSISTANT_REFUSAL[language]);
      expect(answer.disclaimer).toBe(ASSISTANT_DISCLAIMER[language]);
      expect(answer.citations).toEqual([]);
    });
  }

  it('answers questions about buying our own things (a module) instead of refusing', async () => {
    const answer = answerOf(
      await ask(server, token, {
        question: 'Should I buy the module again to extend access?',
        language: 'en',
      }),
    );
    expect(answer.mode).toBe('excerpts');
    expect(answer.citations[0]?.source_id).toBe('rule.module-access');
  });
});

describe('the index follows the content', () => {
  it('finds a lesson added after the first question', async () => {
    const before = answerOf(
      await ask(server, token, { question: 'Ichimoku cloud lesson', language: 'en' }),
    );
    expect(before.citations.some((c) => c.title.includes('Ichimoku'))).toBe(false);
    const mod = await server.db.query<{ id: number; course_id: number }>(
      'SELECT id, course_id FROM course_modules ORDER BY id LIMIT 1',
    );
    const row = mod.rows[0];
    if (!row) throw new Error('no module');
    const lesson = await server.db.query<{ id: number }>(
      `INSERT INTO lessons (module_id, title, position) VALUES ($1, 'The Ichimoku cloud explained', 9) RETURNING id`,
      [row.id],
    );
    const after = answerOf(
      await ask(server, token, { question: 'Ichimoku cloud lesson', language: 'en' }),
    );
    expect(after.citations[0]).toMatchObject({
      kind: 'lesson',
      url: `/video-courses/${row.course_id}/player/${lesson.rows[0]?.id}`,
    });
  });

  it('status names the mode and what the assistant reads', async () => {
    const res = await call<AssistantStatusResponse>(server, 'GET', '/ai-assistant/status', {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.result.mode).toBe('excerpts');
    const kinds = Object.fromEntries(res.body.result.sources.map((s) => [s.kind, s.documents]));
    expect(kinds.rule).toBe(7);
    expect(kinds.glossary).toBeGreaterThanOrEqual(40);
    expect(kinds.lesson).toBeGreaterThan(10);
    expect(kinds.course).toBe(3);
  });
});
