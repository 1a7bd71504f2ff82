// The plans widget: what each plan's button does for the user (subscribe, renew,
// upgrade, included, paid ahead), the current plan's status in words, the quote -> dialog ->
// purchase path with one Idempotency-Key per dialog opening, the 402 path, cancel and resume,
// signed out and on a partner page, and the plans in uz and ru.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MySubscription, SubscriptionPlan } from '@savdo/contract';
import {
  $user,
  clearToasts,
  configureCore,
  formatDate,
  login,
  resetCoreConfig,
  resetLive,
} from '@savdo/core';
import { WidgetContext } from '@savdo/ui';
import { Plans } from '@savdo/widgets/plans';
import {
  makePlans,
  makeSubscription,
  ok,
  plansRoutes,
  recordToasts,
  type PlansServer,
  type RouteTable,
} from '../../../../tests/kit';
import { installFakeSocket } from '../../../../tests/kit/live-test-socket';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';

const NNBSP = '\u202F';
const DAY_MS = 86_400_000;
let server: PlansServer;
let requests: ReturnType<typeof fakeApi>;
let plans: SubscriptionPlan[];

function routes(): RouteTable {
  return {
    ...plansRoutes(server),
    'GET /users/me': () =>
      ok({
        result: apiUser({
          balance: server.balance,
          subscriptions: server.subscription
            ? [
                {
                  plan_id: server.subscription.plan_id,
                  plan_name: server.subscription.plan_name,
                  status: server.subscription.status,
                  expires_at: server.subscription.expires_at,
                },
              ]
            : [],
        }),
      }),
  };
}

async function setUp(
  language: 'uz' | 'ru' | 'en',
  subscription: (plans: SubscriptionPlan[]) => MySubscription | null,
  balance = 1_250_000,
  signedIn = true,
) {
  resetLive();
  await resetAll(language);
  resetCoreConfig();
  clearToasts();
  installFakeSocket();
  plans = makePlans();
  server = { plans, subscription: subscription(plans), balance };
  requests = fakeApi(routes());
  if (signedIn)
    login({ access_token: accessToken(), refresh_token: 'r', user: apiUser({ balance }) });
}

afterEach(() => {
  resetLive();
  resetCoreConfig();
  clearToasts();
});

function card(id: number): HTMLElement {
  const li = document.querySelector<HTMLElement>(`li[data-plan-id="${id}"]`);
  if (!li) throw new Error(`no plan ${id}`);
  return li;
}

async function loaded() {
  await waitFor(() => expect(document.querySelector('li[data-plan-id]')).not.toBeNull());
  await waitFor(() => expect(document.querySelector('[data-plans-skeleton]')).toBeNull());
}

function calls(method: string, path: RegExp) {
  return requests.filter((r) => r.method === method && path.test(r.path));
}

function current(): HTMLElement {
  const panel = document.querySelector<HTMLElement>('[data-plans-current]');
  if (!panel) throw new Error('no current plan panel');
  return panel;
}

/** Text as rendered: the default normalizer would turn the narrow spaces into plain ones. */
const TRIM = { normalizer: (s: string) => s.trim() };

