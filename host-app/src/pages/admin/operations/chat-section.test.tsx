// Chat moderation (docs/product.md, "Chat": an admin may mute a user for a time): messages with
// the search, author and Tashkent-day filters in the request, delete after confirmation, a mute
// whose minutes are checked with the contract before sending, and the current mutes with unmute.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage, ChatMute } from '@savdo/contract';
import { login } from '@savdo/core';
import {
  accessToken,
  apiUser,
  fakeApi,
  type ApiRoutes,
} from '../../../../../tests/kit/auth-test-helpers';
import { renderApp } from '../../../../../tests/kit/render-app';
import { backOfficeTestFile } from '../../../../../tests/kit/admin-test-helpers';

const admin = apiUser({ id: 1, role: 'admin', username: 'admin' });

function asAdmin(routes: ApiRoutes) {
  const requests = fakeApi({
    'GET /users/me': () => ({ status: 200, body: { result: admin } }),
    ...routes,
  });
  login({
    access_token: accessToken(3600, { is_verified: true }),
    refresh_token: 'r',
    user: admin,
  });
  return requests;
}

const spam: ChatMessage = {
  id: 31,
  conversation_id: 'community-uz',
  user_id: 9,
  user_name: 'Bobur T',
  user_avatar_url: null,
  is_admin: false,
  text: 'Buy signals at my channel',
  images: [],
  created_at: '2026-11-20T10:00:00.000Z',
};
const other: ChatMessage = { ...spam, id: 32, user_id: 12, user_name: 'Malika', text: 'Hello' };
const mute: ChatMute = { user_id: 12, until: '2026-11-30T10:00:00.000Z', reason: 'flood' };

const routes = (mutes: ChatMute[]): ApiRoutes => ({
  'GET /admin/chat/messages': () => ({
    status: 200,
    body: { result: { data: [spam, other], page: 1, limit: 20, total: 2 } },
  }),
  'GET /admin/chat/mutes': () => ({ status: 200, body: { result: mutes } }),
  'DELETE /admin/chat/messages/:id': () => ({
    status: 200,
    body: { result: { conversation_id: 'community-uz', message_id: 31 } },
  }),
  'POST /admin/chat/mutes': () => ({ status: 200, body: { result: mute } }),
  'DELETE /admin/chat/mutes/:user_id': () => ({ status: 200, body: { result: { ok: true } } }),
});

async function row(id: number) {
  return waitFor(
    () => {
      const found = document.querySelector<HTMLElement>(`tr[data-message="${id}"]`);
      if (!found) throw new Error(`no message ${id}`);
      return found;
    },
    { timeout: 20_000 },
  );
}

backOfficeTestFile();

describe('chat moderation', () => {
  it('sends the days as Tashkent date-times and deletes a message only after confirmation', async () => {
    const requests = asAdmin(routes([]));
    renderApp('/admin/chat?from=2026-11-20&to=2026-11-20&user=bob');
    const first = await row(31);
    const call = requests.find((r) => r.path === '/admin/chat/messages')!;
    expect(call.query.get('from')).toBe('2026-11-19T19:00:00.000Z');
    expect(call.query.get('to')).toBe('2026-11-20T18:59:59.999Z');
    expect(call.query.get('user')).toBe('bob');

    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Delete the message' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        requests.filter((r) => r.method === 'DELETE' && r.path === '/admin/chat/messages/31'),
      ).toHaveLength(1),
    );
  });

  it('mutes an author for whole minutes checked before sending, with the reason', async () => {
    const requests = asAdmin(routes([]));
    renderApp('/admin/chat');
    await userEvent.click(within(await row(31)).getByRole('button', { name: 'Mute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mute Bobur T' });
    await userEvent.type(within(dialog).getByLabelText('Minutes'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mute' }));
    expect(
      await within(dialog).findByText('minutes must be a whole number from 1 to 43200'),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText('Minutes'));
    await userEvent.type(within(dialog).getByLabelText('Minutes'), '60');
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mute' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        user_id: 9,
        minutes: 60,
        reason: 'spam',
      }),
    );
  });

  it('lists the current mutes, marks a muted author and unmutes after confirmation', async () => {
    const requests = asAdmin(routes([mute]));
    renderApp('/admin/chat');
    const muted = await row(32);
    expect(within(muted).getByText(/^Muted until /)).toBeTruthy();
    const mutes = await screen.findByRole('table', { name: 'Muted users: 1' });
    expect(within(mutes).getByText('flood')).toBeTruthy();
    await userEvent.click(within(mutes).getByRole('button', { name: 'Unmute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unmute user #12' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unmute' }));
    await waitFor(() =>
      expect(
        requests.filter((r) => r.method === 'DELETE' && r.path === '/admin/chat/mutes/12'),
      ).toHaveLength(1),
    );
  });
});
