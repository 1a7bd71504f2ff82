// A long list shown a batch per painted frame (use-growing-count.ts): the first batch at once,
// a batch more after each painted frame, a grown list keeps what it shows, an emptied one starts
// over, and an unmount leaves no frame or timer behind.
import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { useGrowingCount } from '@savdo/ui/hooks/use-growing-count';

function Items({ total, seen }: { total: number; seen: number[] }) {
  const shown = useGrowingCount(total, 6);
  seen.push(shown);
  return <p data-testid="shown">{shown}</p>;
}

describe('useGrowingCount', () => {
  it('shows the first batch at once and a batch more after each painted frame', async () => {
    const seen: number[] = [];
    const { getByTestId } = render(<Items total={20} seen={seen} />);
    expect(seen[0]).toBe(6);
    await waitFor(() => expect(getByTestId('shown').textContent).toBe('20'));
    expect([...new Set(seen)]).toEqual([6, 12, 18, 20]);
  });

  it('keeps what it shows when the list grows, and starts over when it empties', async () => {
    const seen: number[] = [];
    const { getByTestId, rerender } = render(<Items total={3} seen={seen} />);
    expect(getByTestId('shown').textContent).toBe('3');
    rerender(<Items total={20} seen={seen} />);
    // The three already there stay; the new ones come a batch at a time.
    expect(getByTestId('shown').textContent).toBe('6');
    await waitFor(() => expect(getByTestId('shown').textContent).toBe('20'));
    rerender(<Items total={40} seen={seen} />);
    expect(getByTestId('shown').textContent).toBe('20');
    await waitFor(() => expect(getByTestId('shown').textContent).toBe('40'));
    rerender(<Items total={0} seen={seen} />);
    expect(getByTestId('shown').textContent).toBe('0');
    rerender(<Items total={20} seen={seen} />);
    expect(getByTestId('shown').textContent).toBe('6');
  });

  it('cancels its wait for the next frame on unmount', () => {
    const cancelFrame = vi.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = render(<Items total={20} seen={[]} />);
    unmount();
    expect(cancelFrame).toHaveBeenCalled();
    cancelFrame.mockRestore();
  });
});
