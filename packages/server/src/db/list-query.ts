/**
 * The SQL side of a back-office list query (contract `AdminListQuery`): the page as LIMIT and
 * OFFSET, filters as a WHERE of numbered parameters, and the chosen sort as an ORDER BY taken
 * from the list's own column map (never from the request's text).
 */
import { MAX_PAGE_SIZE, type SortOrder } from '@savdo/contract';
import { ValidationError } from '../domain-errors';

export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
}

export function pageWindow(query: { page?: number; limit?: number }, size = 20): PageWindow {
  const limit = Math.min(query.limit ?? size, MAX_PAGE_SIZE);
  const page = query.page ?? 1;
  return { page, limit, offset: (page - 1) * limit };
}

/** A LIKE pattern matching `text` anywhere, its wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** WHERE conditions with `?` for one parameter each, numbered as they are added. */
export class Where {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  /** `sql` has one `?` per value (the same value may be used more than once with `?`s). */
  add(sql: string, ...values: unknown[]): this {
    let text = sql;
    for (const value of values) {
      this.params.push(value);
      text = text.replace('?', `$${this.params.length}`);
    }
    this.parts.push(`(${text})`);
    return this;
  }

  /** The next parameter's placeholder, for LIMIT and OFFSET after the conditions. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  toString(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

/** ORDER BY the chosen column (from `columns`), newest first unless told; `tie` breaks ties. */
export function orderBy<S extends string>(
  columns: Record<S, string>,
  sort: S | undefined,
  order: SortOrder | undefined,
  fallback: S,
  tie: string,
): string {
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  return `ORDER BY ${columns[sort ?? fallback]} ${direction}, ${tie} ${direction}`;
}

/**
 * A YYYY-MM-DD filter that is a real calendar day: the schema checks the shape only, and
 * PostgreSQL would fail (500) on 2026-02-31; this answers 400 naming the field instead.
 */
export function checkDay(field: string, day: string | undefined): void {
  if (day === undefined) return;
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    const message = `${field} must be a date YYYY-MM-DD`;
    throw new ValidationError(message, { [field]: message });
  }
}
