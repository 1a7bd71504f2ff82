// A region whose layout depends on several answers (tabs from one call, a featured row from
// another, a list from a third) is drawn once they have all come, not piece by piece: each piece
// arriving would push down what was already drawn below it, and a phone reader sees the page
// jump (Lighthouse's Cumulative Layout Shift). Until then the caller shows one placeholder;
// replacing it is not a shift. Once laid out, the region stays so: later answers (a filter
// changed, a language switched) update it in place with their own loading states.
import { useState } from 'react';

/** True from the first render on which `settled` was true, for the component's life. */
export function useLaidOut(settled: boolean): boolean {
  const [laidOut, setLaidOut] = useState(settled);
  if (settled && !laidOut) setLaidOut(true);
  return laidOut || settled;
}

/** A query store's value that has its answer or its error (not loading, not yet asked). */
export function hasAnswered(value: { loading: boolean; data?: unknown; error?: unknown }): boolean {
  return !value.loading && (value.data !== undefined || value.error !== undefined);
}
