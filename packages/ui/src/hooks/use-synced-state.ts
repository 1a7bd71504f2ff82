// Local state that starts from a prop and follows it when the prop changes (an element's
// attribute set later), while the user's own changes stay until then.
import { useState } from 'react';

export function useSyncedState<T>(prop: T): [T, (value: T) => void] {
  const [state, setState] = useState<{ prop: T; value: T }>({ prop, value: prop });
  if (!Object.is(state.prop, prop)) {
    const next = { prop, value: prop };
    setState(next);
    return [next.value, (value) => setState({ prop, value })];
  }
  return [state.value, (value) => setState({ prop, value })];
}
