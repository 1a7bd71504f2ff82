// One conversation's timeline on the client: the newest page first, older pages on demand
// (infinite scroll upwards, pinned with before_id so arriving messages never shift the pages),
// live messages and deletions merged in by id, and sending. A store per open conversation;
// the widget creates it and calls `start()` while shown.
import { atom, type ReadableAtom } from 'nanostores';
import { CHAT_PAGE_SIZE, type ChatMessage, type ChatSendRequest } from '@savdo/contract';
import { getChatMessages, sendChatMessage } from './api';
import { subscribeLive } from '../live/live-connection';

export interface ChatRoomState {
  conversationId: string;
  /** Oldest first. */
  messages: ChatMessage[];
  /** The first page is on its way. */
  loading: boolean;
  /** An older page is on its way. */
  loadingOlder: boolean;
  /** Older messages exist on the server. */
  hasOlder: boolean;
  /** The first page failed (the widget shows its error state). */
  error: unknown;
}

export interface ChatRoom {
  readonly $state: ReadableAtom<ChatRoomState>;
  /** Loads the first page and follows live events; returns the stop. */
  start(): () => void;
  /** Loads the page before the oldest shown; answers how many arrived. */
  loadOlder(): Promise<number>;
  /** Sends; the answer (and the live echo) lands in the timeline once. */
  send(body: ChatSendRequest): Promise<ChatMessage>;
  retry(): void;
}

/** Messages by id, oldest first, each once (a live echo of our own send, a page overlap). */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function createChatRoom(conversationId: string, pageSize = CHAT_PAGE_SIZE): ChatRoom {
  const $state = atom<ChatRoomState>({
    conversationId,
    messages: [],
    loading: true,
    loadingOlder: false,
    hasOlder: false,
    error: undefined,
  });
  const patch = (p: Partial<ChatRoomState>) => $state.set({ ...$state.get(), ...p });
  let generation = 0;

  async function loadFirst(): Promise<void> {
    const mine = ++generation;
    patch({ loading: true, error: undefined });
    try {
      const page = await getChatMessages(conversationId, { limit: pageSize, page: 1 });
      if (mine !== generation) return;
      patch({
        loading: false,
        messages: mergeMessages($state.get().messages, page.result.data),
        hasOlder: page.result.total > page.result.data.length,
      });
    } catch (error) {
      if (mine === generation) patch({ loading: false, error });
    }
  }

  let olderInFlight: Promise<number> | null = null;

  return {
    $state,
    start() {
      void loadFirst();
      const offMessage = subscribeLive('chat.message', (event) => {
        if (event.message.conversation_id !== conversationId) return;
        patch({ messages: mergeMessages($state.get().messages, [event.message]) });
      });
      const offDeleted = subscribeLive('chat.deleted', (event) => {
        if (event.conversation_id !== conversationId) return;
        patch({ messages: $state.get().messages.filter((m) => m.id !== event.message_id) });
      });
      return () => {
        generation += 1;
        offMessage();
        offDeleted();
      };
    },
    loadOlder() {
      const state = $state.get();
      if (olderInFlight) return olderInFlight;
      if (!state.hasOlder || state.loading) return Promise.resolve(0);
      const oldest = state.messages[0]?.id;
      patch({ loadingOlder: true });
      olderInFlight = getChatMessages(conversationId, {
        limit: pageSize,
        page: 1,
        ...(oldest === undefined ? {} : { before_id: oldest }),
      })
        .then((page) => {
          patch({
            loadingOlder: false,
            messages: mergeMessages($state.get().messages, page.result.data),
            hasOlder: page.result.total > page.result.data.length,
          });
          return page.result.data.length;
        })
        .catch((error: unknown) => {
          patch({ loadingOlder: false });
          throw error;
        })
        .finally(() => {
          olderInFlight = null;
        });
      return olderInFlight;
    },
    async send(body) {
      const answer = await sendChatMessage(conversationId, body);
      patch({ messages: mergeMessages($state.get().messages, [answer.result]) });
      return answer.result;
    },
    retry() {
      void loadFirst();
    },
  };
}
