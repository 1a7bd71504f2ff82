// The one fake live socket of unit tests, browser tests, stories and benches: a WebSocket
// stand-in the page's live connection (core/live) talks to. A test drives it by hand (accept,
// receive, serverClose) and reads what the client sent; a story lets it accept on its own.
// No test-runner or DOM specifics beyond the standard Event classes.
import type { LiveEvent } from '@savdo/contract';

export interface FakeLiveSocketOptions {
  /** Accept (open and say hello) this many ms after the client connects; off when unset. */
  autoAcceptMs?: number;
  /** Refuse instead (close 1006 after autoAcceptMs): the "disconnected" states. */
  refuse?: boolean;
}

export class FakeLiveSocket {
  static instances: FakeLiveSocket[] = [];
  static options: FakeLiveSocketOptions = {};

  readonly url: string;
  readyState = 0;
  sent: string[] = [];
  closedWith: { code: number | undefined; reason: string | undefined } | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeLiveSocket.instances.push(this);
    const { autoAcceptMs, refuse } = FakeLiveSocket.options;
    if (autoAcceptMs !== undefined) {
      setTimeout(() => (refuse ? this.serverClose(1006) : this.accept()), autoAcceptMs);
    }
  }

  send(text: string): void {
    this.sent.push(text);
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }

  // ---- what the server does ----

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** Delivers a server message (an event object, or raw text). */
  receive(data: LiveEvent | Record<string, unknown> | string): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.onmessage?.(new MessageEvent('message', { data: text }));
  }

  /** Opens and says hello, as our server does once it has read the token. */
  accept(userId: number | null = null): void {
    this.open();
    this.receive({ type: 'hello', user_id: userId });
  }

  serverClose(code = 1006, reason = ''): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code, reason }));
  }

  /** The socket opened last (the page's live connection). */
  static latest(): FakeLiveSocket {
    const socket = FakeLiveSocket.instances.at(-1);
    if (!socket) throw new Error('no live socket was opened');
    return socket;
  }

  /** Delivers an event on the latest open socket (a story's or bench's push). */
  static publish(event: LiveEvent): void {
    const socket = FakeLiveSocket.instances.filter((s) => s.readyState === 1).at(-1);
    socket?.receive(event);
  }
}

/** Puts FakeLiveSocket on globalThis.WebSocket; the returned function puts the real one back. */
export function installFakeLiveSocket(options: FakeLiveSocketOptions = {}): () => void {
  const original = globalThis.WebSocket;
  FakeLiveSocket.instances = [];
  FakeLiveSocket.options = options;
  (globalThis as unknown as { WebSocket: unknown }).WebSocket = FakeLiveSocket;
  return () => {
    globalThis.WebSocket = original;
  };
}
