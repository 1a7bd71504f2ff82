// Work split across frames so that no task of a dialog's opening runs past 50 ms
// (docs/decisions/0329-charts-drawn-after-the-first-paint.md): the charts draw in stages after
// it, and long report tables appear one table per frame (use-staged-count.ts).

/**
 * Resolves in a task after the browser has painted its next frame: requestAnimationFrame runs
 * just before the paint, the timeout lands after it. `pending` collects a cancel function, so
 * an unmount stops the wait instead of leaving a frame or a timer behind.
 */
export const afterPaint = (pending?: Set<() => void>): Promise<void> =>
  new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        pending?.delete(cancel);
        resolve();
      });
    });
    pending?.add(cancel);
  });
