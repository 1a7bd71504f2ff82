// Helpers for element-contract tests: unique tag names per test (a tag can be defined only once
// per page), waiting for renders, and querying inside a shadow root.
let counter = 0;

export function uniqueTag(base: string): `savdo-${string}` {
  counter += 1;
  return `savdo-test-${base}-${counter}`;
}

/** Resolves after pending microtasks and one animation frame (React commits, effects run). */
export async function settle(frames = 2): Promise<void> {
  for (let i = 0; i < frames; i += 1) {
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
}

export function shadowOf(el: Element): ShadowRoot {
  if (!el.shadowRoot) throw new Error(`<${el.localName}> has no open shadow root`);
  return el.shadowRoot;
}

export function q<T extends Element = HTMLElement>(el: Element, selector: string): T | null {
  return shadowOf(el).querySelector<T>(selector);
}

/** Appends a fresh element to a fresh container that is removed after the test. */
export function mount<T extends HTMLElement = HTMLElement>(
  html: string,
  containers: HTMLElement[],
): T {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  containers.push(box);
  return box.firstElementChild as T;
}

export function cleanup(containers: HTMLElement[]): void {
  for (const box of containers.splice(0)) box.remove();
}

/**
 * Presence as a boolean. Assertions compare booleans, never DOM nodes: a failing assertion
 * about a node makes the runner serialise it (React fibers and all) and hangs the run.
 */
export function has(node: unknown): boolean {
  return node !== null && node !== undefined;
}

/** Polls until `check` holds (a widget renders after fetches and live events). */
export async function until(check: () => boolean, what: string, timeoutMs = 4000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
