// One plan: its name and features in the interface language, the price per period, the
// "Current plan" badge and its action. A plan below (or beside) the current one is included in
// it; the current plan paid a period ahead shows that instead of Renew (the server would refuse).
import styled from 'styled-components';
import type { SubscriptionPlan } from '@savdo/contract';
import { formatUzs } from '@savdo/core';
import { Badge, Button, ButtonLink, Panel, Skeleton, token, useLanguage, useT } from '@savdo/ui';
import { planText, type PlanButton } from './plan-rules';
import { plansStrings } from './strings';

const Card = styled(Panel)<{ $current: boolean }>`
  gap: ${token('space-4')};
  min-width: 0;
  border-color: ${(p) => (p.$current ? token('color-accent') : token('color-border'))};
  box-shadow: ${(p) => (p.$current ? `0 0 0 1px ${token('color-accent')}` : 'none')};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${token('font-size-xl')};
`;

const Price = styled.p`
  margin: 0;
  font-size: ${token('font-size-2xl')};
  font-weight: 750;
  font-variant-numeric: tabular-nums;
  span {
    margin-left: ${token('space-1')};
    font-size: ${token('font-size-sm')};
    font-weight: 500;
    color: ${token('color-text-muted')};
  }
`;

const Features = styled.ul`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${token('space-2')};
  }
  li::before {
    content: '✓';
    flex: none;
    color: ${token('color-success')};
    font-weight: 700;
  }
`;

const Note = styled.p`
  margin: 0;
  min-height: ${token('control-height')};
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  font-weight: 600;
  text-align: center;
`;

export interface PlanCardProps {
  plan: SubscriptionPlan;
  current: boolean;
  /** What the button does; null when signed out (a sign-in link instead). */
  button: PlanButton | null;
  signInHref: string;
  busy: boolean;
  onChoose: (plan: SubscriptionPlan) => void;
}

export function PlanCard({ plan, current, button, signInHref, busy, onChoose }: PlanCardProps) {
  const t = useT(plansStrings);
  const lang = useLanguage();
  const text = planText(plan, lang);

  let action;
  if (button === null) {
    action = (
      <ButtonLink part="sign-in-link" $variant="secondary" href={signInHref}>
        {t('actions.signIn')}
      </ButtonLink>
    );
  } else if (button === 'included' || button === 'paidAhead') {
    action = <Note data-plan-note={button}>{t(`actions.${button}`)}</Note>;
  } else {
    action = (
      <Button
        part="plan-action"
        block
        variant={button === 'renew' ? 'secondary' : 'primary'}
        busy={busy}
        data-plan-action={button}
        onClick={() => onChoose(plan)}
      >
        {t(`actions.${button}`)}
      </Button>
    );
  }

  return (
    <Card as="li" part="plan" $current={current} data-plan-id={plan.id}>
      <Head>
        <Name>{text.name}</Name>
        {current ? <Badge tone="info">{t('currentBadge')}</Badge> : null}
      </Head>
      <Price>
        {formatUzs(plan.price, lang)}
        <span>{t('perPeriod', { days: plan.duration_days })}</span>
      </Price>
      <Features>
        {text.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Features>
      {action}
    </Card>
  );
}

export function PlanCardSkeleton() {
  return (
    <Card as="li" $current={false} aria-hidden="true" data-plans-skeleton="">
      <Skeleton width={90} height={22} />
      <Skeleton width={150} height={28} />
      <Skeleton width="80%" />
      <Skeleton width="70%" />
      <Skeleton width="100%" height={36} />
    </Card>
  );
}
