// Back-office lists: the ORDER BY comes from the list's own column map (never from the request)
// and the page window from page and limit.
import { describe, expect, it } from 'vitest';
import { pageWindow, sortClause } from './admin-list-sql';

describe('admin list SQL', () => {
  it('sorts by the mapped column, with a tiebreak in the same direction', () => {
    const columns = { name: 'b.name', id: 'b.id' };
    expect(sortClause(columns, 'name', 'asc', 'b.id')).toBe('b.name ASC NULLS LAST, b.id ASC');
    expect(sortClause(columns, 'id', 'desc', 'b.id')).toBe('b.id DESC NULLS LAST, b.id DESC');
  });

  it('pages from 1 with 20 rows by default', () => {
    expect(pageWindow({})).toEqual({ page: 1, limit: 20, offset: 0 });
    expect(pageWindow({ page: 3, limit: 10 })).toEqual({ page: 3, limit: 10, offset: 20 });
  });
});
