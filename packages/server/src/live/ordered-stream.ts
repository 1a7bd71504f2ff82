/**
 * What one socket is sent, in event order (docs/decisions/0278-live-fan-out-across-processes.md).
 * A new connection joins the hub before it reads what it missed, so nothing published in
 * between is lost: events from the hub are held back until the missed ones are sent, and an
 * event with an id at or below the last one sent (read from the log and then announced too)
 * is sent once only.
 */
export class OrderedStream {
  private held: Array<{ text: string; id: number | undefined }> | null = [];
  private lastSent = Number.NEGATIVE_INFINITY;

  constructor(private readonly write: (text: string) => void) {}

  /** An event from the hub: held back until `release`, then sent straight on. */
  push(text: string, id?: number): void {
    if (this.held) this.held.push({ text, id });
    else this.emit(text, id);
  }

  /** The stream continues after `id`: events up to it are not sent again. */
  startAfter(id: number): void {
    this.lastSent = Math.max(this.lastSent, id);
  }

  /** Sends now, even while holding back (the hello, the missed events), unless already sent. */
  emit(text: string, id?: number): void {
    if (id !== undefined) {
      if (id <= this.lastSent) return;
      this.lastSent = id;
    }
    this.write(text);
  }

  /** Sends what was held back, in order, and from now on passes events straight on. */
  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const { text, id } of held) this.emit(text, id);
  }
}
