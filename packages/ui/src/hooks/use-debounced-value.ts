// The value, once it has stopped changing for `delayMs` (search typing does not fire a request
// per key press).
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    // At mount too, where it sets the value already held, which renders nothing: fewer bytes
    // than checking first (the partner calendar's budget, docs/decisions/0330-interactions-bench.md).
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
