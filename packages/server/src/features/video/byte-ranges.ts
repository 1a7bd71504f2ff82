/**
 * The `Range` header of a request for a file of `size` bytes (RFC 9110 section 14), for one
 * range: `bytes=a-b`, `bytes=a-` and `bytes=-n`. Several ranges, another unit or a malformed
 * header are ignored (the whole file, 200), as the RFC allows; a range that starts past the
 * end, or a suffix of zero bytes, cannot be satisfied (416). Decision 0172.
 */
import type { ByteRange } from './storage';

export type RangeAnswer =
  { kind: 'whole' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i;

export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'whole' };
  const match = SINGLE.exec(header);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix: the last n bytes (the whole file when n is larger).
    const n = Number(last);
    if (!Number.isSafeInteger(n)) return { kind: 'whole' };
    if (n === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - n), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'whole' };
  return { kind: 'partial', range: { start, end: Math.min(end, size - 1) } };
}
