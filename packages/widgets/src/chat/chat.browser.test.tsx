// <savdo-chat> in Chromium: the element renders the room of its language inside its own shadow
// root (styled there, nothing outside), a message arriving over the page's one live socket
// shows in the timeline, a real Enter key press sends (Shift+Enter does not), and a third image
// is refused with the spec's limit message while the two accepted ones preview (real PNGs drawn
// on a canvas). Against the kit's fake API (chat routes) and fake live socket.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '@savdo/widgets/chat/element';
import { login, logout, resetChat, resetCoreConfig, resetLive, resetQueries } from '@savdo/core';
import {
  FakeLiveSocket,
  chatRoutes,
  installFakeApi,
  installFakeLiveSocket,
  makeChatMessage,
  makeChatServer,
  makeUser,
  ok,
  type ChatServer,
  type FakeApi,
} from '../../../../tests/kit';
import {
  cleanup,
  has,
  mount,
  settle,
  shadowOf,
  until,
} from '../../../../tests/kit/widget-test-utils';

const VIEWER = 42;

function messageTexts(el: Element): string[] {
  return [...shadowOf(el).querySelectorAll('li[data-message-id] .text')].map(
    (n) => n.textContent ?? '',
  );
}

function textarea(el: Element): HTMLTextAreaElement {
  const found = shadowOf(el).querySelector<HTMLTextAreaElement>('[data-testid="chat-input"]');
  if (!found) throw new Error('no composer text box');
  return found;
}

function previews(el: Element): HTMLImageElement[] {
  return [...shadowOf(el).querySelectorAll<HTMLImageElement>('[part="composer"] img')];
}

/** A real PNG of the given size, drawn on a canvas. */
async function png(name: string, size = 24): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#16825d';
  ctx.fillRect(0, 0, size, size);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** Chooses files in the composer's file input, as the file dialog would. */
