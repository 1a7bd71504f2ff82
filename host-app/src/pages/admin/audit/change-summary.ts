// What an audit row changed, in a line per field: the fields whose values differ between the
// record before and after the write ("is_banned: false → true"). A create shows what it made,
// a delete what it removed; nested values are shown as JSON.
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

function show(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return show(before) === show(after)
      ? []
      : [{ field: '', before: show(before), after: show(after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => show(from[field]) !== show(to[field]))
    .map((field) => ({ field, before: show(from[field]), after: show(to[field]) }));
}
