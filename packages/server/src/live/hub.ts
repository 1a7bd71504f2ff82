/** The live connections of this process, and delivery of an event to those it reaches. */
import type { LiveEvent } from '@savdo/contract';
import { reaches, type LiveAudience, type Subscriber } from './audience';
import { frameText } from './event-log';

export interface LiveConnection extends Subscriber {
  /** `id`: the event's place in the shared order (none for events of this process only). */
  send(text: string, id?: number): void;
  close(code: number, reason: string): void;
}

/** Close code sent when the session behind a connection was revoked. */
export const CLOSE_SESSION_REVOKED = 4401;

/** Told when a connection joins or leaves this process (chat presence keeps its rows so). */
export interface LiveConnectionWatcher {
  added(connection: LiveConnection): void;
  removed(connection: LiveConnection): void;
}

export class LiveHub {
  private readonly connections = new Set<LiveConnection>();
  private readonly watchers = new Set<LiveConnectionWatcher>();

  add(connection: LiveConnection): void {
    this.connections.add(connection);
    for (const watcher of this.watchers) watcher.added(connection);
  }

  remove(connection: LiveConnection): void {
    if (!this.connections.delete(connection)) return;
    for (const watcher of this.watchers) watcher.removed(connection);
  }

  /** Calls `watcher` for every connection added or removed from now on; returns the undo. */
  watch(watcher: LiveConnectionWatcher): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** The connections of this process right now. */
  list(): LiveConnection[] {
    return [...this.connections];
  }

  get size(): number {
    return this.connections.size;
  }

  /** `id`: set for published events (event-log.ts), so a reconnecting client can resume. */
  deliver(event: LiveEvent, audience: LiveAudience, id?: number): number {
    const text = frameText(event, id);
    let delivered = 0;
    for (const connection of this.connections) {
      if (!reaches(audience, connection)) continue;
      connection.send(text, id);
      delivered += 1;
      if (event.type === 'session.revoked') {
        connection.close(CLOSE_SESSION_REVOKED, 'session revoked');
        this.remove(connection);
      }
    }
    return delivered;
  }

  closeAll(code: number, reason: string): void {
    for (const connection of this.connections) connection.close(code, reason);
    this.connections.clear();
  }
}
