// Core's top-up request (decision 0161): a purchase that falls short asks the page to
// open its top-up; the answer says whether anything listens, the amount follows the prefill rules,
// and a ?top_up= link names the host app's dashboard.
import { afterEach, describe, expect, it } from 'vitest';
import {
  $topUpRequest,
  clearTopUpRequest,
  requestTopUp,
  topUpHref,
  topUpParamAmount,
} from '@savdo/core/payments';

afterEach(() => clearTopUpRequest());

describe('requestTopUp', () => {
  it('answers false when nothing on the page listens', () => {
    expect(requestTopUp(35_000)).toBe(false);
  });

  it('answers true while something listens, which gets the amount', () => {
    const seen: (number | null)[] = [];
    const off = $topUpRequest.listen((request) => {
      if (request) seen.push(request.amount);
    });
    expect(requestTopUp(35_000)).toBe(true);
    off();
    expect(seen).toEqual([35_000]);
    expect(requestTopUp(35_000)).toBe(false);
  });

  it('raises the amount to the 1,000 UZS minimum and rounds it up; none for no shortfall', () => {
    requestTopUp(200);
    expect($topUpRequest.get()?.amount).toBe(1_000);
    requestTopUp(12_345.2);
    expect($topUpRequest.get()?.amount).toBe(12_346);
    requestTopUp(null);
    expect($topUpRequest.get()?.amount).toBeNull();
  });

  it('tells two requests for the same amount apart, and is cleared by the listener', () => {
    requestTopUp(5_000);
    const first = $topUpRequest.get();
    requestTopUp(5_000);
    expect($topUpRequest.get()).not.toBe(first);
    expect($topUpRequest.get()?.seq).toBeGreaterThan(first?.seq ?? 0);
    clearTopUpRequest();
    expect($topUpRequest.get()).toBeNull();
  });
});

describe('the ?top_up= link', () => {
  it("names the host app's dashboard with the prefill", () => {
    expect(topUpHref('', 500)).toBe('/dashboard?top_up=1000');
    expect(topUpHref('https://savdo.uz', 35_000)).toBe('https://savdo.uz/dashboard?top_up=35000');
    expect(topUpHref('', null)).toBe('/dashboard?top_up');
  });

  it('reads the parameter back, refusing what is not whole digits', () => {
    expect(topUpParamAmount('')).toEqual({ requested: false, amount: null });
    expect(topUpParamAmount('?top_up=35000&x=1')).toEqual({ requested: true, amount: 35_000 });
    expect(topUpParamAmount('?top_up=10')).toEqual({ requested: true, amount: 1_000 });
    expect(topUpParamAmount('?top_up=1e9')).toEqual({ requested: true, amount: null });
    expect(topUpParamAmount('?top_up')).toEqual({ requested: true, amount: null });
  });
});
