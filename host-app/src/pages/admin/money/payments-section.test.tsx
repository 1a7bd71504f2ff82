// The back office's payments (docs/decisions/0289-admin-refunds.md): the orders list with its
// provider transactions' states and filters in the request, an order's page with transactions,
// ledger entries and the buyer's link, reconcile confirmed first, and a top-up refund that
// needs a reason and shows the server's note that the card refund is the provider's job.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPaymentOrder, AdminPaymentOrderDetail, ApiUser } from '@savdo/contract';
import { login } from '@savdo/core';
import {
  accessToken,
  apiUser,
  fakeApi,
  resetAll,
} from '../../../../../tests/kit/auth-test-helpers';
import { renderApp } from '../../../../../tests/kit/render-app';
import { backOfficeTestFile } from '../../../../../tests/kit/admin-test-helpers';

const admin = apiUser({ id: 1, role: 'admin', username: 'admin' });

function signInAs(user: ApiUser) {
  login({ access_token: accessToken(3600, { is_verified: true }), refresh_token: 'r', user });
}

const order: AdminPaymentOrder = {
  id: '41',
  provider: 'payme',
  amount: 250_000,
  status: 'paid',
  product_name: 'Balance top-up',
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T10:02:00.000Z',
  purchase: null,
  user_id: 9,
  username: 'bobur',
  cancelled_at: null,
  refunded_at: null,
  refund_reason: null,
  transactions: [
    {
      provider: 'payme',
      id: 'pm-777',
      state: 'performed',
      state_code: 2,
      created_at: '2026-11-20T10:00:30.000Z',
      performed_at: '2026-11-20T10:02:00.000Z',
      cancelled_at: null,
      cancel_reason: null,
    },
  ],
};

const detail: AdminPaymentOrderDetail = {
  ...order,
  purchase: { kind: 'plan', item_id: 2, status: 'failed', error: 'The balance is short' },
  ledger_entries: [
    {
      id: 5,
      user_id: 9,
      amount: 250_000,
      balance_after: 300_000,
      reason: 'Top-up through Payme',
      reason_code: null,
      reason_params: null,
      reference: 'payme:pm-777',
      created_at: '2026-11-20T10:02:00.000Z',
    },
  ],
};

const page = (data: AdminPaymentOrder[]) => ({
  status: 200,
  body: { result: { data, page: 1, limit: 20, total: data.length } },
});

backOfficeTestFile();

describe('payments orders list', () => {
  it("lists orders with each provider transaction's state and sends the filters", async () => {
    const requests = fakeApi({
      'GET /users/me': () => ({ status: 200, body: { result: admin } }),
      'GET /admin/payments/orders': () => page([order]),
    });
    signInAs(admin);
    renderApp('/admin/payments?provider=payme');
    const row = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('tr[data-order="41"]');
        expect(found).toBeTruthy();
        return found!;
      },
      { timeout: 20_000 },
    );
    expect(within(row).getByText('payme · performed')).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '@bobur' }).getAttribute('href')).toBe(
      '/admin/users/9',
    );
    expect(within(row).getByRole('link', { name: '№41' }).getAttribute('href')).toBe(
      '/admin/payments/41',
    );
    expect(requests.find((r) => r.path === '/admin/payments/orders')?.query.get('provider')).toBe(
      'payme',
    );
    await userEvent.selectOptions(screen.getByLabelText('State'), 'refunded');
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.path === '/admin/payments/orders' &&
            r.query.get('state') === 'refunded' &&
            r.query.get('provider') === 'payme',
        ),
      ).toBe(true),
    );
  });
});

describe('payments in every language', () => {
  it.each([
    ['uz', "To'lov buyurtmalari: 1", "To'langan"],
    ['ru', 'Платёжные заказы: 1', 'Оплачен'],
  ] as const)('reads in %s', async (language, caption, paid) => {
    await resetAll(language);
    fakeApi({
      'GET /users/me': () => ({ status: 200, body: { result: admin } }),
      'GET /admin/payments/orders': () => page([order]),
    });
    signInAs(admin);
    renderApp('/admin/payments');
    const table = await screen.findByRole('table', { name: caption }, { timeout: 20_000 });
    expect(within(table).getAllByText(paid).length).toBeGreaterThan(0);
  });
});

