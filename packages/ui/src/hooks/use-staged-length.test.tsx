// A list that grows by many rows shows its first rows in the change's task and the rest after
// the next paint (docs/decisions/0330-interactions-bench.md); the first render, a shrink and a
// small growth show every row at once; an unmount leaves no frame or timer behind.
import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { useStagedLength } from '@savdo/ui/hooks/use-staged-length';

function Rows({ length, seen }: { length: number; seen: number[] }) {
  const shown = useStagedLength(length, 10);
  seen.push(shown);
  return <p data-testid="shown">{shown}</p>;
}

describe('useStagedLength', () => {
  it('shows every row of the first render at once', () => {
    const seen: number[] = [];
    render(<Rows length={60} seen={seen} />);
    expect(seen).toEqual([60]);
  });

  it('a shrink shows the new length at once; growing back shows the first rows, then all', async () => {
    const seen: number[] = [];
    const { getByTestId, rerender } = render(<Rows length={60} seen={seen} />);
    rerender(<Rows length={15} seen={seen} />);
    expect(getByTestId('shown').textContent).toBe('15');
    seen.length = 0;
    rerender(<Rows length={60} seen={seen} />);
    // The first rows only (the 15 shown before count: more than `first`), never 60 at once.
    expect(getByTestId('shown').textContent).toBe('15');
    await waitFor(() => expect(getByTestId('shown').textContent).toBe('60'));
    expect([...new Set(seen)]).toEqual([15, 60]);
  });

  it('a growth within the first rows shows every row at once', () => {
    const seen: number[] = [];
    const { getByTestId, rerender } = render(<Rows length={3} seen={seen} />);
    rerender(<Rows length={8} seen={seen} />);
    expect(getByTestId('shown').textContent).toBe('8');
  });

  it('cancels its wait for the next frame on unmount', () => {
    const cancelFrame = vi.spyOn(window, 'cancelAnimationFrame');
    const { rerender, unmount } = render(<Rows length={2} seen={[]} />);
    rerender(<Rows length={40} seen={[]} />);
    unmount();
    expect(cancelFrame).toHaveBeenCalled();
    cancelFrame.mockRestore();
  });
});
