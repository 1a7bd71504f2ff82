/** Chat test helpers: signed-in users, a tiny real PNG, uploads and sends. */
import type { ChatMessage, ChatUploadResponse, LoginResponse } from '@savdo/contract';
import { call, makeUser, signInAs, type TestServer } from './helpers';

export interface Member {
  id: number;
  username: string;
  token: string;
}

export async function member(
  server: TestServer,
  fields: Parameters<typeof makeUser>[1] = {},
): Promise<Member> {
  const user = await makeUser(server, fields);
  const tokens: LoginResponse = await signInAs(server, user.username, 'secret123');
  return { id: user.id, username: user.username, token: tokens.access_token };
}

/** A 1x1 PNG (real bytes: the server checks the signature). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  'base64',
);

export async function upload(
  server: TestServer,
  token: string,
  data: Buffer = PNG,
  options: { type?: string; name?: string; field?: string } = {},
) {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new Blob([new Uint8Array(data)], { type: options.type ?? 'image/png' }),
    options.name ?? 'chart.png',
  );
  return call<ChatUploadResponse & { message?: string }>(server, 'POST', '/chat/upload/image', {
    token,
    body: form,
  });
}

export async function send(server: TestServer, token: string, conversation: string, body: unknown) {
  return call<{ result: ChatMessage; message?: string }>(
    server,
    'POST',
    `/chat/${conversation}/send`,
    { token, json: body },
  );
}