describe("an order's page", () => {
  it('shows transactions, ledger entries and the buyer, and reconciles after confirmation', async () => {
    const requests = fakeApi({
      'GET /users/me': () => ({ status: 200, body: { result: admin } }),
      'GET /admin/payments/orders/41': () => ({ status: 200, body: { result: detail } }),
      'POST /admin/payments/orders/41/reconcile': () => ({ status: 200, body: { result: order } }),
    });
    signInAs(admin);
    renderApp('/admin/payments/41');
    expect(
      await screen.findByRole('heading', { name: 'Order #41' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: "@bobur · User's page" }).getAttribute('href')).toBe(
      '/admin/users/9',
    );
    expect(screen.getByText('Plan #2 · Refused · The balance is short')).toBeTruthy();
    const txTable = screen.getByRole('table', { name: 'Provider transactions' });
    expect(within(txTable).getByText('payme · pm-777')).toBeTruthy();
    expect(within(txTable).getByText('performed (2)')).toBeTruthy();
    const ledger = screen.getByRole('table', { name: 'Ledger entries' });
    expect(within(ledger).getByText('payme:pm-777')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Reconcile' }));
    expect(requests.some((r) => r.path.endsWith('/reconcile'))).toBe(false);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reconcile' }));
    expect(await screen.findByText('The order was reconciled')).toBeTruthy();
    expect(requests.filter((r) => r.path === '/admin/payments/orders/41/reconcile')).toHaveLength(
      1,
    );
  });

  it("a top-up refund needs a reason, then shows the server's note about the card", async () => {
    const requests = fakeApi({
      'GET /users/me': () => ({ status: 200, body: { result: admin } }),
      'GET /admin/payments/orders/41': () => ({ status: 200, body: { result: detail } }),
      'POST /admin/payments/orders/41/refund': () => ({
        status: 200,
        body: {
          result: {
            order: { ...order, status: 'refunded' },
            entry: { ...detail.ledger_entries[0]!, id: 6, amount: -250_000, balance_after: 50_000 },
            balance: 50_000,
            note: "Returning the money to the card is done in the provider's merchant cabinet.",
          },
        },
      }),
    });
    signInAs(admin);
    renderApp('/admin/payments/41');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Refund the top-up' }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund the top-up' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters')).toBeTruthy();
    expect(requests.some((r) => r.path.endsWith('/refund'))).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Paid twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund the top-up' }));
    expect(
      await screen.findByText(
        "Returning the money to the card is done in the provider's merchant cabinet.",
      ),
    ).toBeTruthy();
    expect(screen.getByText(/The top-up was refunded\. Balance: /)).toBeTruthy();
    expect(requests.find((r) => r.path === '/admin/payments/orders/41/refund')?.body).toEqual({
      reason: 'Paid twice',
    });
  });

  it("shows the server's refusal of a refund in the dialog, and a missing order without a crash", async () => {
    fakeApi({
      'GET /users/me': () => ({ status: 200, body: { result: admin } }),
      'GET /admin/payments/orders/41': () => ({ status: 200, body: { result: detail } }),
      'GET /admin/payments/orders/99': () => ({
        status: 404,
        body: { message: 'Order not found' },
      }),
      'POST /admin/payments/orders/41/refund': () => ({
        status: 409,
        body: { message: 'The balance no longer holds the top-up: refund what it bought first' },
      }),
    });
    signInAs(admin);
    const { router } = renderApp('/admin/payments/41');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Refund the top-up' }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Paid twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund the top-up' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The balance no longer holds the top-up: refund what it bought first',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    router.navigate('/admin/payments/99');
    expect(await screen.findByText('Failed to load. Please try again.')).toBeTruthy();
  });
});
