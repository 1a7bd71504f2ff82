// The audit page shows what an admin write changed: only the fields whose values differ.
import { describe, expect, it } from 'vitest';
import { changedFields } from './change-summary';

describe('changedFields', () => {
  it('lists only the fields whose values differ, before and after', () => {
    expect(
      changedFields(
        { id: 9, is_banned: false, username: 'bobur' },
        { id: 9, is_banned: true, username: 'bobur' },
      ),
    ).toEqual([{ field: 'is_banned', before: 'false', after: 'true' }]);
  });

  it('a create shows every field it made, a delete every field it removed', () => {
    expect(changedFields(null, { id: 3, title: 'EURUSD' })).toEqual([
      { field: 'id', before: '—', after: '3' },
      { field: 'title', before: '—', after: 'EURUSD' },
    ]);
    expect(changedFields({ id: 3 }, null)).toEqual([{ field: 'id', before: '3', after: '—' }]);
  });

  it('compares nested values by their JSON and plain values as a whole', () => {
    expect(changedFields({ tags: ['a'] }, { tags: ['a'] })).toEqual([]);
    expect(changedFields({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual([
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
    expect(changedFields(null, null)).toEqual([]);
  });
});
