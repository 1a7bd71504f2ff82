// A banner's window: the date-and-time box's local text and ISO 8601 on the wire.
import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './schedule';

describe('banner schedule boxes', () => {
  it('an empty box is an open end (null), and null shows as an empty box', () => {
    expect(fromLocalInput('  ')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });

  it('a local date and time goes out as ISO and comes back as the same box text', () => {
    const iso = fromLocalInput('2026-12-01T09:30');
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    expect(toLocalInput(iso)).toBe('2026-12-01T09:30');
  });

  it('text that is not a date is passed on, so the contract refuses it', () => {
    expect(fromLocalInput('soon')).toBe('soon');
  });
});
