/**
 * Telegram's flood limits (Bot FAQ): about one message a second to one chat and about thirty a
 * second over all chats; a 429 names how long to wait. The pacer answers when the next message
 * to a chat may go, so a drain sends the chat that is free soonest instead of sleeping behind a
 * busy one. Time comes from a clock, so the tests measure the pacing with a fake one.
 */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface PacingLimits {
  /** The least time between two messages to one chat. */
  perChatMs: number;
  /** Messages in any one second, over all chats. */
  perSecond: number;
}

export const TELEGRAM_LIMITS: PacingLimits = { perChatMs: 1000, perSecond: 30 };

export class Pacer {
  private readonly lastByChat = new Map<number, number>();
  /** Send times within the last second, oldest first. */
  private window: number[] = [];
  private pausedUntil = 0;

  constructor(
    private readonly clock: Clock,
    private readonly limits: PacingLimits = TELEGRAM_LIMITS,
  ) {}

  /** The earliest time a message to this chat may go. */
  readyAt(chatId: number): number {
    const now = this.clock.now();
    this.window = this.window.filter((t) => t > now - 1000);
    const last = this.lastByChat.get(chatId);
    const chatReady = last === undefined ? now : last + this.limits.perChatMs;
    const globalReady =
      this.window.length < this.limits.perSecond
        ? now
        : this.window[this.window.length - this.limits.perSecond]! + 1000;
    return Math.max(now, chatReady, globalReady, this.pausedUntil);
  }

  /** Waits until the chat may be written to, then counts the message. */
  async take(chatId: number): Promise<void> {
    for (let at = this.readyAt(chatId); at > this.clock.now(); at = this.readyAt(chatId)) {
      await this.clock.sleep(at - this.clock.now());
    }
    const now = this.clock.now();
    this.lastByChat.set(chatId, now);
    this.window.push(now);
  }

  /** A 429: nothing goes to any chat for `ms` (the bot, not the chat, is being limited). */
  pause(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.clock.now() + ms);
  }
}
