// The back office's pages as an operator uses them (docs/decisions/0298-back-office-lists.md):
// the exact request each action sends, the contract's checks before sending, filters and sort
// kept in the URL, confirmation first, and no top-up or upgrade prompt in an admin's frame.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AdminExpertAdvisor,
  AdminPurchase,
  AdminUserDetail,
  EconomicEvent,
} from '@savdo/contract';
import { renderApp } from '../../../../../tests/kit/render-app';
import {
  admin as ADMIN,
  asAdmin,
  page as pageOf,
  backOfficeTestFile,
} from '../../../../../tests/kit/admin-test-helpers';

const WAIT = { timeout: 20_000 };

backOfficeTestFile();

const ea: AdminExpertAdvisor = {
  id: 41,
  status: 'in_progress',
  status_changed_at: '2026-11-28T10:00:00Z',
  buyer: { id: 7, username: 'bobur', name: 'Bobur T', email: 'b@savdo.demo' },
  bot: { id: 4, name: 'Gold Scalper', version: '1.2' },
  plan: { id: 2, name: 'Monthly', duration_days: 30 },
  platform: 'MT5',
  broker: 'Exness',
  account_name: 'Main',
  login: '7012345',
  server: 'Exness-MT5Real',
  deposit: 1000,
  risk: 1,
  fields: {},
  hidden: false,
  purchased_at: '2026-11-28T09:00:00Z',
  expires_at: null,
  expired: false,
  last_heartbeat_at: null,
};

describe('the expert advisor queue', () => {
  it('shows the account the buyer entered and activates with the operator message, after a confirmation', async () => {
    let stored = ea;
    const requests = asAdmin({
      'GET /admin/algo-trade/purchases': () => pageOf([stored]),
      'POST /admin/algo-trade/purchases/41/status': () => {
        stored = { ...ea, status: 'active' };
        return { status: 200, body: { result: stored } };
      },
    });
    renderApp('/admin/expert-advisors');
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('tr[data-ea="41"]');
      expect(found).toBeTruthy();
      return found!;
    }, WAIT);
    expect(row.textContent).toContain('7012345');
    expect(row.textContent).toContain('Setting up');
    await userEvent.click(within(row).getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Message to the buyer'), 'Running now');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(
      () =>
        expect(document.querySelector('tr[data-ea="41"]')?.getAttribute('data-ea-status')).toBe(
          'active',
        ),
      WAIT,
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      status: 'active',
      message: 'Running now',
    });
  });
});

describe('publishing a signal', () => {
  it("says what the server's schema says before sending, then sends the texts in three languages", async () => {
    const requests = asAdmin({
      'GET /admin/plans': () => pageOf([]),
      'GET /admin/signals': () => pageOf([]),
      'POST /admin/signals': () => ({ status: 201, body: { result: { id: 5 } } }),
    });
    renderApp('/admin/signals/new');
    const publish = await screen.findByRole('button', { name: 'Publish' }, WAIT);
    await userEvent.click(publish);
    expect(
      await screen.findByText('symbol must be 2 to 20 capital letters, digits or . / _ -'),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText('Symbol'), 'eurusd');
    await userEvent.type(screen.getByLabelText('Entry price'), '1,1');
    await userEvent.type(screen.getByLabelText('Stop loss'), '1.09');
    await userEvent.type(screen.getByLabelText('Take profit'), '1.12');
    await userEvent.type(screen.getByLabelText('Description (UZ)'), 'Uz matn');
    await userEvent.type(screen.getByLabelText('Description (RU)'), 'Ру текст');
    await userEvent.type(screen.getByLabelText('Description (EN)'), 'En text');
    await userEvent.click(publish);
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true), WAIT);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      symbol: 'EURUSD',
      type: 'buy',
      asset_type: 'forex',
      entry_price: 1.1,
      stop_loss: 1.09,
      take_profit: 1.12,
      status: 'active',
      is_premium: false,
      description: 'Uz matn',
      translations: {
        uz: { description: 'Uz matn', analysis_type: null },
        ru: { description: 'Ру текст', analysis_type: null },
        en: { description: 'En text', analysis_type: null },
      },
    });
  });
});

