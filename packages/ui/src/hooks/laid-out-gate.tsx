// Pages hold still while they load (docs/decisions/0337-pages-hold-still-while-they-load.md).
// A region of several parts that each load on their own (the analytics sections, stacked on a
// phone): every part arriving would push down the parts below it, and the reader sees the page
// jump (Lighthouse's Cumulative Layout Shift). Inside a LaidOutGate the parts are mounted at once,
// so they all ask at once, but drawn together, once each has said it has what it needs to lay
// itself out (useReportSettled); meanwhile the gate shows its placeholder. After that the region
// stays drawn: later loading (a retry, a language switch) happens in place (useLaidOut, below).
// A gate is itself a part of the gate around it.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
  type ReactNode,
} from 'react';

/**
 * True from the first render on which `settled` was true, for the component's life: a region
 * whose layout depends on a few answers shows one placeholder until they have come (replacing it
 * is not a shift), then stays drawn while later answers (a filter, a language) load in place.
 */
export function useLaidOut(settled: boolean): boolean {
  const [laidOut, setLaidOut] = useState(settled);
  if (settled && !laidOut) setLaidOut(true);
  return laidOut || settled;
}

/** A query store's value that has its answer or its error (not loading, not yet asked). */
export function hasAnswered(value: { loading: boolean; data?: unknown; error?: unknown }): boolean {
  return !value.loading && (value.data !== undefined || value.error !== undefined);
}

type Report = (part: string, settled: boolean) => void;

const GateContext = createContext<Report | null>(null);

export interface LaidOutGateProps {
  /** Shown until every part has settled (the parts are mounted hidden meanwhile). */
  placeholder: ReactNode;
  /** What the caller itself reads has answered (default true): one more part. */
  settled?: boolean;
  children: ReactNode;
}

export function LaidOutGate({ placeholder, settled = true, children }: LaidOutGateProps) {
  // Each part's last report; a part that has not reported yet is not in it.
  const [parts, setParts] = useState<ReadonlyMap<string, boolean> | null>(null);
  const report = useCallback<Report>((part, settled) => {
    setParts((current) => {
      if (current?.get(part) === settled) return current;
      return new Map(current ?? []).set(part, settled);
    });
  }, []);
  // The parts report in their effects, which run before this one: `null` means not yet heard.
  useEffect(() => setParts((current) => current ?? new Map()), []);
  const laidOut = useLaidOut(settled && parts !== null && [...parts.values()].every(Boolean));
  // A gate inside a gate is one of the outer gate's parts (a widget's own sections, on a page
  // that holds what stands below the widget until the widget is laid out).
  useReportSettled(laidOut);
  return (
    <GateContext.Provider value={report}>
      {laidOut ? null : placeholder}
      {/* `contents`: the parts stay items of the caller's grid or flex box. */}
      <div hidden={!laidOut} style={{ display: laidOut ? 'contents' : 'none' }}>
        {children}
      </div>
    </GateContext.Provider>
  );
}

/** Tells the enclosing LaidOutGate (if any) whether this part has what it needs to lay out. */
export function useReportSettled(settled: boolean): void {
  const report = useContext(GateContext);
  const part = useId();
  useEffect(() => {
    report?.(part, settled);
  }, [report, part, settled]);
  // A part that goes away holds nothing up.
  useEffect(() => () => report?.(part, true), [report, part]);
}
