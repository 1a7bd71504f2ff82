// <savdo-signals>' attributes: the manifest alone says how each becomes a typed prop (no
// adapter file); unknown values fall back to the defaults.
import { describe, expect, it } from 'vitest';
import { coerceAttributes } from '@savdo/ui';
import { filterChoiceOf, signalsManifest } from '@savdo/widgets';

const read = (attrs: Record<string, string>) => (name: string) => attrs[name] ?? null;

describe('<savdo-signals> attributes', () => {
  it('pass checked values to the feed', () => {
    expect(
      coerceAttributes(
        signalsManifest,
        read({
          tab: 'stock',
          'signal-type': 'sell',
          status: 'active',
          'time-zone': 'london',
          'hide-stats': '',
          'sign-up-href': '/join',
        }),
      ),
    ).toEqual({
      tab: 'stock',
      signalType: 'sell',
      status: 'active',
      timeZone: 'london',
      hideTitle: false,
      hideStats: true,
      hideFilters: false,
      hideNotifications: false,
      signUpHref: '/join',
      upgradeHref: undefined,
    });
  });

  it('fall back to the defaults for unknown values: tab all, UTC+5 Tashkent, no filters', () => {
    expect(
      coerceAttributes(
        signalsManifest,
        read({ tab: 'stocks', 'signal-type': 'hold', status: 'open', 'time-zone': 'paris' }),
      ),
    ).toMatchObject({
      tab: 'all',
      signalType: undefined,
      status: undefined,
      timeZone: 'tashkent',
    });
  });

  it('a URL query goes through the same checks (the host page)', () => {
    expect(filterChoiceOf({ tab: 'crypto', signalType: 'hold', status: null })).toEqual({
      tab: 'crypto',
      signalType: undefined,
      status: undefined,
    });
  });

  it('the manifest documents every attribute, the events and the parts', () => {
    expect(Object.keys(signalsManifest.attributes ?? {})).toEqual([
      'tab',
      'signal-type',
      'status',
      'time-zone',
      'hide-title',
      'hide-stats',
      'hide-filters',
      'hide-notifications',
      'sign-up-href',
      'upgrade-href',
    ]);
    expect(Object.keys(signalsManifest.events ?? {})).toEqual([
      'savdo-signal-open',
      'savdo-tab-change',
    ]);
    expect(signalsManifest.parts).toHaveProperty('card');
  });
});
