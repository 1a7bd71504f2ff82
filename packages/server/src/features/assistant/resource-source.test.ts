// The resource center as an assistant source (decision 0250): a free article is found and cited
// with a link to its page, in the question's language; a paid article is found by its title and
// description, but its body is never quoted (it is sold, and excerpts go to anyone).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_EXCERPTS_INTRO } from '@savdo/contract';
import { resourceDocuments } from '../resources/assistant-source';
import { seedDemoResources } from '../resources/seed';
import type { TestServer } from '../../../../../tests/kit/server/helpers';
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
  await seedDemoResources(server.db);
  token = (await trader(server)).token;
});
afterAll(async () => {
  await server?.close();
});

describe('resources as an assistant source', () => {
  it('gives every visible resource in uz, ru and en, linking to its page', async () => {
    const docs = await resourceDocuments(server.db);
    const rule = docs.filter((d) => d.title === 'The 1% rule' || d.title === '1% qoidasi');
    expect(rule.map((d) => d.language).sort()).toEqual(['en', 'uz']);
    const en = rule.find((d) => d.language === 'en')!;
    expect(en.kind).toBe('resource');
    expect(en.url).toMatch(/^\/resource-center\/\d+$/);
    expect(en.sourceId).toBe(`resource.${en.url.split('/').pop()}`);
    expect(en.text).toContain('never lose more than 1% of the account');
  });

  it("a paid article's body is never in the index: only its title and description", async () => {
    const docs = await resourceDocuments(server.db);
    const paid = docs.find((d) => d.language === 'en' && d.title === 'Where to place a stop-loss')!;
    expect(paid).toBeTruthy();
    expect(paid.text).not.toContain('A stop-loss belongs where your trade idea is proven wrong');
  });

  it('answers a question from a free article, citing the resource page', async () => {
    const asked = await ask(server, token, {
      question: 'What is the 1% rule for risk per trade?',
      language: 'en',
    });
    expect(asked.status).toBe(200);
    const answer = answerOf(asked);
    expect(answer.content.startsWith(ASSISTANT_EXCERPTS_INTRO.en)).toBe(true);
    const cited = answer.citations.find((c) => c.kind === 'resource');
    expect(cited?.url).toMatch(/^\/resource-center\/\d+$/);
  });
});
