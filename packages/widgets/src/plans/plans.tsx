// Plans: the subscription plans side by side (one column on a phone) under the user's current
// plan. A plan's button fetches the quote and opens the one PurchaseDialog of ui;
// the current plan panel cancels or resumes the renewal. Signed out on our own origin the plans
// show with sign-in links; on a partner page (public mode) it is a sign-in link and asks nothing,
// since it sells from the balance (docs/architecture.md, security boundaries).
import { useId, useRef } from 'react';
import styled from 'styled-components';
import type { MySubscription, SubscriptionPlan } from '@savdo/contract';
import { $coreConfig, formatDate } from '@savdo/core';
import { $mySubscription, $plans } from '@savdo/core/plans';
import {
  EmptyState,
  LoadFailed,
  SignInNotice,
  WidgetTitle as Title,
  token,
  useLanguage,
  useOwnSession,
  useStore,
  useT,
  visuallyHidden,
} from '@savdo/ui';
import { PurchaseDialog } from '@savdo/ui/payments';
import { CurrentPlan, CurrentPlanSkeleton } from './current-plan';
import { PlanCard, PlanCardSkeleton } from './plan-card';
import { currentSubscription, planButton, planText } from './plan-rules';
import { plansStrings } from './strings';
import { usePlanPurchase } from './use-plan-purchase';

export interface PlansProps {
  hideTitle?: boolean;
}

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
  min-width: 0;
  color: ${token('color-text')};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: ${token('space-4')};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

const SKELETON_CARDS = 3;

function PlansSkeleton({ label }: { label: string }) {
  return (
    <Grid part="plans" aria-busy="true" aria-label={label}>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <PlanCardSkeleton key={i} />
      ))}
    </Grid>
  );
}

interface PlanListProps {
  plans: SubscriptionPlan[];
  /** Undefined while signed out: every plan gets a sign-in link. */
  sub?: MySubscription | null;
  signInHref: string;
}

function PlanList({ plans, sub, signInHref }: PlanListProps) {
  const t = useT(plansStrings);
  const lang = useLanguage();
  const purchase = usePlanPurchase();
  const current = currentSubscription(sub);
  const pending = purchase.pending;
  const now = Date.now();

  if (plans.length === 0) return <EmptyState title={t('empty')} />;
  return (
    <>
      <Grid part="plans" aria-label={t('title')}>
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            current={current?.plan_id === plan.id}
            button={sub === undefined ? null : planButton(plan, sub, now)}
            signInHref={signInHref}
            busy={purchase.quoting === plan.id}
            onChoose={(chosen) => void purchase.choose(chosen)}
          />
        ))}
      </Grid>
      <PurchaseDialog
        open={pending !== null}
        title={
          pending
            ? t(`dialog.${pending.quote.action}`, { plan: planText(pending.plan, lang).name })
            : undefined
        }
        itemTitle={pending ? planText(pending.plan, lang).name : ''}
        itemDescription={
          pending
            ? t('dialog.period', {
                start: formatDate(pending.quote.starts_at, lang),
                end: formatDate(pending.quote.expires_at, lang),
              })
            : undefined
        }
        price={pending?.quote.price ?? 0}
        credit={pending?.quote.credit ?? 0}
        creditLabel={t('dialog.credit')}
        charge={pending?.quote.charge ?? 0}
        onConfirm={purchase.confirm}
        onClose={purchase.close}
        requireVerified
      />
    </>
  );
}

/** Signed in: the current plan panel over the plans, both waiting for one's subscription. */
function SignedInPlans({ plans, signInHref }: { plans: SubscriptionPlan[]; signInHref: string }) {
  const t = useT(plansStrings);
  const mine = useStore($mySubscription);
  // A purchase changes the user's plans and so the query's viewer key: the new key starts
  // empty, and the last answer stays on screen until it arrives instead of a skeleton flash.
  const last = useRef<MySubscription | null | undefined>(undefined);
  if (mine.data !== undefined) last.current = mine.data.result;
  const answer =
    mine.data !== undefined ? mine.data.result : mine.loading ? last.current : undefined;
  if (mine.error !== undefined && !mine.loading && mine.data === undefined) {
    return (
      <LoadFailed
        title={t('subscriptionFailed')}
        retryLabel={t('retry')}
        onRetry={() => $mySubscription.invalidate()}
        size="sm"
      />
    );
  }
  if (answer === undefined) {
    return (
      <>
        <CurrentPlanSkeleton />
        <PlansSkeleton label={t('loading')} />
      </>
    );
  }
  return (
    <>
      <CurrentPlan sub={answer} plan={plans.find((p) => p.id === answer?.plan_id)} />
      <PlanList plans={plans} sub={answer} signInHref={signInHref} />
    </>
  );
}

function PlansBody({ signedIn, signInHref }: { signedIn: boolean; signInHref: string }) {
  const t = useT(plansStrings);
  const plans = useStore($plans);
  if (plans.error !== undefined && !plans.loading && plans.data === undefined) {
    return (
      <LoadFailed
        title={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => $plans.invalidate()}
      />
    );
  }
  const list = plans.data?.result;
  if (list === undefined) {
    return (
      <>
        {signedIn ? <CurrentPlanSkeleton /> : null}
        <PlansSkeleton label={t('loading')} />
      </>
    );
  }
  return signedIn ? (
    <SignedInPlans plans={list} signInHref={signInHref} />
  ) : (
    <PlanList plans={list} signInHref={signInHref} />
  );
}

const HiddenTitle = styled(Title)`
  ${visuallyHidden}
`;

export function Plans({ hideTitle = false }: PlansProps) {
  const t = useT(plansStrings);
  const titleId = useId();
  const { signedIn, apiBase } = useOwnSession();
  const { mode } = useStore($coreConfig);
  const signInHref = `${apiBase}/auth`;

  if (mode === 'public')
    return (
      <SignInNotice
        data-savdo-plans="sign-in"
        text={t('signInText')}
        linkText={t('signIn')}
        href={signInHref}
      />
    );
  // Hidden under a page's own heading, the title still names the region and keeps the outline
  // whole (h1 page, h2 plans, h3 each plan).
  return (
    <Region aria-labelledby={titleId}>
      {hideTitle ? (
        <HiddenTitle id={titleId}>{t('title')}</HiddenTitle>
      ) : (
        <Title id={titleId}>{t('title')}</Title>
      )}
      <PlansBody signedIn={signedIn} signInHref={signInHref} />
    </Region>
  );
}
