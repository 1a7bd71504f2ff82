// The premium field list lives once, in contract; the server blanks exactly these for a
// locked signal, and the widget keeps exactly these when a locked live copy arrives.
import { describe, expect, it } from 'vitest';
import { LOCKED_PREMIUM_FIELDS, PREMIUM_SIGNAL_FIELDS, premiumFieldsOf } from '@savdo/contract';
import { mergeSignal } from '@savdo/widgets/signals/feed-state';
import { makeSignal as signal } from '../../../tests/kit';

describe('premium signal fields (one list)', () => {
  it('a locked copy carries null in every premium field', () => {
    for (const field of PREMIUM_SIGNAL_FIELDS) expect(LOCKED_PREMIUM_FIELDS[field]).toBeNull();
  });

  it('the widget keeps every premium field of the full copy it already shows', () => {
    const full = signal({ id: 5, description: 'Breakout', chart_image: '/api/v1/files/x' });
    const locked = { ...full, ...LOCKED_PREMIUM_FIELDS, locked: true, status: 'closed' as const };
    const merged = mergeSignal(full, locked);
    expect(merged.status).toBe('closed');
    expect(merged.locked).toBe(false);
    expect(premiumFieldsOf(merged)).toEqual(premiumFieldsOf(full));
  });
});
