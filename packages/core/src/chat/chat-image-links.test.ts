// Chat images' signed links renewed in a chat left open (docs/decisions/0276-bounded-uploads-and-
// private-files.md): a minute before a link expires, and when an image fails to load; one call
// for the images concerned, never a loop on an image the server no longer signs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login, resetChat, resetLive } from '@savdo/core';
import {
  IMAGE_LINK_RENEW_BEFORE_MS,
  createChatRoom,
  expiringImageIds,
  imageLinkExpiresAt,
  nextImageRenewalAt,
  withRenewedLinks,
} from '@savdo/core/chat';
import { chatRoutes, makeChatMessage, makeChatServer } from '../../../../tests/kit';
import { installFakeSocket } from '../../../../tests/kit/live-test-socket';
import { apiUser, token } from '../../../../tests/kit/session-test-helpers';
import { fakeApi } from '../../../../tests/kit/auth-test-helpers';

const ID_A = '00000000-0000-4000-8000-00000000000a';
const ID_B = '00000000-0000-4000-8000-00000000000b';
const link = (id: string, expMs: number) =>
  `/api/v1/files/${id}?exp=${Math.floor(expMs / 1000)}&sig=old`;

afterEach(() => {
  vi.useRealTimers();
  resetLive();
  resetChat();
});

describe('chat image links: when to renew', () => {
  it('reads the expiry of a signed link; an unsigned link has none', () => {
    expect(imageLinkExpiresAt('/api/v1/files/x?exp=1800000000&sig=abc')).toBe(1_800_000_000_000);
    expect(imageLinkExpiresAt('/api/v1/files/x')).toBeNull();
  });

  it('a link is due for renewal a minute before it expires, not before', () => {
    const now = 1_800_000_000_000;
    const messages = [
      makeChatMessage({
        images: [
          { id: ID_A, url: link(ID_A, now + IMAGE_LINK_RENEW_BEFORE_MS - 1000) },
          { id: ID_B, url: link(ID_B, now + 30 * 60_000) },
        ],
      }),
    ];
    expect(expiringImageIds(messages, now)).toEqual([ID_A]);
    expect(expiringImageIds(messages, now, undefined, new Set([ID_A]))).toEqual([]);
    expect(nextImageRenewalAt(messages)).toBe(now - 1000);
    const renewed = withRenewedLinks(messages, [{ id: ID_A, url: 'fresh' }]);
    expect(renewed[0]?.images.map((i) => i.url)).toEqual(['fresh', messages[0]?.images[1]?.url]);
  });
});

describe('a chat room renews its image links', () => {
  async function openRoom(expMs: number) {
    login({ access_token: token(), user: apiUser({ id: 1 }) });
    installFakeSocket();
    const server = makeChatServer(2, 1);
    server.messages.push(
      makeChatMessage({
        id: 1500,
        conversation_id: 'community-uz',
        images: [
          { id: ID_A, url: link(ID_A, expMs) },
          { id: ID_B, url: link(ID_B, expMs) },
        ],
      }),
    );
    fakeApi(chatRoutes(server));
    const room = createChatRoom('community-uz');
    const stop = room.start();
    await vi.waitFor(() => expect(room.$state.get().loading).toBe(false), { timeout: 20_000 });
    const urls = () => room.$state.get().messages.flatMap((m) => m.images.map((i) => i.url));
    return { server, room, stop, urls };
  }

  it('a minute before the links expire, one call renews every image of the page', async () => {
    const { server, stop, urls } = await openRoom(Date.now() + IMAGE_LINK_RENEW_BEFORE_MS + 2_500);
    expect(server.renewals).toEqual([]);
    await vi.waitFor(() => expect(server.renewals).toEqual([[ID_A, ID_B]]), { timeout: 8_000 });
    await vi.waitFor(() => expect(urls().every((u) => u.endsWith('sig=renewed'))).toBe(true));
    stop();
  });

  it('an image that failed to load is renewed at once, and not again within the guard', async () => {
    const { server, room, stop, urls } = await openRoom(Date.now() + 30 * 60_000);
    await Promise.all([room.renewImages([ID_A]), room.renewImages([ID_A])]);
    expect(server.renewals).toEqual([[ID_A]]);
    expect(urls()[0]).toMatch(/sig=renewed$/);
    await room.renewImages([ID_A]);
    expect(server.renewals).toHaveLength(1);
    stop();
  });

  it('an image the server no longer signs is not asked for again by the timer', async () => {
    const { server, stop } = await openRoom(Date.now() + IMAGE_LINK_RENEW_BEFORE_MS + 2_500);
    server.messages = server.messages.filter((m) => m.id !== 1500);
    await vi.waitFor(() => expect(server.renewals).toHaveLength(1), { timeout: 8_000 });
    await new Promise((r) => setTimeout(r, 500));
    expect(server.renewals).toHaveLength(1);
    stop();
  });
});
