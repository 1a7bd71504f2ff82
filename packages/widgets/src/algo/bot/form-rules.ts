// The purchase form's client checks, from the server's form-fields: required, a number within
// min/max, a select among its options, a text within max_length. The server checks again; this
// only spares a round trip. Returns a message key and its values (strings.ts has uz/ru/en).
import type { AlgoFormField } from '@savdo/contract';

export type FieldProblem =
  | { key: 'required' }
  | { key: 'number' }
  | { key: 'min'; min: number }
  | { key: 'max'; max: number }
  | { key: 'option' }
  | { key: 'tooLong'; max: number };

export function checkField(field: AlgoFormField, raw: string): FieldProblem | null {
  const value = raw.trim();
  if (!value) return field.required ? { key: 'required' } : null;
  if (field.type === 'number') {
    const n = Number(value.replace(',', '.'));
    if (!Number.isFinite(n)) return { key: 'number' };
    if (field.min !== undefined && n < field.min) return { key: 'min', min: field.min };
    if (field.max !== undefined && n > field.max) return { key: 'max', max: field.max };
    return null;
  }
  if (field.type === 'select' && field.options && !field.options.includes(value))
    return { key: 'option' };
  const max = field.max_length ?? 200;
  if (value.length > max) return { key: 'tooLong', max };
  return null;
}

export function checkForm(
  fields: readonly AlgoFormField[],
  values: Record<string, string>,
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    const problem = checkField(field, values[field.name] ?? '');
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

/** The body's `fields`: numbers as numbers, blanks left out. */
export function formValues(
  fields: readonly AlgoFormField[],
  values: Record<string, string>,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (!value) continue;
    out[field.name] = field.type === 'number' ? Number(value.replace(',', '.')) : value;
  }
  return out;
}
