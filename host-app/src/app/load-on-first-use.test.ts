import { describe, expect, it, vi } from 'vitest';
import { FIRST_USE_EVENTS, loadOnFirstUse } from './load-on-first-use';

describe("a signed-out visitor's cipher loads at the first use of the page, not during its load", () => {
  it('nothing is loaded before an event', () => {
    const load = vi.fn(() => Promise.resolve());
    const stop = loadOnFirstUse(load, new EventTarget());
    expect(load).not.toHaveBeenCalled();
    stop();
  });

  it.each(FIRST_USE_EVENTS)('a %s loads it, once, whatever follows', (type) => {
    const target = new EventTarget();
    const load = vi.fn(() => Promise.resolve());
    loadOnFirstUse(load, target);
    target.dispatchEvent(new Event(type));
    for (const other of FIRST_USE_EVENTS) target.dispatchEvent(new Event(other));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load is left to the sign-in, which asks again', async () => {
    const target = new EventTarget();
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    loadOnFirstUse(load, target);
    target.dispatchEvent(new Event('keydown'));
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('cancelled, it never loads', () => {
    const target = new EventTarget();
    const load = vi.fn(() => Promise.resolve());
    loadOnFirstUse(load, target)();
    target.dispatchEvent(new Event('pointerdown'));
    expect(load).not.toHaveBeenCalled();
  });
});
