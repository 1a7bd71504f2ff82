// The return page's status (decision 0151): follows `?savdo_order=` every 2 s while pending,
// stops at paid (with the new balance), failed ('Payment failed. Please try again.', for
// cancelled and refunded) or after 60 s; public mode shows the sign-in link.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { PaymentOrder } from '@savdo/contract';
import { $user, configureCore, login, resetCoreConfig } from '@savdo/core';
import { PaymentStatus } from '@savdo/widgets/payments';
import {
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_LIMIT_MS,
} from '@savdo/widgets/payments/payment-watch';
import { ok } from '../../../../tests/kit';
import {
  makePaymentOrder,
  paymentsRoutes,
  type PaymentsServer,
} from '../../../../tests/kit/payments';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';

const NNBSP = '\u202F';
let server: PaymentsServer;
let requests: ReturnType<typeof fakeApi>;
let balance: number;

function orderCalls() {
  return requests.filter((r) => r.path.startsWith('/payments/orders/'));
}

function phase(): string | null {
  return document.querySelector('[data-payment-phase]')?.getAttribute('data-payment-phase') ?? null;
}

/** Lets the answers settle, then moves the clock. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function setOrder(order: Partial<PaymentOrder>) {
  server.orders['42'] = { ...(server.orders['42'] as PaymentOrder), ...order };
}

beforeEach(async () => {
  await resetAll('en');
  resetCoreConfig();
  vi.useFakeTimers();
  login({
    access_token: accessToken(),
    refresh_token: 'r',
    user: apiUser({ balance: 1_500_000 }),
  });
  balance = 1_500_000;
  server = { orders: { '42': makePaymentOrder({ id: '42', amount: 25_000 }) } };
  requests = fakeApi({
    ...paymentsRoutes(server),
    'GET /users/me': () => ok({ result: apiUser({ balance }) }),
  });
});

afterEach(() => {
  vi.useRealTimers();
  resetCoreConfig();
  window.history.replaceState(null, '', '/');
});

describe('PaymentStatus', () => {
  it('reads savdo_order from the address, shows pending, then paid with the new balance, and stops asking', async () => {
    window.history.replaceState(null, '', '/payments/return?savdo_order=42');
    render(<PaymentStatus />);
    await advance(0);
    expect(phase()).toBe('pending');
    expect(screen.getByText('Waiting for the payment')).toBeTruthy();
    expect(orderCalls()[0]?.path).toBe('/payments/orders/42');

    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(orderCalls()).toHaveLength(2);
    setOrder({ status: 'paid', paid_at: '2026-11-23T10:01:00.000Z' });
    balance = 1_525_000;
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(phase()).toBe('paid');
    expect(screen.getByText('Payment received')).toBeTruthy();
    expect(
      screen.getByText(`25${NNBSP}000 UZS was added to your balance.`, { normalizer: (s) => s }),
    ).toBeTruthy();
    // The new balance comes from GET /users/me into the session (the header chip reads it).
    expect($user.get()?.balance).toBe(1_525_000);
    expect(screen.getByTestId('payment-new-balance').textContent).toBe(
      `New balance: 1${NNBSP}525${NNBSP}000 UZS`,
    );
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );

    await advance(10 * PAYMENT_POLL_INTERVAL_MS);
    expect(orderCalls()).toHaveLength(3);
  });

  it.each(['cancelled', 'refunded'] as const)(
    "a %s order shows 'Payment failed. Please try again.' and offers another top-up",
    async (status) => {
      setOrder({ status, provider: 'payme', amount: 70_000 });
      render(<PaymentStatus orderId="42" />);
      await advance(0);
      expect(phase()).toBe('failed');
      expect(screen.getByRole('alert').textContent).toContain('Payment failed. Please try again.');
      await advance(5 * PAYMENT_POLL_INTERVAL_MS);
      expect(orderCalls()).toHaveLength(1);

      fireEvent.click(screen.getByRole('button', { name: 'Top up again' }));
      expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe(
        `70${NNBSP}000`,
      );
      expect(screen.getByRole('radio', { name: /Payme/ })).toHaveProperty('checked', true);
    },
  );

  it('asks every 2 s for 60 s, then says it is not confirmed yet; "Check again" starts over', async () => {
    render(<PaymentStatus orderId="42" />);
    await advance(0);
    await advance(PAYMENT_POLL_LIMIT_MS);
    expect(phase()).toBe('timedOut');
    expect(orderCalls()).toHaveLength(PAYMENT_POLL_LIMIT_MS / PAYMENT_POLL_INTERVAL_MS + 1);
    await advance(30_000);
    expect(orderCalls()).toHaveLength(31);

    setOrder({ status: 'paid' });
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await advance(0);
    expect(phase()).toBe('paid');
    expect(orderCalls()).toHaveLength(32);
  });

  it('keeps asking through a failed request while pending', async () => {
    render(<PaymentStatus orderId="42" />);
    await advance(0);
    const routes = paymentsRoutes(server);
    let fail = true;
    fakeApi({
      'GET /payments/orders/:id': (request) =>
        fail
          ? new TypeError('Failed to fetch')
          : (routes['GET /payments/orders/:id'] as NonNullable<(typeof routes)[string]>)(request),
      'GET /users/me': () => ok({ result: apiUser({ balance }) }),
    });
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(phase()).toBe('pending');
    fail = false;
    setOrder({ status: 'paid' });
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(phase()).toBe('paid');
  });

  it('an order that is not ours (404) is not found, and polling stops', async () => {
    render(<PaymentStatus orderId="9999" />);
    await advance(0);
    expect(phase()).toBe('notFound');
    expect(screen.getByText('This payment was not found')).toBeTruthy();
    await advance(10_000);
    expect(orderCalls()).toHaveLength(1);
  });

  it('without an order in the address it says so and asks nothing', async () => {
    render(<PaymentStatus />);
    await advance(0);
    expect(screen.getByText('There is no payment to show')).toBeTruthy();
    expect(orderCalls()).toHaveLength(0);
  });

  it('on a partner page (public mode) shows the sign-in link and asks nothing', async () => {
    configureCore({ mode: 'public', apiBase: 'https://savdo.example' });
    render(<PaymentStatus orderId="42" />);
    await advance(0);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      'https://savdo.example/auth',
    );
    expect(requests).toHaveLength(0);
  });
});
