// One conversation's timeline on the client: the newest page first, older pages on demand
// (infinite scroll upwards, pinned with before_id so arriving messages never shift the pages),
// live messages and deletions merged in by id, sending, and the images' signed links renewed
// before they expire or when one fails to load (chat-image-links.ts). A store per open
// conversation; the widget creates it and calls `start()` while shown.
import { atom, type ReadableAtom } from 'nanostores';
import { CHAT_PAGE_SIZE, type ChatMessage, type ChatSendRequest } from '@savdo/contract';
import { getChatMessages, renewChatImageLinks, sendChatMessage } from './api';
import { expiringImageIds, nextImageRenewalAt, withRenewedLinks } from './chat-image-links';
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
  /**
   * Asks fresh links for these images (an image that failed to load); ids asked together within
   * a moment go in one call, and an id renewed in the last RENEW_AGAIN_AFTER_MS is not asked again.
   */
  renewImages(ids: readonly string[]): Promise<void>;
  retry(): void;
}

/** An image renewed this recently is not renewed again when it fails to load (no loop). */
export const RENEW_AGAIN_AFTER_MS = 10_000;
/** The longest a timer may wait (setTimeout's limit). */
const MAX_TIMER_MS = 2 ** 31 - 1;

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

  // Links renewed: when (for the failed-load guard); ids the server did not renew (deleted, or
  // no longer visible) are never asked again by the timer.
  const renewedAt = new Map<string, number>();
  const notRenewed = new Set<string>();
  let asked = new Set<string>();
  let batch: Promise<void> | null = null;

  function renewNow(ids: readonly string[]): Promise<void> {
    for (const id of ids) asked.add(id);
    batch ??= Promise.resolve().then(async () => {
      const wanted = [...asked];
      asked = new Set();
      batch = null;
      const now = Date.now();
      for (const id of wanted) renewedAt.set(id, now);
      try {
        const answer = await renewChatImageLinks(wanted);
        const got = new Set(answer.result.map((image) => image.id));
        for (const id of wanted) if (!got.has(id)) notRenewed.add(id);
        patch({ messages: withRenewedLinks($state.get().messages, answer.result) });
      } catch {
        // Offline or refused: the next failed load or timer tick after the guard asks again.
      }
    });
    return batch;
  }

  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  function scheduleRenewal(messages: readonly ChatMessage[]) {
    clearTimeout(renewTimer);
    const at = nextImageRenewalAt(messages, undefined, notRenewed);
    if (at === null) return;
    renewTimer = setTimeout(
      () => {
        const due = expiringImageIds($state.get().messages, Date.now(), undefined, notRenewed);
        if (due.length > 0) void renewNow(due);
      },
      Math.min(MAX_TIMER_MS, Math.max(0, at - Date.now())),
    );
  }

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
      scheduleRenewal($state.get().messages);
      const offRenewal = $state.listen((state) => scheduleRenewal(state.messages));
      return () => {
        generation += 1;
        offMessage();
        offDeleted();
        offRenewal();
        clearTimeout(renewTimer);
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
    renewImages(ids) {
      const now = Date.now();
      const due = ids.filter(
        (id) => now - (renewedAt.get(id) ?? -Infinity) >= RENEW_AGAIN_AFTER_MS,
      );
      return due.length > 0 ? renewNow(due) : Promise.resolve();
    },
    retry() {
      void loadFirst();
    },
  };
}
