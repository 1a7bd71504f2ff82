// A back-office list over rows read whole: search in the given texts, sort by a known name with
// empty values last and a stable order, and page.
import { describe, expect, it } from 'vitest';
import { pageInMemory } from './admin-list-in-memory';

const rows = [
  { id: 1, title: 'Banner one', ends: null as string | null },
  { id: 2, title: 'Second', ends: '2030-01-01' },
  { id: 3, title: 'Banner three', ends: '2029-01-01' },
];
type Row = (typeof rows)[number];
type Query = Parameters<typeof pageInMemory<Row, 'id' | 'ends'>>[1];
const how = {
  text: (r: Row) => [r.title],
  sorts: { id: (r: Row) => r.id, ends: (r: Row) => r.ends },
  sort: 'id' as const,
  order: 'asc' as const,
};
const page = (query: Query) => pageInMemory<Row, 'id' | 'ends'>(rows, query, how);

describe('pageInMemory', () => {
  it('searches case-insensitively, sorts with empty values last, and pages', () => {
    expect(page({ search: 'BANNER' }).data.map((r) => r.id)).toEqual([1, 3]);
    expect(page({ sort: 'ends', order: 'asc' }).data.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(page({ sort: 'ends', order: 'desc' }).data.map((r) => r.id)).toEqual([2, 3, 1]);
    expect(page({ page: 2, limit: 2 })).toEqual({
      data: [rows[2]],
      page: 2,
      limit: 2,
      total: 3,
    });
  });
});
