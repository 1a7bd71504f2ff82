// Up and down buttons send the whole new order (AdminReorderBodySchema: every current id once).

/** `ids` with the item at `index` moved one place by `step` (-1 up, +1 down); null at an end. */
export function moved(ids: readonly number[], index: number, step: -1 | 1): number[] | null {
  const to = index + step;
  if (index < 0 || index >= ids.length || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
