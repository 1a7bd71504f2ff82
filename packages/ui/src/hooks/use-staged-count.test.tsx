// Heavy parts appear one per painted frame (docs/decisions/0329-charts-drawn-after-the-first-paint.md):
// the first at once, the rest after painted frames, a new total starts over, and an unmount
// leaves no frame or timer behind.
import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { useStagedCount } from '@savdo/ui/hooks/use-staged-count';

function Parts({ total, seen }: { total: number; seen: number[] }) {
  const shown = useStagedCount(total);
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

  it('shows nothing while there is nothing, and starts over from one for a new total', async () => {
    const seen: number[] = [];
    const { getByTestId, rerender } = render(<Parts total={0} seen={seen} />);
    expect(getByTestId('shown').textContent).toBe('0');
    rerender(<Parts total={3} seen={seen} />);
    expect(getByTestId('shown').textContent).toBe('1');
    await waitFor(() => expect(getByTestId('shown').textContent).toBe('3'));
    rerender(<Parts total={2} seen={seen} />);
    expect(getByTestId('shown').textContent).toBe('1');
    await waitFor(() => expect(getByTestId('shown').textContent).toBe('2'));
  });

  it('cancels its wait for the next frame on unmount', () => {
    const cancelFrame = vi.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = render(<Parts total={4} seen={[]} />);
    unmount();
    expect(cancelFrame).toHaveBeenCalled();
    cancelFrame.mockRestore();
  });
});
