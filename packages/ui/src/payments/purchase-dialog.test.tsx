// The one purchase confirmation: item, price, credit, the live balance and what is
// left; Confirm busy while paying; a server error shown in the dialog; the insufficient-balance
// state before confirming and from a 402, in the product's exact words (en) and in uz and ru; its
// top-up request pre-filled with the shortfall (or the host app's link when nothing listens);
// and the confirm state back by itself when the balance rises.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiRequestError,
  configureCore,
  login,
  mergeUser,
  resetCoreConfig,
  resetLive,
} from '@savdo/core';
import { $topUpRequest, clearTopUpRequest } from '@savdo/core/payments';
import { PurchaseDialog, topUpNavigation, type PurchaseDialogProps } from '@savdo/ui/payments';
import { FakeSocket, installFakeSocket } from '../../../../tests/kit/live-test-socket';
import { accessToken, apiUser, resetAll } from '../../../../tests/kit/auth-test-helpers';

const NNBSP = '\u202F';
const realAssign = topUpNavigation.assign;
let assign: ReturnType<typeof vi.fn<(url: string) => void>>;

async function setUp(language: 'uz' | 'ru' | 'en', balance: number) {
  resetLive();
  await resetAll(language);
  resetCoreConfig();
  installFakeSocket();
  login({ access_token: accessToken(), refresh_token: 'r', user: apiUser({ balance }) });
  assign = vi.fn<(url: string) => void>();
  topUpNavigation.assign = assign;
}

afterEach(() => {
  topUpNavigation.assign = realAssign;
  clearTopUpRequest();
  resetLive();
  resetCoreConfig();
});

function show(props: Partial<PurchaseDialogProps> = {}) {
  const onConfirm = props.onConfirm ?? vi.fn(() => Promise.resolve());
  const onClose = props.onClose ?? vi.fn();
  render(
    <PurchaseDialog
      open
      itemTitle="Pro"
      itemDescription="30 days of premium signals"
      price={249_000}
      {...props}
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onConfirm, onClose };
}

/** Text as rendered: the default normalizer would turn the narrow spaces into plain ones. */
function exact(text: string): HTMLElement {
  return screen.getByText(text, { normalizer: (s) => s.trim() });
}

function state(): string | null {
  return (
    document.querySelector('[data-purchase-state]')?.getAttribute('data-purchase-state') ?? null
  );
}

function line(label: string): string {
  const term = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent ?? '';
}

const refused = (shortfall: number) =>
  new ApiRequestError(402, {
    message: `Insufficient balance. You need ${shortfall} UZS more to purchase this item. Please top up your balance.`,
    code: 'purchase.insufficient_balance',
    shortfall,
  });

describe('PurchaseDialog: confirm', () => {
  beforeEach(() => setUp('en', 1_250_000));

  it('shows the item, the price, the balance and what is left after', () => {
    show();
    expect(screen.getByRole('dialog', { name: 'Confirm purchase' })).toBeTruthy();
    expect(screen.getByText('Pro')).toBeTruthy();
    expect(screen.getByText('30 days of premium signals')).toBeTruthy();
    expect(line('Price')).toBe(`249${NNBSP}000 UZS`);
    expect(line('Current balance')).toBe(`1${NNBSP}250${NNBSP}000 UZS`);
    expect(line('Balance after purchase')).toBe(`1${NNBSP}001${NNBSP}000 UZS`);
    expect(screen.queryByText('Credit')).toBeNull();
    expect(state()).toBe('confirm');
  });

  it('shows a credit line and charges price less credit', () => {
    show({ credit: 66_000, creditLabel: 'Unused part of your current plan' });
    expect(line('Unused part of your current plan')).toBe(`−66${NNBSP}000 UZS`);
    expect(line('To pay')).toBe(`183${NNBSP}000 UZS`);
    expect(line('Balance after purchase')).toBe(`1${NNBSP}067${NNBSP}000 UZS`);
  });

  it('is busy while paying (Cancel and Escape do nothing), and calls onConfirm once', async () => {
    let pay: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((done) => (pay = done)));
    const { onClose } = show({ onConfirm });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const button = screen.getByRole('button', { name: 'Confirm' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => pay());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm' }).getAttribute('aria-busy')).toBeNull(),
    );
  });

  it("shows the server's message in the dialog and lets the trader try again", async () => {
    const onConfirm = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(
        new ApiRequestError(409, { message: 'Your plan is already paid for the next period' }),
      )
      .mockResolvedValueOnce(undefined);
    show({ onConfirm });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your plan is already paid for the next period')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(document.querySelector('[data-purchase-error]')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('says a network failure in its own words', async () => {
    show({ onConfirm: () => Promise.reject(new ApiRequestError(null, null)) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('The purchase did not go through. Please try again.'),
    ).toBeTruthy();
  });
});

