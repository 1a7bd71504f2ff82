// Live `balance` events reach the auth store's user (the header's balance chip reads it).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user, login, logout, resetLive, subscribeBalanceUpdates } from '@savdo/core';
import { FakeSocket, installFakeSocket } from '../../../../tests/kit/live-test-socket';
import { apiUser, resetSessionCore, token } from '../../../../tests/kit/session-test-helpers';

describe('live balance updates', () => {
  beforeEach(async () => {
    await resetSessionCore();
    installFakeSocket();
  });

  afterEach(() => {
    resetLive();
    vi.unstubAllGlobals();
  });

  it('writes the pushed balance into the signed-in user before listeners run', () => {
    login({ access_token: token(), user: apiUser({ balance: 1_500_000 }) });
    const seen: number[] = [];
    subscribeBalanceUpdates(() => seen.push($user.get()?.balance ?? -1));
    FakeSocket.latest().accept(1);
    FakeSocket.latest().receive({ type: 'balance', balance: 1_525_000 });
    expect($user.get()?.balance).toBe(1_525_000);
    expect(seen).toEqual([1_525_000]);
  });

  it('applies each event once however many listen, and does nothing while signed out', () => {
    login({ access_token: token(), user: apiUser({ balance: 0 }) });
    let calls = 0;
    subscribeBalanceUpdates(() => calls++);
    subscribeBalanceUpdates(() => calls++);
    FakeSocket.latest().accept(1);
    FakeSocket.latest().receive({ type: 'balance', balance: 5000 });
    expect(calls).toBe(2);
    expect($user.get()?.balance).toBe(5000);
    logout();
    FakeSocket.latest().accept(null);
    FakeSocket.latest().receive({ type: 'balance', balance: 9000 });
    expect($user.get()).toBeNull();
  });
});
