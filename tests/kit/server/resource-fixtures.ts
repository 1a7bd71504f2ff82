/**
 * Shared pieces of the resource center's tests: a server with the demo library seeded, readers
 * with a balance, an admin, and calls in a chosen language.
 */
import { readFileSync } from 'node:fs';
import type { Language, Resource, ResourcesResponse } from '@savdo/contract';
import { seedDemoResources, DEMO_RESOURCE_FILES_DIR } from '@savdo/server/features/resources/seed';
import { call, makeUser, signInAs, startTestServer, type TestServer } from './helpers';

export async function startResourcesServer(): Promise<TestServer> {
  const server = await startTestServer();
  await seedDemoResources(server.db);
  return server;
}

export interface Reader {
  id: number;
  token: string;
}

export async function reader(server: TestServer, balance = 0): Promise<Reader> {
  const user = await makeUser(server, { balance, is_verified: true });
  const { access_token } = await signInAs(server, user.username, 'secret123');
  return { id: user.id, token: access_token };
}

export async function admin(server: TestServer): Promise<Reader> {
  const user = await makeUser(server, { role: 'admin', is_verified: true });
  const { access_token } = await signInAs(server, user.username, 'secret123');
  return { id: user.id, token: access_token };
}

export function list(
  server: TestServer,
  who: Reader,
  query: Record<string, string> = {},
  lang: Language = 'en',
) {
  return call<ResourcesResponse & { message?: string; detail?: Record<string, string> }>(
    server,
    'GET',
    '/resource/all',
    { token: who.token, query, headers: { 'accept-language': lang } },
  );
}

export function one(server: TestServer, who: Reader, id: number, lang: Language = 'en') {
  return call<{ result: Resource; message?: string }>(server, 'GET', `/resource/${id}`, {
    token: who.token,
    headers: { 'accept-language': lang },
  });
}

/** Every demo resource, as an English reader sees it. */
export async function allResources(server: TestServer, who: Reader): Promise<Resource[]> {
  const res = await list(server, who, { limit: '100' });
  return res.body.result.data;
}

export async function byTitle(server: TestServer, who: Reader, title: string): Promise<Resource> {
  const found = (await allResources(server, who)).find((r) => r.title === title);
  if (!found) throw new Error(`no demo resource titled ${title}`);
  return found;
}

export const demoPdf = (name = 'chart-patterns.pdf') =>
  new Uint8Array(readFileSync(`${DEMO_RESOURCE_FILES_DIR}${name}`));

export async function balanceOf(server: TestServer, userId: number): Promise<number> {
  const res = await server.db.query<{ balance: number }>(
    'SELECT balance FROM users WHERE id = $1',
    [userId],
  );
  return Number(res.rows[0]!.balance);
}