describe('PurchaseDialog: a verified email where money moves (decision 0303)', () => {
  beforeEach(async () => {
    await setUp('en', 1_000_000);
    login({
      access_token: accessToken(),
      refresh_token: 'r',
      user: apiUser({ balance: 1_000_000, is_verified: false, email: 'new@savdo.demo' }),
    });
  });

  it('asks an unverified user to verify instead of confirming, and sends a new link from there', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({ message: 'ok' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const { onConfirm } = show({ requireVerified: true });
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    // The block loads on demand (it is not in the bundle of every widget that sells).
    expect(
      await screen.findByText(
        'Buying needs a verified email: the link goes to new@savdo.demo.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send verification link' }));
    await waitFor(() =>
      expect(
        screen.getByText('We sent a new link to new@savdo.demo. Check your inbox.'),
      ).toBeTruthy(),
    );
    expect(sent).toEqual([{ email: 'new@savdo.demo' }]);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('without requireVerified the dialog confirms as before', () => {
    show();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });
});

describe('PurchaseDialog: insufficient balance', () => {
  it('is reached before confirming when the charge exceeds the balance: the exact text (en)', async () => {
    await setUp('en', 200_000);
    const { onConfirm } = show();
    expect(state()).toBe('insufficient');
    expect(
      exact(
        `Insufficient balance. You need 49${NNBSP}000 UZS more to purchase this item. Please top up your balance.`,
      ).getAttribute('role'),
    ).toBe('alert');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByText('Balance after purchase')).toBeNull();
    expect(screen.getByRole('button', { name: 'Top up balance' })).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it.each([
    [
      'uz',
      `Balans yetarli emas. Bu xaridni amalga oshirish uchun yana 1${NNBSP}049${NNBSP}000 so'm kerak. Iltimos, balansingizni to'ldiring.`,
      "Balansni to'ldirish",
    ],
    [
      'ru',
      `Недостаточно средств. Для этой покупки не хватает 1${NNBSP}049${NNBSP}000 сум. Пожалуйста, пополните баланс.`,
      'Пополнить баланс',
    ],
  ] as const)('says it in %s', async (language, text, button) => {
    await setUp(language, 200_000);
    show({ price: 1_249_000 });
    expect(exact(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
  });

  it("is reached from a 402 with the server's shortfall", async () => {
    await setUp('en', 1_250_000);
    show({ onConfirm: () => Promise.reject(refused(1_500)) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        `Insufficient balance. You need 1${NNBSP}500 UZS more to purchase this item. Please top up your balance.`,
        { normalizer: (s) => s.trim() },
      ),
    ).toBeTruthy();
    expect(state()).toBe('insufficient');
  });

  it('asks the page for a top-up pre-filled with the shortfall, never below 1,000 UZS', async () => {
    await setUp('en', 248_500);
    show();
    const requested: (number | null)[] = [];
    const off = $topUpRequest.listen((request) => {
      if (request) requested.push(request.amount);
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Top up balance' }));
    off();
    expect(requested).toEqual([1_000]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("goes to the host app's top-up when nothing on the page listens (a landing page)", async () => {
    await setUp('en', 200_000);
    configureCore({ apiBase: 'https://savdo.example', mode: 'embedded' });
    show();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Top up balance' }));
    expect(assign).toHaveBeenCalledWith('https://savdo.example/dashboard?top_up=49000');
  });

  it('goes back to the confirm state by itself when a top-up lands live', async () => {
    await setUp('en', 200_000);
    show();
    expect(state()).toBe('insufficient');
    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    act(() => {
      FakeSocket.latest().accept(42);
      FakeSocket.latest().receive({ type: 'balance', balance: 300_000 });
    });
    expect(state()).toBe('confirm');
    expect(line('Balance after purchase')).toBe(`51${NNBSP}000 UZS`);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('leaves the 402 state once the balance rises past what it was when refused', async () => {
    await setUp('en', 1_250_000);
    show({ onConfirm: () => Promise.reject(refused(5_000)) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(state()).toBe('insufficient'));
    act(() => mergeUser({ balance: 1_250_000 }));
    expect(state()).toBe('insufficient');
    act(() => mergeUser({ balance: 1_255_000 }));
    expect(state()).toBe('confirm');
  });
});