describe('Plans: no plan yet', () => {
  beforeEach(() => setUp('en', () => null));

  it('shows skeletons, then the plans lowest first, each with Subscribe, and no current plan', async () => {
    render(<Plans />);
    expect(document.querySelector('[data-plans-skeleton]')).not.toBeNull();
    await loaded();
    expect(screen.getByRole('heading', { name: 'Subscription plans' })).toBeTruthy();
    const names = [...document.querySelectorAll('li[data-plan-id] h3')].map((h) => h.textContent);
    expect(names).toEqual(['Basic', 'Pro', 'VIP']);
    for (const id of [1, 2, 3])
      expect(within(card(id)).getByRole('button').textContent).toBe('Subscribe');
    expect(card(2).textContent).toContain(`249${NNBSP}000 UZS`);
    expect(within(card(2)).getByText('for 30 days')).toBeTruthy();
    expect(within(card(2)).getByText('Priority support')).toBeTruthy();
    expect(current().textContent).toContain('You have no active plan');
    expect(screen.queryByText('Current plan')).toBeNull();
  });

  it('subscribes: quote, the dialog, then POST with the action and an Idempotency-Key', async () => {
    const emit = vi.fn(() => true);
    render(
      <WidgetContext.Provider value={{ host: null, emit }}>
        <Plans />
      </WidgetContext.Provider>,
    );
    await loaded();
    const user = userEvent.setup();
    await user.click(within(card(2)).getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Pro' });
    expect(calls('GET', /^\/subscription\/plans\/2\/quote$/)).toHaveLength(1);
    expect(dialog.textContent).toContain(`1${NNBSP}001${NNBSP}000 UZS`);
    const toasts = recordToasts();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [purchase] = calls('POST', /^\/subscription\/plans\/2\/purchase$/);
    expect(purchase?.body).toEqual({ action: 'subscribe' });
    expect(purchase?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // The balance comes from the answer at once; the user is fetched again.
    expect($user.get()?.balance).toBe(1_001_000);
    await waitFor(() => expect(calls('GET', /^\/users\/me$/).length).toBeGreaterThan(0));
    toasts.stop();
    expect(toasts.messages).toContain('Pro is now active');
    expect(emit).toHaveBeenCalledWith('savdo-plan-purchased', {
      planId: 2,
      action: 'subscribe',
      charged: 249_000,
    });
    expect(emit).toHaveBeenCalledWith(
      'savdo-subscription-changed',
      expect.objectContaining({ change: 'subscribe' }),
    );
    // The page catches up: Pro is now the current plan.
    await waitFor(() => expect(within(card(2)).getByText('Current plan')).toBeTruthy());
    expect(current().textContent).toContain('Pro');
  });

  it('one Idempotency-Key per dialog opening: a retry reuses it, a new opening gets a new one', async () => {
    const table = routes();
    const purchase = table['POST /subscription/plans/:id/purchase'];
    let failNext = true;
    requests = fakeApi({
      ...table,
      'POST /subscription/plans/:id/purchase': (request) => {
        if (failNext) {
          failNext = false;
          return { status: 503, body: { message: 'Service unavailable' } };
        }
        return purchase!(request);
      },
    });
    render(<Plans />);
    await loaded();
    const user = userEvent.setup();
    await user.click(within(card(1)).getByRole('button', { name: 'Subscribe' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Service unavailable')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(card(1)).getByRole('button', { name: 'Subscribe' }));
    dialog = await screen.findByRole('dialog');
    failNext = true;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Service unavailable')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const keys = calls('POST', /purchase$/).map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[1]).toBe(keys[2]);
  });

  it('a 402 shows the insufficient state with the shortfall and pre-fills the top-up', async () => {
    // The session thinks the balance suffices; the server knows better.
    server.balance = 100_000;
    render(<Plans />);
    await loaded();
    const user = userEvent.setup();
    await user.click(within(card(2)).getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText(
        `Insufficient balance. You need 149${NNBSP}000 UZS more to purchase this item. Please top up your balance.`,
        TRIM,
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Top up balance' })).toBeTruthy();
    expect(server.subscription).toBeNull();
  });

  it('shows the insufficient state before confirming when the balance is short', async () => {
    await setUp('en', () => null, 50_000);
    render(<Plans />);
    await loaded();
    await userEvent.setup().click(within(card(1)).getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        `Insufficient balance. You need 49${NNBSP}000 UZS more to purchase this item. Please top up your balance.`,
        TRIM,
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });
});

describe('Plans: with an active plan', () => {
  it('Pro active: Basic included (disabled), Pro renews, VIP upgrades; the status in words', async () => {
    const now = Date.now();
    await setUp('en', (p) => makeSubscription(p[1]!, {}, { now, daysUsed: 10 }));
    render(<Plans />);
    await loaded();
    expect(within(card(1)).queryByRole('button')).toBeNull();
    expect(within(card(1)).getByText('Included in your plan')).toBeTruthy();
    expect(within(card(2)).getByText('Current plan')).toBeTruthy();
    expect(within(card(2)).getByRole('button').textContent).toBe('Renew');
    expect(within(card(3)).getByRole('button').textContent).toBe('Upgrade');
    const date = formatDate(server.subscription!.expires_at!, 'en');
    expect(current().textContent).toContain('Pro');
    expect(current().textContent).toContain(`Renews on ${date}`);
    expect(current().textContent).toContain(`Expires: ${date}`);
  });

  it('hides Renew when the plan is paid more than a period ahead', async () => {
    const now = Date.now();
    await setUp('en', (p) =>
      makeSubscription(p[1]!, { expires_at: new Date(now + 40 * DAY_MS).toISOString() }, { now }),
    );
    render(<Plans />);
    await loaded();
    expect(within(card(2)).queryByRole('button')).toBeNull();
    expect(within(card(2)).getByText('Paid for the next period')).toBeTruthy();
  });

  it('upgrades with the unused part of the current plan as a credit', async () => {
    await setUp('en', (p) => makeSubscription(p[1]!, {}, { daysUsed: 10 }));
    render(<Plans />);
    await loaded();
    const user = userEvent.setup();
    await user.click(within(card(3)).getByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to VIP' });
    expect(within(dialog).getByText('Unused part of your current plan')).toBeTruthy();
    expect(within(dialog).getByText('To pay')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST', /plans\/3\/purchase$/)[0]?.body).toEqual({ action: 'upgrade' });
    await waitFor(() => expect(within(card(3)).getByText('Current plan')).toBeTruthy());
    expect(within(card(2)).getByText('Included in your plan')).toBeTruthy();
  });

  it('cancels the renewal after a confirmation, then resumes it', async () => {
    await setUp('en', (p) => makeSubscription(p[1]!));
    const emit = vi.fn(() => true);
    render(
      <WidgetContext.Provider value={{ host: null, emit }}>
        <Plans />
      </WidgetContext.Provider>,
    );
    await loaded();
    const date = formatDate(server.subscription!.expires_at!, 'en');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel renewal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the renewal?' });
    expect(
      within(dialog).getByText(`Pro stays active until ${date} and then ends instead of renewing.`),
    ).toBeTruthy();
    expect(calls('POST', /cancel$/)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel renewal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST', /^\/subscription\/cancel$/)).toHaveLength(1);
    await waitFor(() =>
      expect(current().textContent).toContain(`Cancelled — active until ${date}`),
    );
    expect(emit).toHaveBeenCalledWith(
      'savdo-subscription-changed',
      expect.objectContaining({ change: 'cancel' }),
    );

    await user.click(screen.getByRole('button', { name: 'Resume renewal' }));
    await waitFor(() => expect(current().textContent).toContain(`Renews on ${date}`));
    expect(calls('POST', /^\/subscription\/resume$/)).toHaveLength(1);
  });

  it('keeping the renewal sends nothing', async () => {
    await setUp('en', (p) => makeSubscription(p[0]!));
    render(<Plans />);
    await loaded();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel renewal' }));
    await user.click(await screen.findByRole('button', { name: 'Keep renewing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('POST', /cancel$/)).toHaveLength(0);
  });

  it('pending payment: says so and offers a top-up', async () => {
    await setUp('en', (p) => makeSubscription(p[0]!, { status: 'pending_payment' }));
    render(<Plans />);
    await loaded();
    expect(current().textContent).toContain('Payment pending — top up to continue');
    expect(within(current()).getByRole('button', { name: 'Top up balance' })).toBeTruthy();
  });

  it('expired: says when, and every plan can be subscribed again', async () => {
    const now = Date.now();
    await setUp('en', (p) =>
      makeSubscription(
        p[0]!,
        { status: 'expired', expires_at: new Date(now - 2 * DAY_MS).toISOString() },
        { now, daysUsed: 32 },
      ),
    );
    render(<Plans />);
    await loaded();
    const date = formatDate(server.subscription!.expires_at!, 'en');
    expect(current().textContent).toContain(`Expired on ${date}`);
    for (const id of [1, 2, 3])
      expect(within(card(id)).getByRole('button').textContent).toBe('Subscribe');
  });
});

describe('Plans: signed out, partner pages, failures, languages', () => {
  it('signed out on our own origin: the plans with sign-in links, and no /subscription/me', async () => {
    await setUp('en', () => null, 0, false);
    render(<Plans />);
    await loaded();
    const links = screen.getAllByRole('link', { name: 'Sign in to subscribe' });
    expect(links).toHaveLength(3);
    expect(links[0]?.getAttribute('href')).toBe('/auth');
    expect(document.querySelector('[data-plans-current]')).toBeNull();
    expect(calls('GET', /^\/subscription\/me$/)).toHaveLength(0);
  });

  it('on a partner page: a sign-in link only, and no request', async () => {
    await setUp('en', () => null);
    configureCore({ mode: 'public', apiBase: 'https://savdo.example' });
    render(<Plans />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      'https://savdo.example/auth',
    );
    expect(requests).toHaveLength(0);
  });

  it('a failed load says so, and "Try again" asks again', async () => {
    await setUp('en', () => null);
    server.failWith = 503;
    render(<Plans />);
    expect(await screen.findByText('Could not load the plans')).toBeTruthy();
    server.failWith = undefined;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
  });

  it('uz: the plans in Uzbek from their translations, the strings in Uzbek', async () => {
    await setUp('uz', (p) => makeSubscription(p[0]!));
    render(<Plans />);
    await loaded();
    expect(within(card(1)).getByText('Boshlang‘ich')).toBeTruthy();
    expect(within(card(1)).getByText('Joriy tarif')).toBeTruthy();
    expect(within(card(2)).getByText('Ustuvor yordam')).toBeTruthy();
    expect(within(card(2)).getByRole('button').textContent).toBe('Tarifni oshirish');
    expect(card(2).textContent).toContain(`249${NNBSP}000 so'm`);
  });

  it('ru: a plan without a Russian text falls back to English', async () => {
    await setUp('ru', () => null);
    delete plans[2]!.translations.ru;
    render(<Plans />);
    await loaded();
    expect(within(card(2)).getByText('Про')).toBeTruthy();
    expect(within(card(3)).getByText('VIP signals')).toBeTruthy();
    expect(within(card(1)).getByRole('button').textContent).toBe('Подписаться');
  });
});
