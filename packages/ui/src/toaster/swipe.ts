// Swipe-to-dismiss for one toast: follows the pointer horizontally and reports a dismissal when
// the release point is at least the threshold (contract's TOAST_SWIPE_THRESHOLD_PX: 45 px) from the
// start.
import { useRef, useState, type PointerEvent } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX } from '@savdo/contract';

export function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      start.current = event.clientX;
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Synthetic or already-released pointers cannot be captured; tracking still works.
      }
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (start.current === null) return;
      setOffset(event.clientX - start.current);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (start.current === null) return;
      const dx = event.clientX - start.current;
      start.current = null;
      setOffset(0);
      if (Math.abs(dx) >= TOAST_SWIPE_THRESHOLD_PX) onDismiss();
    },
    onPointerCancel() {
      start.current = null;
      setOffset(0);
    },
  };
  return { offset, handlers };
}
