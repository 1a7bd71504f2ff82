import { describe, expect, it } from 'vitest';
import { feedPropsOf } from '@savdo/widgets/signals/element-props';
import { signalsManifest } from '@savdo/widgets';

describe('<savdo-signals> attributes', () => {
  it('pass checked values to the feed', () => {
    expect(
      feedPropsOf({
        tab: 'stock',
        signalType: 'sell',
        status: 'active',
        timeZone: 'london',
        hideStats: true,
        signUpHref: '/join',
      }),
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
      feedPropsOf({ tab: 'stocks', signalType: 'hold', status: 'open', timeZone: 'paris' }),
    ).toMatchObject({
      tab: 'all',
      signalType: undefined,
      status: undefined,
      timeZone: 'tashkent',
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