function choose(el: Element, files: File[]): void {
  const input = shadowOf(el).querySelector<HTMLInputElement>('[data-testid="chat-file"]')!;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('<savdo-chat>', function () {
  this.timeout(20000);
  const boxes: HTMLElement[] = [];
  let api: (FakeApi & { restore(): void }) | null = null;
  let restoreSocket: () => void = () => undefined;
  let server: ChatServer;

  beforeEach(() => {
    resetQueries();
    server = makeChatServer(3, VIEWER);
    server.messages.push(
      makeChatMessage({ id: 1500, conversation_id: 'community-en', text: 'Morning all.' }),
      makeChatMessage({
        id: 1501,
        conversation_id: 'community-en',
        user_id: 3,
        user_name: 'Malika Yusupova',
        text: 'Careful before the CPI release.',
      }),
    );
    api = installFakeApi({
      ...chatRoutes(server),
      'GET /users/me': () => ok({ result: makeUser({ id: VIEWER }) }),
    });
    restoreSocket = installFakeLiveSocket();
    login({ access_token: 'a.b.c', user: makeUser({ id: VIEWER }) });
  });

  afterEach(async () => {
    cleanup(boxes);
    await settle();
    resetLive();
    resetChat();
    logout();
    resetCoreConfig();
    api?.restore();
    restoreSocket();
  });

  it('renders the room of its language inside its shadow root, styled there', async () => {
    const el = mount('<savdo-chat lang="en"></savdo-chat>', boxes);
    await until(() => messageTexts(el).length === 2, 'the two English messages');
    expect(messageTexts(el)).to.deep.equal(['Morning all.', 'Careful before the CPI release.']);
    const region = shadowOf(el).querySelector<HTMLElement>('[data-conversation]')!;
    expect(region.dataset.conversation).to.equal('community-en');
    const bubble = shadowOf(el).querySelector<HTMLElement>('li[data-message-id]')!;
    expect(getComputedStyle(bubble).borderTopStyle).to.equal('solid');
    expect(parseFloat(getComputedStyle(bubble).borderTopLeftRadius)).to.be.greaterThan(0);
    // Nothing of the widget lives in the light DOM.
    expect(has(document.querySelector('li[data-message-id]'))).to.equal(false);
    expect(api!.calls('GET /chat/:conversation_id/messages').at(-1)?.path).to.equal(
      '/chat/community-en/messages',
    );
  });

  it('a live message arrives over the page socket and shows; the connection says Connected', async () => {
    const el = mount('<savdo-chat lang="en"></savdo-chat>', boxes);
    await until(() => messageTexts(el).length === 2, 'the history');
    FakeLiveSocket.latest().accept(VIEWER);
    await until(
      () =>
        shadowOf(el)
          .querySelector('[data-testid="chat-connection"]')
          ?.getAttribute('data-state') === 'connected',
      'connected',
    );
    FakeLiveSocket.latest().receive({
      type: 'chat.message',
      message: makeChatMessage({
        id: 1600,
        conversation_id: 'community-en',
        user_id: 3,
        user_name: 'Malika Yusupova',
        text: 'Gold broke 2650 https://savdo.uz/signals <img src=x onerror=alert(1)>',
      }),
    });
    await until(() => messageTexts(el).length === 3, 'the live message');
    const last = shadowOf(el).querySelector<HTMLElement>('li[data-message-id="1600"]')!;
    expect(last.querySelector('.text')?.textContent).to.equal(
      'Gold broke 2650 https://savdo.uz/signals <img src=x onerror=alert(1)>',
    );
    expect(has(last.querySelector('.text img'))).to.equal(false);
    expect(last.querySelector('a')?.getAttribute('rel')).to.equal('noopener noreferrer');
    // A message of another room does not land here.
    FakeLiveSocket.latest().receive({
      type: 'chat.message',
      message: makeChatMessage({ id: 1601, conversation_id: 'community-ru', text: 'Привет' }),
    });
    await settle(3);
    expect(messageTexts(el)).to.not.include('Привет');
  });

  it('Enter sends the message (a real key press); Shift+Enter starts a new line', async () => {
    const el = mount('<savdo-chat lang="en"></savdo-chat>', boxes);
    await until(() => messageTexts(el).length === 2, 'the history');
    textarea(el).focus();
    await sendKeys({ type: 'Buying EURUSD' });
    await sendKeys({ press: 'Shift+Enter' });
    await sendKeys({ type: 'at 1.0850' });
    await settle();
    expect(api!.calls('POST /chat/:conversation_id/send')).to.have.length(0);
    expect(textarea(el).value).to.equal('Buying EURUSD\nat 1.0850');
    await sendKeys({ press: 'Enter' });
    await until(() => api!.calls('POST /chat/:conversation_id/send').length === 1, 'one send');
    const sent = api!.calls('POST /chat/:conversation_id/send')[0]!;
    expect(sent.path).to.equal('/chat/community-en/send');
    expect(sent.body).to.deep.equal({ text: 'Buying EURUSD\nat 1.0850' });
    await until(() => messageTexts(el).includes('Buying EURUSD\nat 1.0850'), 'the sent message');
    await until(() => textarea(el).value === '', 'the box cleared');
  });

  it('images: two preview, a third is refused with the limit message (at most 2 per message)', async () => {
    const el = mount('<savdo-chat lang="en"></savdo-chat>', boxes);
    await until(() => messageTexts(el).length === 2, 'the history');
    choose(el, [await png('1.png'), await png('2.png')]);
    await until(() => previews(el).length === 2, 'two previews');
    // The previews really draw (data: URLs, which the product's CSP allows).
    await until(
      () => previews(el).every((img) => img.complete && img.naturalWidth === 24),
      'drawn',
    );
    expect(previews(el).map((img) => img.alt)).to.deep.equal(['1.png', '2.png']);

    choose(el, [await png('3.png')]);
    await until(() => has(shadowOf(el).querySelector('[role="alert"]')), 'the refusal');
    expect(shadowOf(el).querySelector('[role="alert"]')?.textContent).to.equal(
      'At most 2 images per message',
    );
    await settle();
    expect(previews(el)).to.have.length(2);
    const attach = [...shadowOf(el).querySelectorAll('button')].find(
      (b) => b.textContent === 'Attach an image',
    );
    expect(attach?.disabled).to.equal(true);

    // Sending uploads the two and names them in the message.
    shadowOf(el).querySelector<HTMLButtonElement>('[data-testid="chat-send"]')!.click();
    await until(() => api!.calls('POST /chat/:conversation_id/send').length === 1, 'the send');
    expect(api!.calls('POST /chat/upload/image')).to.have.length(2);
    const body = api!.calls('POST /chat/:conversation_id/send')[0]!.body as { image_ids: string[] };
    expect(body.image_ids).to.have.length(2);
    await until(() => previews(el).length === 0, 'the previews cleared after sending');
  });
});
