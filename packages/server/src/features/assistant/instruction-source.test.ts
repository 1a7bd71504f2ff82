// The help texts as an assistant source (decision 0250): every instruction in uz, ru and en,
// cited inside the assistant with the page it helps on; a question about topping up finds the
// top-up instruction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instructionDocuments } from '../banners/assistant-source';
import { seedDemoBanners } from '../banners/seed';
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
  await seedDemoBanners(server.db);
  token = (await trader(server)).token;
});
afterAll(async () => {
  await server?.close();
});

describe('instructions as an assistant source', () => {
  it('gives each instruction in uz, ru and en with the page it helps on', async () => {
    const docs = await instructionDocuments(server.db);
    const topUp = docs.filter((d) => d.relatedUrl === '/dashboard?top_up');
    expect(topUp.length).toBeGreaterThanOrEqual(3);
    expect(new Set(topUp.map((d) => d.language))).toEqual(new Set(['uz', 'ru', 'en']));
    const en = topUp.find((d) => d.language === 'en' && d.title === 'How to top up your balance');
    expect(en?.kind).toBe('instruction');
    expect(en?.url).toBe(`/ai-assistant?source=${encodeURIComponent(en!.sourceId)}`);
  });

  it('answers how to top up from the top-up instruction', async () => {
    const asked = await ask(server, token, {
      question: 'How do I top up my balance with Payme or Click?',
      language: 'en',
    });
    expect(asked.status).toBe(200);
    const answer = answerOf(asked);
    expect(answer.citations.some((c) => c.kind === 'instruction')).toBe(true);
  });
});
