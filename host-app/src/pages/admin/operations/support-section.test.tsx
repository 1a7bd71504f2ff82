// The support inbox (docs/decisions/0297-support-inbox.md): waiting conversations carry a
// "Waiting" badge, a conversation's page shows its thread, an empty reply is refused before any
// request, and a reply is sent as { text } and shows in the thread read again after it.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSupportConversation, ChatMessage } from '@savdo/contract';
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

const question: ChatMessage = {
  id: 10,
  conversation_id: 'support-9',
  user_id: 9,
  user_name: 'Bobur T',
  user_avatar_url: null,
  is_admin: false,
  text: 'My top-up did not arrive',
  images: [],
  created_at: '2026-11-20T10:00:00.000Z',
};

const waiting: AdminSupportConversation = {
  user_id: 9,
  username: 'bobur',
  user_name: 'Bobur T',
  waiting: true,
  last_user_message_at: question.created_at,
  last_reply_at: null,
  messages_count: 1,
  last_message: question,
};
const answered: AdminSupportConversation = {
  ...waiting,
  user_id: 12,
  username: 'malika',
  user_name: 'Malika',
  waiting: false,
  last_reply_at: '2026-11-20T11:00:00.000Z',
};

backOfficeTestFile();

describe('support inbox', () => {
  it('marks waiting conversations and links each to its thread', async () => {
    asAdmin({
      'GET /admin/support/conversations': () => ({
        status: 200,
        body: { result: { data: [waiting, answered], page: 1, limit: 20, total: 2 } },
      }),
    });
    renderApp('/admin/support');
    const row = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('tr[data-support-user="9"]');
        if (!found) throw new Error('no row');
        return found;
      },
      { timeout: 20_000 },
    );
    expect(within(row).getByText('Waiting')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Bobur T' }).getAttribute('href')).toBe(
      '/admin/support/9',
    );
    const other = document.querySelector<HTMLElement>('tr[data-support-user="12"]')!;
    expect(within(other).getByText('Answered')).toBeTruthy();
    expect(within(other).queryByText('Waiting')).toBeNull();
  });

  it('refuses an empty reply before sending, sends { text } and shows the thread after it', async () => {
    let thread: ChatMessage[] = [question];
    const requests = asAdmin({
      'GET /admin/support/conversations/9/messages': () => ({
        status: 200,
        body: { result: { data: thread, page: 1, limit: 50, total: thread.length } },
      }),
      'POST /admin/support/conversations/9/reply': (request) => {
        const reply: ChatMessage = {
          ...question,
          id: 11,
          user_id: 1,
          user_name: 'Admin',
          is_admin: true,
          text: (request.body as { text: string }).text,
        };
        thread = [...thread, reply];
        return { status: 200, body: { result: reply } };
      },
    });
    renderApp('/admin/support/9');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Conversation with Bobur T' },
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('My top-up did not arrive')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Reply'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'text must be 1 to 2000 characters, not only spaces',
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.clear(screen.getByLabelText('Reply'));
    await userEvent.type(screen.getByLabelText('Reply'), 'It is credited now');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('It is credited now')).toBeTruthy();
    expect(screen.getByText('The reply was sent')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      text: 'It is credited now',
    });
  });

  it("shows the server's refusal of a reply beside the box and keeps the text", async () => {
    asAdmin({
      'GET /admin/support/conversations/9/messages': () => ({
        status: 200,
        body: { result: { data: [question], page: 1, limit: 50, total: 1 } },
      }),
      'POST /admin/support/conversations/9/reply': () => ({
        status: 429,
        body: { message: 'You are sending messages too fast. Wait a few seconds and try again.' },
      }),
    });
    renderApp('/admin/support/9');
    await userEvent.type(
      await screen.findByLabelText('Reply', undefined, { timeout: 20_000 }),
      'Checking it',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are sending messages too fast. Wait a few seconds and try again.',
    );
    expect((screen.getByLabelText('Reply') as HTMLTextAreaElement).value).toBe('Checking it');
  });
});
