// <savdo-chat>'s component: history, Enter sends and Shift+Enter does not, links are
// links with rel=noopener noreferrer and markup stays text, the image limits with a clear line,
// the connection state, the online list, the room switch, the sign-in notice when signed out,
// and the unread count at 0 while shown.
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  $chat,
  chatMessageReceived,
  login,
  resetChat,
  resetCoreConfig,
  resetLive,
} from '@savdo/core';
import { Chat } from '@savdo/widgets/chat';
import {
  chatRoutes,
  makeChatMessage,
  makeChatServer,
  type FakeRequest,
} from '../../../../tests/kit';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';
import { installFakeSocket, FakeSocket } from '../../../../tests/kit/live-test-socket';

afterEach(() => {
  resetLive();
  resetCoreConfig();
  resetChat();
});

async function setUp(signedIn = true) {
  await resetAll('en');
  installFakeSocket();
  const server = makeChatServer(8, 1);
  server.messages.push(
    makeChatMessage({
      id: 1500,
      conversation_id: 'community-en',
      user_id: 2,
      text: 'read https://savdo.uz/x <b>bold</b>',
    }),
  );
  const requests: FakeRequest[] = fakeApi(chatRoutes(server));
  if (signedIn)
    login({ access_token: accessToken(), refresh_token: 'r', user: apiUser({ id: 1 }) });
  return { server, requests };
}

const input = () => screen.getByTestId('chat-input') as HTMLTextAreaElement;
const sends = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path.endsWith('/send'));

describe('Chat', () => {
  it('shows the room of the interface language with links as links and markup as text', async () => {
    const { requests } = await setUp();
    render(<Chat />);
    await screen.findByText('bold', { exact: false });
    expect(requests.some((r) => r.path === '/chat/community-en/messages')).toBe(true);
    const link = screen.getByRole('link', { name: 'https://savdo.uz/x' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(document.querySelector('b')).toBeNull();
  });

  it('Enter sends, Shift+Enter does not', async () => {
    const { requests } = await setUp();
    render(<Chat />);
    await screen.findByText('bold', { exact: false });
    fireEvent.change(input(), { target: { value: 'line one' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(sends(requests)).toHaveLength(0);
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(sends(requests)).toHaveLength(1));
    expect(sends(requests)[0]?.body).toEqual({ text: 'line one' });
    await waitFor(() => expect(input().value).toBe(''));
    expect(await screen.findByText('line one')).toBeTruthy();
  });

  it('images: data-URL previews, a clear line for a non-image or a third image, uploaded then sent', async () => {
    const { requests } = await setUp();
    render(<Chat />);
    await screen.findByText('bold', { exact: false });
    const file = screen.getByTestId('chat-file') as HTMLInputElement;
    const png = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });
    fireEvent.change(file, {
      target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Only images can be attached (PNG, JPEG, GIF or WebP)',
    );
    fireEvent.change(file, { target: { files: [png('1.png'), png('2.png'), png('3.png')] } });
    expect(screen.getByRole('alert').textContent).toBe('At most 2 images per message');
    // Previews are data: URLs (the product's CSP blocks blob: images).
    await waitFor(() => expect(screen.getAllByRole('img', { name: /\.png$/ })).toHaveLength(2));
    for (const img of screen.getAllByRole('img', { name: /\.png$/ }))
      expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(sends(requests)).toHaveLength(1));
    expect(requests.filter((r) => r.path === '/chat/upload/image')).toHaveLength(2);
    expect((sends(requests)[0]?.body as { image_ids: string[] }).image_ids).toHaveLength(2);
  });

  it('an image whose link fails to load (expired in a chat left open) gets a renewed link', async () => {
    const { server, requests } = await setUp();
    const id = '00000000-0000-4000-8000-0000000000aa';
    const stale = `/api/v1/files/${id}?exp=${Math.floor(Date.now() / 1000) + 1800}&sig=old`;
    server.messages.push(
      makeChatMessage({
        id: 1501,
        conversation_id: 'community-en',
        user_id: 2,
        text: 'chart',
        images: [{ id, url: stale }],
      }),
    );
    render(<Chat />);
    const img = (await screen.findByRole('img', { name: 'Image' })) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(stale);
    fireEvent.error(img);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Image' }).getAttribute('src')).toMatch(
        /sig=renewed$/,
      ),
    );
    const renewals = requests.filter((r) => r.path === '/chat/images/links');
    expect(renewals.map((r) => r.body)).toEqual([{ ids: [id] }]);
  });

  it('shows the connection state from the live connection', async () => {
    await setUp();
    render(<Chat />);
    await screen.findByText('bold', { exact: false });
    expect(screen.getByTestId('chat-connection').dataset.state).toBe('connecting');
    FakeSocket.latest().accept(1);
    await waitFor(() =>
      expect(screen.getByTestId('chat-connection').dataset.state).toBe('connected'),
    );
  });

  it("says 'Failed to connect' with Reconnect when the connection attempt fails", async () => {
    await setUp();
    render(<Chat />);
    await screen.findByText('bold', { exact: false });
    act(() => FakeSocket.latest().serverClose(1006));
    const badge = screen.getByTestId('chat-connection');
    expect(badge.textContent).toContain('Failed to connect');
    expect(within(badge).getByRole('button', { name: 'Reconnect' })).toBeTruthy();
  });

  it('lists the online users and switches to the support room', async () => {
    const { requests } = await setUp();
    render(<Chat />);
    expect(await screen.findByText('Malika Yusupova', { selector: 'li' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Support' }));
    expect(
      await screen.findByText('Modulni qayta sotib oling: kirish 7 kunga uzayadi.'),
    ).toBeTruthy();
    expect(requests.some((r) => r.path === '/chat/support-1/messages')).toBe(true);
    expect(screen.getByText('Support team')).toBeTruthy();
  });

  it('while shown the unread count is 0; it counts again after the chat closes', async () => {
    await setUp();
    chatMessageReceived(1);
    expect($chat.get().unreadCount).toBe(1);
    const view = render(<Chat />);
    expect($chat.get()).toMatchObject({ unreadCount: 0, isOpen: true });
    view.unmount();
    chatMessageReceived(2);
    expect($chat.get()).toMatchObject({ unreadCount: 1, isOpen: false });
  });

  it('signed out: a sign-in link, no request', async () => {
    const { requests } = await setUp(false);
    render(<Chat />);
    expect(screen.getByText('Sign in to write in the chat.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
