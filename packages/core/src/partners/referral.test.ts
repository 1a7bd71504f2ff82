// The partner ref kept for the sign-up (docs/decisions/0321-partner-usage-and-referrals.md):
// first touch within 30 days, then forgotten; the embed snippet; links carrying the ref.
import { beforeEach, describe, expect, it } from 'vitest';
import { keepReferral, referralForSignUp, REFERRAL_STORAGE_KEY } from './referral';
import { embedSnippet } from './snippet';
import { partnerLink, setPartnerRef } from '../api/partner-key';

const DAY = 86_400_000;
const T0 = Date.parse('2026-11-01T10:00:00Z');

beforeEach(() => {
  localStorage.removeItem(REFERRAL_STORAGE_KEY);
  setPartnerRef(null);
});

describe('the kept referral', () => {
  it('keeps a ?ref= and sends it with the sign-up while within 30 days', () => {
    keepReferral('https://savdo.example/auth?tab=register&ref=p_abcdef12', T0);
    expect(referralForSignUp(T0 + 29 * DAY)).toEqual({
      ref: 'p_abcdef12',
      ref_seen_at: new Date(T0).toISOString(),
    });
    expect(referralForSignUp(T0 + 31 * DAY)).toEqual({});
  });

  it('first touch: a later ref does not replace a valid one, but replaces an expired one', () => {
    keepReferral('https://savdo.example/?ref=p_first123', T0);
    keepReferral('https://savdo.example/?ref=p_second12', T0 + DAY);
    expect(referralForSignUp(T0 + DAY).ref).toBe('p_first123');
    keepReferral('https://savdo.example/?ref=p_second12', T0 + 31 * DAY);
    expect(referralForSignUp(T0 + 31 * DAY).ref).toBe('p_second12');
  });

  it('ignores a ref that is not a partner id', () => {
    keepReferral('https://savdo.example/?ref=<script>', T0);
    expect(referralForSignUp(T0)).toEqual({});
  });
});

describe('the embed snippet and partner links', () => {
  it('the snippet is the script tag with the key and ref, then one line per element, escaped', () => {
    expect(
      embedSnippet({
        apiOrigin: 'https://savdo.example',
        partnerKey: 'pk_abc',
        partnerRef: 'p_abcdef12',
        elements: ['savdo-economic-calendar', 'savdo-signals'],
        attributes: { lang: 'uz"' },
      }),
    ).toBe(
      [
        '<script src="https://savdo.example/embed/v1/savdo.js" async data-partner="pk_abc" data-ref="p_abcdef12"></script>',
        '',
        '<savdo-economic-calendar lang="uz&quot;"></savdo-economic-calendar>',
        '<savdo-signals lang="uz&quot;"></savdo-signals>',
      ].join('\n'),
    );
  });

  it("links back to the product carry the page's ref, when it has one", () => {
    expect(partnerLink('https://savdo.example/auth')).toBe('https://savdo.example/auth');
    setPartnerRef('p_abcdef12');
    expect(partnerLink('https://savdo.example/auth')).toBe(
      'https://savdo.example/auth?ref=p_abcdef12',
    );
    expect(partnerLink('https://savdo.example/auth?tab=register')).toBe(
      'https://savdo.example/auth?tab=register&ref=p_abcdef12',
    );
  });
});