describe('the economic calendar', () => {
  const event: EconomicEvent = {
    id: 12,
    time: '2026-11-28T13:30:00Z',
    flag: 'us',
    currency: 'USD',
    event: 'Non-Farm Payrolls',
    impact: 'high',
    previous: '150K',
    forecast: '180K',
    actual: null,
    consensus: null,
    is_tentative: false,
    is_preliminary: false,
    is_report: false,
    is_speech: false,
  };

  it('refuses an empty actual value beside its field, then publishes the value typed', async () => {
    const requests = asAdmin({
      'GET /admin/economic-calendar': () => pageOf([event]),
      'POST /admin/economic-calendar/12/actual': () => ({
        status: 200,
        body: { result: { ...event, actual: '210K' } },
      }),
    });
    renderApp('/admin/calendar');
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('tr[data-event="12"]');
      expect(found).toBeTruthy();
      return found!;
    }, WAIT);
    await userEvent.click(within(row).getByRole('button', { name: 'Actual value' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Give the actual value')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Actual value'), '210K');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true), WAIT);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ actual: '210K' });
  });
});

describe("a user's page", () => {
  const target = { ...ADMIN, id: 9, role: 'user' as const, username: 'bobur' };
  const detail: AdminUserDetail = {
    user: target,
    created_at: '2026-01-10T08:00:00Z',
    balance: 50_000,
    plan: null,
    subscriptions: [],
    devices: [],
    counts: { purchases: 1, refunded_purchases: 0, payment_orders: 0, ledger_entries: 2 },
  };
  const purchase: AdminPurchase = {
    id: 77,
    user_id: 9,
    kind: 'course_module',
    item_id: 3,
    title: 'Technical Analysis: Module 1',
    price: 150_000,
    charged: 150_000,
    payment_order_id: null,
    created_at: '2026-11-20T10:00:00Z',
    refunded: false,
    refunded_at: null,
    refund_reason: null,
  };

  it('refunds a purchase only with a reason, checked before sending', async () => {
    const requests = asAdmin({
      'GET /admin/users/9': () => ({ status: 200, body: { result: detail } }),
      'GET /admin/users/9/purchases': () => pageOf([purchase]),
      'POST /admin/purchases/77/refund': () => ({
        status: 200,
        body: {
          result: { purchase: { ...purchase, refunded: true }, entry: null, balance: 200_000 },
        },
      }),
    });
    renderApp('/admin/users/9?tab=purchases');
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('tr[data-purchase="77"]');
      expect(found).toBeTruthy();
      return found!;
    }, WAIT);
    await userEvent.click(within(row).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Bought by mistake');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true), WAIT);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      reason: 'Bought by mistake',
    });
  });
});

describe("the users list's query lives in the URL", () => {
  it('a role filter and a sort reach the request and the address, and clear filters drops them', async () => {
    const requests = asAdmin({ 'GET /admin/users': () => pageOf([ADMIN]) });
    const { router } = renderApp('/admin');
    await screen.findByRole('table', {}, WAIT);
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    await waitFor(() => expect(router.state.location.search).toContain('role=admin'), WAIT);
    await userEvent.click(await screen.findByRole('button', { name: 'Sort by Balance' }, WAIT));
    await waitFor(
      () =>
        expect(
          requests.some(
            (r) =>
              r.path === '/admin/users' &&
              r.query.get('role') === 'admin' &&
              r.query.get('sort') === 'balance' &&
              r.query.get('order') === 'asc',
          ),
        ).toBe(true),
      WAIT,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('role='), WAIT);
  });
});

describe("an admin's frame", () => {
  it('has no balance top-up and no "Upgrade plan" entry', async () => {
    asAdmin({ 'GET /admin/users': () => pageOf([ADMIN]) });
    renderApp('/admin');
    await screen.findByRole('table', {}, WAIT);
    expect(screen.queryByRole('link', { name: 'Upgrade plan' })).toBeNull();
    expect(screen.queryByTestId('balance')).toBeNull();
    expect(screen.getByRole('link', { name: 'Administration' })).toBeTruthy();
  });
});

describe('the section bar', () => {
  it('lights the section of the page open, its detail pages included, and no other', async () => {
    asAdmin({
      'GET /admin/users/9': () => ({ status: 500, body: { message: 'down' } }),
    });
    renderApp('/admin/users/9');
    const bar = await screen.findByRole('navigation', { name: 'Back office sections' }, WAIT);
    const current = within(bar)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Users']);
  });
});
