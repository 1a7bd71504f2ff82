// A signed-out visitor's page needs the vault's cipher only to keep a session, and every way to
// start one (the password, registration and provider sign-ins) waits for it. So it is fetched at
// the first sign of use of the page (a pointer or key press, a focus), not during the load: its
// module builds its AES tables as it is evaluated, about 40 ms of main thread on this machine
// unthrottled, which Lighthouse counted as blocking time on /auth
// (docs/decisions/0082-performance-targets.md).

/** The events that say a visitor has started to use the page. */
export const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** Runs `load` once, at the first of FIRST_USE_EVENTS on `target`; answers a function that cancels. */
export function loadOnFirstUse(
  load: () => Promise<unknown>,
  target: EventTarget = window,
): () => void {
  const stop = () => {
    for (const type of FIRST_USE_EVENTS) target.removeEventListener(type, start, true);
  };
  function start() {
    stop();
    load().catch(() => undefined); // sign-in asks again, and reports a failure there
  }
  for (const type of FIRST_USE_EVENTS)
    target.addEventListener(type, start, { capture: true, passive: true });
  return stop;
}
