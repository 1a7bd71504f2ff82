// The set-up's check for work a test file leaves scheduled (pending-work.ts): what it lists,
// where it says the work was started, and that tracking changes nothing about the timers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describePendingWork, pendingWork } from '../pending-work';

const startedHere = () => pendingWork().filter((w) => w.startedAt.includes('pending-work.test'));

afterEach(() => {
  for (const w of startedHere()) w.cancel();
});

describe('pending work', () => {
  it('lists a timeout until it fires, with the line that started it', async () => {
    let fired = false;
    setTimeout(() => (fired = true), 5);
    const [work] = startedHere();
    expect(work?.kind).toBe('timeout');
    expect(work?.delayMs).toBe(5);
    expect(describePendingWork(startedHere())).toMatch(/timeout \(5 ms\) .*pending-work\.test\.ts/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fired).toBe(true);
    expect(startedHere()).toEqual([]);
  });

  it('forgets a cleared timeout and keeps an interval until it is cleared', async () => {
    clearTimeout(setTimeout(() => {}, 1000));
    expect(startedHere()).toEqual([]);
    let ticks = 0;
    const interval = setInterval(() => (ticks += 1), 2);
    // Waits for two ticks rather than a fixed time: on a loaded machine one late wake-up can
    // run the interval only once before a fixed timeout fires.
    await vi.waitFor(() => expect(ticks).toBeGreaterThan(1), { timeout: 5_000 });
    expect(startedHere().map((w) => w.kind)).toEqual(['interval']);
    clearInterval(interval);
    expect(startedHere()).toEqual([]);
  });

  it('passes the arguments through: extra setTimeout arguments and an animation frame’s time', async () => {
    const got = await new Promise<unknown[]>((resolve) =>
      setTimeout((...a) => resolve(a), 0, 1, 'b'),
    );
    expect(got).toEqual([1, 'b']);
    const time = await new Promise<unknown>((resolve) => requestAnimationFrame(resolve));
    expect(typeof time).toBe('number');
  });

  it('lists an animation frame and an immediate, and cancelling one leaves the other', () => {
    const frame = requestAnimationFrame(() => {});
    const immediate = setImmediate(() => {});
    expect(
      startedHere()
        .map((w) => w.kind)
        .sort(),
    ).toEqual(['animation frame', 'immediate']);
    cancelAnimationFrame(frame);
    expect(startedHere().map((w) => w.kind)).toEqual(['immediate']);
    clearImmediate(immediate);
    expect(startedHere()).toEqual([]);
  });
});
