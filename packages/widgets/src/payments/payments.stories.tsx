// Money widgets in their states: the top-up form (signed in, signed out), the payment status of
// the return page (paid, waiting, failed) and the balance history (loaded, empty, failure). The
// API is the kit's fake (tests/kit/payments.ts, ledger.ts) through story-kit.tsx.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BalanceHistory, PaymentStatus, TopUp } from '@savdo/widgets';
import {
  ledgerRoutes,
  makeLedgerEntry,
  makePaymentOrder,
  makeUser,
  ok,
  paymentsRoutes,
} from '../../../../tests/kit';
import { StorySignedIn, withFakeApi, type ApiState } from '../../../../tests/kit/story-kit';

const meta: Meta = { title: 'widgets/Money', decorators: [withFakeApi] };
export default meta;

type Story = StoryObj;

const orders = {
  '501': makePaymentOrder({ id: '501', status: 'paid', amount: 250_000, provider: 'click' }),
  '502': makePaymentOrder({ id: '502', status: 'pending', amount: 50_000 }),
  '503': makePaymentOrder({ id: '503', status: 'cancelled', amount: 100_000, provider: 'payme' }),
};
const payments = (state: ApiState = 'ready') => ({
  fakeApi: {
    routes: () => ({
      ...paymentsRoutes({ orders }),
      // The paid state shows the new balance from GET /users/me.
      'GET /users/me': () => ok({ result: makeUser({ balance: 1_750_000 }) }),
    }),
    state,
  },
});

const HOUR = 3_600_000;
const history = Array.from({ length: 26 }, (_, i) =>
  makeLedgerEntry({
    id: 100 - i,
    amount: i % 4 === 3 ? -40_000 : 25_000,
    reason: i % 4 === 3 ? 'Course module purchase' : 'Top-up via Click',
    balance_after: 1_500_000 - i * 10_000,
    created_at: new Date(Date.now() - i * 7 * HOUR).toISOString(),
  }),
);
const ledger = (entries = history, state: ApiState = 'ready') => ({
  fakeApi: { routes: () => ledgerRoutes({ entries }), state },
});

/** The form a signed-in trader sees, the shortfall of a purchase pre-filled. */
export const TopUpForm: Story = {
  parameters: payments(),
  render: () => (
    <StorySignedIn>
      <TopUp amount={35_000} provider="click" />
    </StorySignedIn>
  ),
};

/** Signed out (or on a partner page): only a sign-in link, no request. */
export const TopUpSignedOut: Story = { parameters: payments(), render: () => <TopUp /> };

export const PaymentPaid: Story = {
  parameters: payments(),
  render: () => (
    <StorySignedIn>
      <PaymentStatus orderId="501" />
    </StorySignedIn>
  ),
};

export const PaymentWaiting: Story = {
  parameters: payments(),
  render: () => (
    <StorySignedIn>
      <PaymentStatus orderId="502" />
    </StorySignedIn>
  ),
};

/** 'Payment failed. Please try again.'. */
export const PaymentFailed: Story = {
  parameters: payments(),
  render: () => (
    <StorySignedIn>
      <PaymentStatus orderId="503" />
    </StorySignedIn>
  ),
};

export const BalanceHistoryLoaded: Story = {
  parameters: ledger(),
  render: () => (
    <StorySignedIn>
      <BalanceHistory />
    </StorySignedIn>
  ),
};

export const BalanceHistoryEmpty: Story = {
  parameters: ledger([]),
  render: () => (
    <StorySignedIn>
      <BalanceHistory />
    </StorySignedIn>
  ),
};

export const BalanceHistoryFailed: Story = {
  parameters: ledger(history, 'error'),
  render: () => (
    <StorySignedIn>
      <BalanceHistory />
    </StorySignedIn>
  ),
};
