// One query store per query, although the query is a new object each render: its serialized
// form is the memo key, so an equal query keeps its store (and its answer) and a changed one
// makes the next. `make` must depend on nothing but the query (put a language in the query).
import { useMemo } from 'react';

export function useQueryStoreFor<Q, S>(query: Q, make: (query: Q) => S): S {
  const key = JSON.stringify(query);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the query
  return useMemo(() => make(JSON.parse(key) as Q), [key]);
}
