// The top-up form (docs/product.md, "Topping up the balance"; decision 14): validation in uz/ru/en,
// quick amounts, the checkout request (provider path, query), the server's refusal shown, the busy
// state, and the sign-in link on a partner page or without a session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureCore, login, resetCoreConfig } from '@savdo/core';
import { WidgetContext } from '@savdo/ui';
import { TopUp } from '@savdo/widgets/payments';
import { checkoutNavigation } from '@savdo/widgets/payments/checkout-navigation';
import { failure, type FakeAnswer } from '../../../../tests/kit';
import { paymentsRoutes } from '../../../../tests/kit/payments';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';

const NNBSP = '\u202F';
let assign: ReturnType<typeof vi.fn<(url: string) => void>>;
const realAssign = checkoutNavigation.assign;

async function setUp(language: 'uz' | 'ru' | 'en' = 'en') {
  await resetAll(language);
  resetCoreConfig();
  login({ access_token: accessToken(), refresh_token: 'r', user: apiUser() });
  assign = vi.fn<(url: string) => void>();
  checkoutNavigation.assign = assign;
}

beforeEach(() => setUp('en'));
afterEach(() => {
  checkoutNavigation.assign = realAssign;
  resetCoreConfig();
});

/** Text as rendered: the default normalizer would turn the narrow spaces into plain ones. */
function byExactText(text: string): HTMLElement {
  return screen.getByText(text, { normalizer: (s) => s.trim() });
}

function amountField(): HTMLInputElement {
  return screen.getByRole('textbox', { name: 'Amount' });
}

async function submit(user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
}

