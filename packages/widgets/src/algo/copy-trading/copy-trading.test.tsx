// The copy-trading page: the spec's figures and text exactly in en, ru and uz
// (monthly profit 1% to 50%, risk per trade 0.5% to 1%, the user's responsibility), the
// strategies with verified figures and a risk score, and the past-performance disclosure; "My
// copies" follows the live `copy_follow.status` without a reload
// (docs/decisions/0287-follow-heartbeat.md).
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { clearToasts, login, resetCoreConfig, resetLive } from '@savdo/core';
import { CopyTrading } from '@savdo/widgets/algo/copy-trading';
import { algoRoutes, makeAlgoMarket, noConnection } from '../../../../../tests/kit';
import {
  accessToken,
  apiUser,
  fakeApi,
  resetAll,
} from '../../../../../tests/kit/auth-test-helpers';
import { copyRoutes, makeCopyFollow, makeCopyServer } from '../../../../../tests/kit/copy-trading';
import { FakeSocket, installFakeSocket } from '../../../../../tests/kit/live-test-socket';

afterEach(() => {
  resetLive();
  resetCoreConfig();
  clearToasts();
});

const terms = () => document.querySelector('[data-copy-terms]')?.textContent;

describe('CopyTrading', () => {
  it("states the spec's figures and the user's responsibility, then the strategies", async () => {
    await resetAll('en');
    fakeApi(algoRoutes(makeAlgoMarket()));
    render(<CopyTrading />);
    expect(terms()).toContain('Monthly profit from 1% to 50%');
    expect(terms()).toContain('Risk per trade from 0.5% to 1%');
    expect(terms()).toContain("Profit and loss are entirely the user's responsibility.");
    const card = await screen.findByText('Trend Rider');
    const li = card.closest('li')!;
    expect(li.querySelector('[data-figure="gain"]')?.textContent).toBe('35%');
    expect(li.textContent).toContain('Risk score: 4 / 10');
    expect(document.querySelector('[data-disclosure]')?.textContent).toContain(
      'Past performance does not guarantee future results.',
    );
  });

  it('in Russian and Uzbek with the local decimal comma', async () => {
    await resetAll('ru');
    fakeApi(algoRoutes(makeAlgoMarket()));
    const { unmount } = render(<CopyTrading />);
    expect(terms()).toContain('Риск на сделку от 0,5% до 1%');
    expect(terms()).toContain('Ежемесячная прибыль от 1% до 50%');
    expect(await screen.findByText('Трендовый')).toBeTruthy();
    unmount();
    await resetAll('uz');
    render(<CopyTrading />);
    expect(terms()).toContain('0,5% dan 1% gacha');
    expect(terms()).toContain("Foyda va zarar to'liq foydalanuvchining javobgarligida.");
  });
});

describe('Laid out at once', () => {
  it('my copies, the strategies and the disclosure are drawn together once my copies have answered, so nothing is pushed down', async () => {
    await resetAll('en');
    resetCoreConfig();
    installFakeSocket();
    const server = makeCopyServer();
    server.follows.push(makeCopyFollow());
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    onTestFinished(() => release());
    const routes = copyRoutes(server);
    fakeApi({
      ...algoRoutes(makeAlgoMarket()),
      ...routes,
      'GET /copy-trade/follows': async (request) => {
        await held;
        return routes['GET /copy-trade/follows']!(request);
      },
    });
    login({ access_token: accessToken(), refresh_token: 'r', user: apiUser() });
    render(<CopyTrading />);
    // The strategies have come (mounted, hidden); my copies have not: neither is drawn.
    await waitFor(() => expect(screen.getByText('Trend Rider', { ignore: false })).toBeTruthy());
    const disclosure = () => document.querySelector<HTMLElement>('[data-disclosure]')!;
    expect(disclosure().closest('[hidden]')).not.toBeNull();
    expect(terms()).toContain('Monthly profit from 1% to 50%'); // the terms stand at once
    release();
    await waitFor(() => expect(disclosure().closest('[hidden]')).toBeNull());
    expect(
      within(document.querySelector<HTMLElement>('[data-my-copies]')!).getByText(/Trend/),
    ).toBeTruthy();
  });
});

describe('My copies, live', () => {
  it('a copy_follow.status event updates the follow in "My copies" without fetching again', async () => {
    await resetAll('en');
    resetCoreConfig();
    installFakeSocket();
    const server = makeCopyServer();
    server.follows.push(makeCopyFollow());
    const requests = fakeApi({ ...algoRoutes(makeAlgoMarket()), ...copyRoutes(server) });
    login({ access_token: accessToken(), refresh_token: 'r', user: apiUser() });
    render(<CopyTrading />);
    const mine = () => document.querySelector('[data-my-copies]') as HTMLElement;
    expect(await within(mine()).findByText('Waiting for the terminal')).toBeTruthy();
    expect(within(mine()).getByText('Terminal not connected yet')).toBeTruthy();
    const fetches = () => requests.filter((r) => r.path === '/copy-trade/follows').length;
    const before = fetches();

    act(() => FakeSocket.latest().accept(1));
    const { bridge_key: _key, ...card } = makeCopyFollow({
      status: 'paused',
      connection: noConnection({
        last_heartbeat_at: '2026-11-29T10:00:00.000Z',
        offline_since: '2026-11-29T10:00:00.000Z',
      }),
    });
    act(() => FakeSocket.publish({ type: 'copy_follow.status', follow: card }));

    await waitFor(() => expect(within(mine()).getByText('Terminal offline')).toBeTruthy());
    expect(within(mine()).getByText(/^Terminal offline since 29 Nov 2026/)).toBeTruthy();
    expect(within(mine()).getByText(/^Last seen: 29 Nov 2026/)).toBeTruthy();
    expect(fetches()).toBe(before);
  });
});
