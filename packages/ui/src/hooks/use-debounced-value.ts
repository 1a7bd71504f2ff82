// The value, once it has stopped changing for `delayMs` (search typing does not fire a request
// per key press).
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    // Also at mount, where it sets the value it holds (no render follows): fewer bytes than a check.
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