describe('TopUp: the amount', () => {
  it('groups the typed amount with narrow spaces and shows the currency and the minimum', async () => {
    fakeApi({});
    render(<TopUp />);
    await userEvent.setup().type(amountField(), '25000');
    expect(amountField().value).toBe(`25${NNBSP}000`);
    expect(screen.getByText('UZS')).toBeTruthy();
    expect(byExactText(`Minimum: 1${NNBSP}000 UZS`)).toBeTruthy();
  });

  it('pre-fills a shortfall, raised to the 1,000 UZS minimum and rounded up', () => {
    fakeApi({});
    const { rerender } = render(<TopUp amount={12_345.2} />);
    expect(amountField().value).toBe(`12${NNBSP}346`);
    rerender(<TopUp amount={200} />);
    expect(amountField().value).toBe(`1${NNBSP}000`);
  });

  it.each([
    ['', 'Enter an amount'],
    ['999', `The minimum top-up is 1${NNBSP}000 UZS`],
    ['12.5', 'Enter a whole number of UZS, digits only'],
    ['100000001', `At most 100${NNBSP}000${NNBSP}000 UZS in one top-up`],
  ])('refuses %j with %j and sends nothing', async (typed, message) => {
    const requests = fakeApi(paymentsRoutes({ orders: {} }));
    render(<TopUp />);
    const user = userEvent.setup();
    if (typed) await user.type(amountField(), typed);
    await submit(user);
    expect(byExactText(message)).toBeTruthy();
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['uz', "Eng kam to'ldirish summasi — 1\u202F000 so'm", 'Summa', "To'lovga o'tish"],
    ['ru', 'Минимальная сумма пополнения — 1\u202F000 сум', 'Сумма', 'Перейти к оплате'],
  ] as const)('says the minimum in %s', async (language, message, label, button) => {
    await setUp(language);
    fakeApi({});
    render(<TopUp />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: label }), '500');
    await user.click(screen.getByRole('button', { name: button }));
    expect(byExactText(message)).toBeTruthy();
  });

  it('offers the quick amounts; one tap fills the field and marks the chip', async () => {
    fakeApi({});
    render(<TopUp />);
    const group = screen.getByRole('group', { name: 'Quick amounts' });
    const chips = [...group.querySelectorAll('button')].map((b) => b.textContent);
    expect(chips).toEqual([
      `50${NNBSP}000 UZS`,
      `100${NNBSP}000 UZS`,
      `250${NNBSP}000 UZS`,
      `500${NNBSP}000 UZS`,
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `250${NNBSP}000 UZS` }));
    expect(amountField().value).toBe(`250${NNBSP}000`);
    expect(
      screen.getByRole('button', { name: `250${NNBSP}000 UZS` }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});

describe('TopUp: the checkout', () => {
  it('asks the chosen provider for a link with the amount, product and return page, then leaves for it', async () => {
    const requests = fakeApi(paymentsRoutes({ orders: {}, nextOrderId: '777' }));
    const emit = vi.fn(() => true);
    render(
      <WidgetContext.Provider value={{ host: null, emit }}>
        <TopUp />
      </WidgetContext.Provider>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: /Payme/ })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: /Click/ }));
    await user.type(amountField(), '25 000');
    await submit(user);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/click/777'));
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/click/generate_payment_url');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      amount: '25000',
      product_name: 'Balance top-up',
      return_url: '/payments/return',
    });
    expect(request?.headers.authorization).toMatch(/^Bearer /);
    expect(emit).toHaveBeenCalledWith('savdo-top-up-start', {
      provider: 'click',
      amount: 25_000,
      orderId: '777',
    });
  });

  it('uses the provider and return-url it is given', async () => {
    const requests = fakeApi(paymentsRoutes({ orders: {} }));
    render(<TopUp provider="click" amount={5000} returnUrl="/algo-trading/3" />);
    await submit();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.path).toBe('/click/generate_payment_url');
    expect(requests[0]?.query.get('return_url')).toBe('/algo-trading/3');
    expect(requests[0]?.query.get('amount')).toBe('5000');
  });

  it('is busy while the link is made: one click, one order', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const requests = fakeApi({
      'POST /payme/generate_payment_url': () => new Promise<FakeAnswer>((r) => (answer = r)),
    });
    render(<TopUp amount={50_000} />);
    const user = userEvent.setup();
    await submit(user);
    const button = screen.getByRole('button', { name: /Continue to payment/ });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    await user.click(button);
    expect(requests).toHaveLength(1);
    answer({ status: 200, body: { result: { url: 'https://pay.example/x', order_id: '1' } } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/x'));
  });

  it("shows the server's message: the unverified email's 403", async () => {
    fakeApi({
      'POST /payme/generate_payment_url': () =>
        failure(403, 'Verify your email address to top up the balance'),
    });
    render(<TopUp amount={50_000} />);
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Verify your email address to top up the balance',
    );
    expect(assign).not.toHaveBeenCalled();
    expect(
      screen.getByRole('button', { name: 'Continue to payment' }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('shows a generic line when the answer has no message (network failure)', async () => {
    fakeApi({ 'POST /payme/generate_payment_url': () => new TypeError('Failed to fetch') });
    render(<TopUp amount={50_000} />);
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not get a payment link. Please try again.',
    );
  });
});

describe('TopUp: where it may not pay', () => {
  it('on a partner page (public mode) shows a sign-in link to the product, never the form', () => {
    const requests = fakeApi({});
    configureCore({ mode: 'public', apiBase: 'https://savdo.example' });
    render(<TopUp amount={5000} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('https://savdo.example/auth');
    expect(screen.getByText('Sign in to your Savdo account to top up your balance.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('tells an unverified user first that paying needs a verified email, with a new link there (decision 0056)', async () => {
    await resetAll('en');
    login({
      access_token: accessToken(),
      refresh_token: 'r',
      user: apiUser({ is_verified: false, email: 'newbie@savdo.uz' }),
    });
    const requests = fakeApi({
      'POST /auth/request-verify-token': () => ({ status: 200, body: { message: 'ok' } }),
    });
    render(<TopUp />);
    // The notice loads on demand (only an unverified user's top-up needs it).
    expect(
      await screen.findByText('Verify your email first', {}, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send verification link' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'We sent a new link to newbie@savdo.uz. Check your inbox.',
      ),
    );
    expect(requests.map((r) => [r.path, r.body])).toEqual([
      ['/auth/request-verify-token', { email: 'newbie@savdo.uz' }],
    ]);
  });

  it('a verified user sees no verification notice', () => {
    fakeApi({});
    render(<TopUp />);
    expect(screen.queryByText('Verify your email first')).toBeNull();
  });

  it('shows the sign-in link to a signed-out visitor on our own origin', async () => {
    await resetAll('en');
    fakeApi({});
    render(<TopUp />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
  });
});
