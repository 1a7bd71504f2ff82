import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useLaidOut } from './use-laid-out';

describe('useLaidOut', () => {
  it('waits for the answers, then stays laid out when a later answer is pending again', () => {
    const { result, rerender } = renderHook(({ settled }) => useLaidOut(settled), {
      initialProps: { settled: false },
    });
    expect(result.current).toBe(false);
    rerender({ settled: true });
    expect(result.current).toBe(true);
    rerender({ settled: false });
    expect(result.current).toBe(true);
  });

  it('is laid out at once when everything is known on the first render (cached answers)', () => {
    const { result } = renderHook(() => useLaidOut(true));
    expect(result.current).toBe(true);
  });
});
