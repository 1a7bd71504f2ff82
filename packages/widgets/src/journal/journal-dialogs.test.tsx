// The journal form's code is fetched ahead of its first opening, when the journal is idle
// (docs/decisions/0330-interactions-bench.md).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { atom } from 'nanostores';
import type { JournalDialog } from './journal-dialogs';

const evaluated = vi.fn();

/** The dialogs from a fresh module registry (where the form loads once), the form counted. */
async function freshDialogs() {
  vi.resetModules();
  vi.doMock('./entry-form', async (importOriginal) => {
    evaluated();
    return importOriginal();
  });
  return import('./journal-dialogs');
}

const noDialog = () => atom<JournalDialog>({ kind: 'none' });

// A fresh registry transforms and evaluates the form and what it imports anew: more than
// waitFor's 1 s default on a busy machine (a full test run once took longer).
const LOADED = { timeout: 15_000 };

beforeEach(() => evaluated.mockClear());
afterEach(() => {
  cleanup(); // before the stubs go: unmounting cancels the idle callback
  vi.unstubAllGlobals();
});

// In two of the full runs of the test command since it was written, one of these waited its whole
// 15 s for the form's module and failed (the module never evaluated in that try), though each
// takes well under 1 s alone; the cause is not found (decision 0279). Retried, so such a run does
// not fail the command; a real fault fails every try.
describe("the journal form's code", { retry: 2 }, () => {
  it('is fetched once the journal is idle, not while it renders', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { JournalDialogs } = await freshDialogs();
    render(<JournalDialogs $dialog={noDialog()} filters={{}} />);
    expect(idle).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(evaluated).not.toHaveBeenCalled();
    idle[0]!({ didTimeout: false, timeRemaining: () => 50 });
    await vi.waitFor(() => expect(evaluated).toHaveBeenCalledTimes(1), LOADED);
  });

  it('is not fetched when the journal leaves before it is idle', async () => {
    const cancelled = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancelled);
    const { JournalDialogs } = await freshDialogs();
    render(<JournalDialogs $dialog={noDialog()} filters={{}} />).unmount();
    expect(cancelled).toHaveBeenCalledWith(7);
  });

  it('without an idle callback (Safari), is fetched when the form opens', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { JournalDialogs } = await freshDialogs();
    const $dialog = atom<JournalDialog>({ kind: 'none' });
    render(<JournalDialogs $dialog={$dialog} filters={{}} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(evaluated).not.toHaveBeenCalled();
    act(() => $dialog.set({ kind: 'form' }));
    await vi.waitFor(() => expect(evaluated).toHaveBeenCalledTimes(1), LOADED);
  });
});
