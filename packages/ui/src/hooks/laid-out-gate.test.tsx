import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderHook } from '@testing-library/react';
import { LaidOutGate, useLaidOut, useReportSettled } from './laid-out-gate';

let settle: Record<string, (settled: boolean) => void> = {};

function Part({ name }: { name: string }) {
  const [settled, setSettled] = useState(false);
  settle[name] = setSettled;
  useReportSettled(settled);
  return <p>{name}</p>;
}

describe('LaidOutGate', () => {
  it('mounts every part at once but draws them together, once each has settled', () => {
    settle = {};
    render(
      <LaidOutGate placeholder={<span>waiting</span>}>
        <Part name="journal" />
        <Part name="balance" />
      </LaidOutGate>,
    );
    // Both parts are mounted (so both ask) under a hidden box; the placeholder shows.
    expect(screen.getByText('journal').parentElement!.hidden).toBe(true);
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => settle.journal!(true));
    expect(screen.getByText('balance').parentElement!.hidden).toBe(true);
    act(() => settle.balance!(true));
    expect(screen.getByText('balance').parentElement!.hidden).toBe(false);
    expect(screen.queryByText('waiting')).toBeNull();
    // Loading again later (a retry) happens in place: the region stays drawn.
    act(() => settle.journal!(false));
    expect(screen.getByText('journal').parentElement!.hidden).toBe(false);
  });

  it('a part that goes away does not hold the others back', () => {
    settle = {};
    function Parts() {
      const [shown, setShown] = useState(true);
      settle.hide = () => setShown(false);
      return (
        <LaidOutGate placeholder={<span>waiting</span>}>
          <Part name="first" />
          {shown ? <Part name="second" /> : null}
        </LaidOutGate>
      );
    }
    render(<Parts />);
    act(() => settle.first!(true));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => settle.hide!(true));
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it("waits for the caller's own answer too (settled)", () => {
    const { rerender } = render(
      <LaidOutGate placeholder={<span>waiting</span>} settled={false}>
        <p>list</p>
      </LaidOutGate>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    rerender(
      <LaidOutGate placeholder={<span>waiting</span>} settled>
        <p>list</p>
      </LaidOutGate>,
    );
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('with no parts to wait for, the children show at once', () => {
    render(
      <LaidOutGate placeholder={<span>waiting</span>}>
        <p>static</p>
      </LaidOutGate>,
    );
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByText('static').parentElement!.hidden).toBe(false);
  });

  it('outside a gate, reporting does nothing', () => {
    function Alone() {
      useReportSettled(false);
      return <p>alone</p>;
    }
    render(<Alone />);
    expect(screen.getByText('alone')).toBeTruthy();
  });
});

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
