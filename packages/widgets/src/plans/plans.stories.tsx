// The plans widget and the purchase dialog in their states: no plan, an active plan,
// cancelled, pending payment, signed out; the dialog confirming, upgrading with a credit, short
// of balance and refused by the server; each in uz, ru and en. The API is the kit's fake
// (tests/kit/plans.ts) through story-kit.tsx.
import { useEffect, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Language, MySubscription, SubscriptionPlan } from '@savdo/contract';
import { ApiRequestError } from '@savdo/core';
import { PurchaseDialog } from '@savdo/ui/payments';
import { Plans } from '@savdo/widgets';
import { makePlans, makeSubscription, makeUser, ok, plansRoutes } from '../../../../tests/kit';
import {
  StorySignedIn,
  withFakeApi,
  withLanguage,
  type ApiState,
} from '../../../../tests/kit/story-kit';

const meta: Meta = { title: 'widgets/Plans', decorators: [withFakeApi] };
export default meta;

type Story = StoryObj;

const BALANCE = 1_250_000;

function plansApi(
  subscription: (plans: SubscriptionPlan[]) => MySubscription | null,
  state: ApiState = 'ready',
) {
  return {
    fakeApi: {
      routes: () => {
        const plans = makePlans();
        const server = { plans, subscription: subscription(plans), balance: BALANCE };
        return {
          ...plansRoutes(server),
          'GET /users/me': () => ok({ result: makeUser({ balance: server.balance }) }),
        };
      },
      state,
    },
  };
}

const signedIn = () => (
  <StorySignedIn balance={BALANCE}>
    <Plans />
  </StorySignedIn>
);

const inLanguages = (base: Story): Record<Language, Story> => ({
  uz: { ...base, decorators: [withLanguage('uz')] },
  ru: { ...base, decorators: [withLanguage('ru')] },
  en: { ...base, decorators: [withLanguage('en')] },
});

const noPlan: Story = { parameters: plansApi(() => null), render: signedIn };
export const NoPlan = noPlan;
export const NoPlanUzbek = inLanguages(noPlan).uz;
export const NoPlanRussian = inLanguages(noPlan).ru;

/** Pro, ten days in: Basic is included, Pro renews, VIP upgrades. */
const active: Story = {
  parameters: plansApi((plans) => makeSubscription(plans[1]!)),
  render: signedIn,
};
export const ActivePlan = active;
export const ActivePlanUzbek = inLanguages(active).uz;
export const ActivePlanRussian = inLanguages(active).ru;

export const Cancelled: Story = {
  parameters: plansApi((plans) => makeSubscription(plans[1]!, { auto_renew: false })),
  render: signedIn,
};

export const PendingPayment: Story = {
  parameters: plansApi((plans) => makeSubscription(plans[0]!, { status: 'pending_payment' })),
  render: signedIn,
};

export const SignedOut: Story = { parameters: plansApi(() => null), render: () => <Plans /> };

export const Loading: Story = {
  parameters: plansApi(() => null, 'loading'),
  render: signedIn,
};

export const LoadFailed: Story = {
  parameters: plansApi(() => null, 'error'),
  render: signedIn,
};

// The dialog on its own, as course modules, resources and algo bots will use it.

/** Clicks the dialog's Confirm once it shows, so a refused purchase is seen without a click. */
function AutoConfirm({ children }: { children: ReactNode }) {
  useEffect(() => {
    const timer = setTimeout(() => {
      for (const button of document.querySelectorAll<HTMLButtonElement>(
        '[part~="purchase-confirm"]',
      ))
        button.click();
    }, 100);
    return () => clearTimeout(timer);
  }, []);
  return <>{children}</>;
}

const dialogStory = (
  balance: number,
  props: Partial<Parameters<typeof PurchaseDialog>[0]> = {},
  auto = false,
): Story => ({
  render: () => {
    const dialog = (
      <PurchaseDialog
        open
        title="Subscribe to Pro"
        itemTitle="Pro"
        itemDescription="23 Nov 2026 — 23 Dec 2026"
        price={249_000}
        onConfirm={() => new Promise((done) => setTimeout(done, 1500))}
        onClose={() => undefined}
        {...props}
      />
    );
    return (
      <StorySignedIn balance={balance}>
        {auto ? <AutoConfirm>{dialog}</AutoConfirm> : dialog}
      </StorySignedIn>
    );
  },
});

const confirm = dialogStory(BALANCE);
export const DialogConfirm = confirm;
export const DialogConfirmUzbek = inLanguages(confirm).uz;
export const DialogConfirmRussian = inLanguages(confirm).ru;

export const DialogUpgradeWithCredit = dialogStory(BALANCE, {
  title: 'Upgrade to VIP',
  itemTitle: 'VIP',
  price: 590_000,
  credit: 166_000,
  creditLabel: 'Unused part of your current plan',
});

/** 'Insufficient balance. You need 49 000 UZS more…' before confirming, with the top-up. */
const insufficient = dialogStory(200_000);
export const DialogInsufficient = insufficient;
export const DialogInsufficientUzbek = inLanguages(insufficient).uz;
export const DialogInsufficientRussian = inLanguages(insufficient).ru;

export const DialogServerError = dialogStory(
  BALANCE,
  {
    onConfirm: () =>
      Promise.reject(
        new ApiRequestError(409, { message: 'Your plan is already paid for the next period' }),
      ),
  },
  true,
);
