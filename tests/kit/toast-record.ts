// Every toast message raised while recording. A check that follows slow steps reads this rather
// than $toasts or the page: on a loaded machine a toast can close by itself (after its few
// seconds), or before the toaster's lazily loaded code has drawn it, and the check would miss it.
import { $toasts } from '@savdo/core';

export interface ToastRecord {
  /** Messages in the order they were raised (a message shown twice is listed twice). */
  readonly messages: string[];
  stop(): void;
}

export function recordToasts(): ToastRecord {
  const messages: string[] = [];
  const seen = new Set<number>();
  const stop = $toasts.listen((list) => {
    for (const toast of list) {
      if (seen.has(toast.id)) continue;
      seen.add(toast.id);
      messages.push(toast.message);
    }
  });
  return { messages, stop };
}
