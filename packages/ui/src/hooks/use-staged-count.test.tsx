// Heavy parts appear a batch per painted frame (docs/decisions/0329-charts-drawn-after-the-first-paint.md):
// the first batch at once, a batch more after each painted frame, a grown list keeps what it
// shows, an emptied one starts over, and an unmount leaves no frame or timer behind.
import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { useStagedCount } from '@savdo/ui/hooks/use-staged-count';

function Parts({ total, step, seen }: { total: number; step?: number; seen: number[] }) {
  const shown = useStagedCount(total, step);
  seen.push(shown);
  return <p data-testid="shown">{shown}</p>;
}

describe('useStagedCount', () => {
  it('shows the first part at once and one more after each painted frame', async () => {
    const seen: number[] = [];
    const { getByTestId } = render(<Parts total={5} seen={seen} />);
    expect(seen[0]).toBe(1);
    await waitFor(() => expect(getByTestId('shown').textContent).toBe('5'));
    // Never two parts in one step: each count was rendered on its own.
    expect([...new Set(seen)]).toEqual([1, 2, 3, 4, 5]);
  });

  it('in batches: the first batch at once and a batch more after each painted frame', async () => {
    const seen: number[] = [];
    const { getByTestId } = render(<Parts total={20} step={6} seen={seen} />);
    expect(seen[0]).toBe(6);
    await waitFor(() => expect(getByTestId('shown').textContent).toBe('20'));
    expect([...new Set(seen)]).toEqual([6, 12, 18, 20]);
  });

  it('shows nothing while there is nothing, keeps what it shows when the list grows, and starts over when it empties', async () => {
    const seen: number[] = [];
    const { getByTestId, rerender } = render(<Parts total={0} step={6} seen={seen} />);
    expect(getByTestId('shown').textContent).toBe('0');
    rerender(<Parts total={3} step={6} seen={seen} />);
    expect(getByTestId('shown').textContent).toBe('3');
    rerender(<Parts total={20} step={6} seen={seen} />);
    // The three already there stay; the new ones come a batch at a time.
    expect(getByTestId('shown').textContent).toBe('6');
    await waitFor(() => expect(getByTestId('shown').textContent).toBe('20'));
    rerender(<Parts total={40} step={6} seen={seen} />);
    expect(getByTestId('shown').textContent).toBe('20');
    await waitFor(() => expect(getByTestId('shown').textContent).toBe('40'));
    rerender(<Parts total={0} step={6} seen={seen} />);
    expect(getByTestId('shown').textContent).toBe('0');
    rerender(<Parts total={20} step={6} seen={seen} />);
    expect(getByTestId('shown').textContent).toBe('6');
  });

  it('cancels its wait for the next frame on unmount', () => {
    const cancelFrame = vi.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = render(<Parts total={4} seen={[]} />);
    unmount();
    expect(cancelFrame).toHaveBeenCalled();
    cancelFrame.mockRestore();
  });
});
