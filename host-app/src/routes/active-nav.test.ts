// The sidebar highlights one entry: the longest sidebar path the address lies under.
import { describe, expect, it } from 'vitest';
import { activeNavPath, liesUnder } from './active-nav';
import { NAV_ITEMS } from './route-table';

describe('activeNavPath: the longest matching sidebar path wins', () => {
  it('gives a page under "My Expert Advisors" to that entry, not to "Algo trading"', () => {
    expect(activeNavPath('/algo-trading/my/5', NAV_ITEMS)).toBe('/algo-trading/my');
    expect(activeNavPath('/algo-trading/my', NAV_ITEMS)).toBe('/algo-trading/my');
  });

  it('keeps a bot page under "Algo trading"', () => {
    expect(activeNavPath('/algo-trading/7', NAV_ITEMS)).toBe('/algo-trading');
    expect(activeNavPath('/algo-trading', NAV_ITEMS)).toBe('/algo-trading');
  });

  it('does not depend on the order of the entries', () => {
    const items = [{ to: '/a/b' }, { to: '/a' }];
    expect(activeNavPath('/a/b/c', items)).toBe('/a/b');
    expect(activeNavPath('/a/b/c', [...items].reverse())).toBe('/a/b');
  });

  it('matches whole segments only, and nothing for an address outside the sidebar', () => {
    expect(liesUnder('/algo-tradingx', '/algo-trading')).toBe(false);
    expect(activeNavPath('/nowhere', [{ to: '/a' }])).toBeNull();
  });
});
