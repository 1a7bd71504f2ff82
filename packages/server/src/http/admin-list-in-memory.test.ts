// A back-office list over rows read whole: search in the given texts, sort by a known name with
// empty values last and a stable order, and page.
import { describe, expect, it } from 'vitest';
import { pageInMemory } from './admin-list-in-memory';

const rows = [
  { id: 1, title: 'Banner one', ends: null as string | null },
  { id: 2, title: 'Second', ends: '2030-01-01' },
  { id: 3, title: 'Banner three', ends: '2029-01-01' },
];
const how = {
  text: (r: (typeof rows)[number]) => [r.title],
  sorts: { id: (r: (typeof rows)[number]) => r.id, ends: (r: (typeof rows)[number]) => r.ends },
  sort: 'id' as const,
  order: 'asc' as const,
};

describe('pageInMemory', () => {
  it('searches case-insensitively, sorts with empty values last, and pages', () => {
    expect(pageInMemory(rows, { search: 'BANNER' }, how).data.map((r) => r.id)).toEqual([1, 3]);
    expect(pageInMemory(rows, { sort: 'ends', order: 'asc' }, how).data.map((r) => r.id)).toEqual([
      3, 2, 1,
    ]);
    expect(pageInMemory(rows, { sort: 'ends', order: 'desc' }, how).data.map((r) => r.id)).toEqual([
      2, 3, 1,
    ]);
    expect(pageInMemory(rows, { page: 2, limit: 2 }, how)).toEqual({
      data: [rows[2]],
      page: 2,
      limit: 2,
      total: 3,
    });
  });
});
