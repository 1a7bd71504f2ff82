// The balance history: rows with the date in Tashkent time, the signed amount
// (credits green, debits red), the reason and the balance after, in uz and en; 20 a page with
// previous / next; empty, failure with "try again", public mode; a live `balance` event
// refetches the page shown so a new credit appears.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { configureCore, login, resetCoreConfig, resetLive } from '@savdo/core';
import { BalanceHistory } from '@savdo/widgets/payments';
import { ledgerRoutes, makeLedgerEntry, type LedgerServer } from '../../../../tests/kit';
import { FakeSocket, installFakeSocket } from '../../../../tests/kit/live-test-socket';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';

const NNBSP = '\u202F';
let server: LedgerServer;
let requests: ReturnType<typeof fakeApi>;

function ledgerCalls() {
  return requests.filter((r) => r.path === '/users/me/ledger');
}

function rows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('tr[data-ledger-entry]')];
}

function cells(row: HTMLElement | undefined): string[] {
  return [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent ?? '');
}

async function setUp(language: 'uz' | 'en') {
  resetLive();
  await resetAll(language);
  resetCoreConfig();
  installFakeSocket();
  server = {
    entries: [
      makeLedgerEntry({
        id: 2,
        amount: -40_000,
        reason: 'Course purchase',
        balance_after: 1_485_000,
        created_at: '2026-11-23T12:30:00.000Z',
      }),
      makeLedgerEntry({
        id: 1,
        amount: 25_000,
        reason: 'Top-up via click',
        balance_after: 1_525_000,
        created_at: '2026-11-23T10:05:00.000Z',
      }),
    ],
  };
  requests = fakeApi(ledgerRoutes(server));
  login({ access_token: accessToken(), refresh_token: 'r', user: apiUser() });
}

afterEach(() => {
  resetLive();
  resetCoreConfig();
});

describe('BalanceHistory (en)', () => {
  beforeEach(() => setUp('en'));

  it('shows a skeleton, then one row per entry: date (Tashkent), signed amount, reason, balance after', async () => {
    render(<BalanceHistory />);
    expect(document.querySelector('[data-ledger-skeleton]')).not.toBeNull();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Balance history' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Balance after' })).toBeTruthy();
    const [debit, credit] = rows();
    // 10:05 UTC is 15:05 in Tashkent (UTC+5).
    expect(cells(credit)[0]).toContain('15:05');
    expect(cells(credit).slice(1)).toEqual([
      `+25${NNBSP}000 UZS`,
      'Top-up via click',
      `1${NNBSP}525${NNBSP}000 UZS`,
    ]);
    expect(cells(debit).slice(1)).toEqual([
      `-40${NNBSP}000 UZS`,
      'Course purchase',
      `1${NNBSP}485${NNBSP}000 UZS`,
    ]);
    expect(credit?.querySelector('.amount')?.classList.contains('credit')).toBe(true);
    expect(debit?.querySelector('.amount')?.classList.contains('debit')).toBe(true);
    expect(ledgerCalls()[0]?.query.get('page')).toBe('1');
    expect(ledgerCalls()[0]?.query.get('limit')).toBe('20');
    // One page: no pager.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('pages by 20: "Next" asks for page 2, "Previous" goes back', async () => {
    server.entries = Array.from({ length: 45 }, (_, i) =>
      makeLedgerEntry({ id: 100 - i, reason: `Entry ${i + 1}` }),
    );
    render(<BalanceHistory />);
    await waitFor(() => expect(rows()).toHaveLength(20));
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager.textContent).toContain('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Entry 21')).toBeTruthy());
    expect(ledgerCalls().at(-1)?.query.get('page')).toBe('2');
    expect(screen.getByRole('navigation').textContent).toContain('Page 2 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByText('Entry 1')).toBeTruthy());
  });

  it('says so when there is no entry yet', async () => {
    server.entries = [];
    render(<BalanceHistory />);
    expect(await screen.findByText('No balance changes yet')).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
  });

  it('a failed load offers "Try again", which asks again', async () => {
    server.failWith = 503;
    render(<BalanceHistory />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the balance history');
    server.failWith = undefined;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(ledgerCalls()).toHaveLength(2);
  });

  it('a live balance event refetches the page, so the new credit shows', async () => {
    render(<BalanceHistory />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    server.entries.unshift(
      makeLedgerEntry({
        id: 3,
        amount: 50_000,
        reason: 'Top-up via payme',
        balance_after: 1_535_000,
      }),
    );
    act(() => {
      FakeSocket.latest().accept(42);
      FakeSocket.latest().receive({ type: 'balance', balance: 1_535_000 });
    });
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(cells(rows()[0]).slice(1, 3)).toEqual([`+50${NNBSP}000 UZS`, 'Top-up via payme']);
    expect(ledgerCalls()).toHaveLength(2);
  });

  it('on a partner page (public mode) shows the sign-in link and asks nothing', async () => {
    configureCore({ mode: 'public', apiBase: 'https://savdo.example' });
    render(<BalanceHistory />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      'https://savdo.example/auth',
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(requests).toHaveLength(0);
  });

  it('signed out, shows the sign-in link and asks nothing', async () => {
    await resetAll('en');
    requests = fakeApi(ledgerRoutes(server));
    render(<BalanceHistory />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(requests).toHaveLength(0);
  });
});

describe('BalanceHistory (uz)', () => {
  beforeEach(() => setUp('uz'));

  it("shows the headings and amounts in Uzbek (so'm)", async () => {
    render(<BalanceHistory />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Balans tarixi' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Qoldiq' })).toBeTruthy();
    const credit = rows()[1];
    expect(cells(credit)[0]).toContain('15:05');
    expect(cells(credit)[1]).toBe(`+25${NNBSP}000 so'm`);
    expect(cells(credit)[3]).toBe(`1${NNBSP}525${NNBSP}000 so'm`);
  });
});
