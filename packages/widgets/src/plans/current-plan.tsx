// The current plan panel: the plan, its status in words (renews on, cancelled — active until,
// payment pending, expired), its expiry, and Cancel renewal (after a confirmation) or Resume.
import { useState } from 'react';
import styled from 'styled-components';
import type { Language, MySubscription, SubscriptionPlan } from '@savdo/contract';
import { $coreConfig, $user, formatDate, topUpPrefill } from '@savdo/core';
import { requestTopUp, topUpHref } from '@savdo/core/payments';
import {
  Badge,
  Button,
  Cluster,
  Modal,
  Panel,
  Skeleton,
  token,
  useLanguage,
  useStore,
  useT,
  type BadgeTone,
  type Translate,
  type StringKey,
} from '@savdo/ui';
import { topUpNavigation } from '@savdo/ui/payments';
import { planText } from './plan-rules';
import { plansStrings } from './strings';
import { useRenewal } from './use-renewal';

type PlansKey = StringKey<typeof plansStrings.uz>;

const Label = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

const Name = styled.p`
  margin: 0;
  font-size: ${token('font-size-xl')};
  font-weight: 700;
`;

const Muted = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
`;

interface StatusLine {
  tone: BadgeTone;
  text: string;
}

function dateOr(t: Translate<PlansKey>, iso: string | null, lang: Language): string {
  return iso === null ? t('current.noEnd') : formatDate(iso, lang);
}

/** The status in words, as the issue words it. */
export function statusLine(
  sub: MySubscription,
  t: Translate<PlansKey>,
  lang: Language,
): StatusLine {
  const date = dateOr(t, sub.expires_at, lang);
  switch (sub.status) {
    case 'active':
      return sub.auto_renew
        ? { tone: 'success', text: t('current.renewsOn', { date }) }
        : { tone: 'warning', text: t('current.cancelledUntil', { date }) };
    case 'pending_payment':
      return { tone: 'warning', text: t('current.pendingPayment') };
    case 'expired':
      return { tone: 'danger', text: t('current.expired', { date }) };
    default:
      return { tone: 'neutral', text: t('current.inactive') };
  }
}

export function CurrentPlanSkeleton() {
  return (
    <Panel part="current" aria-hidden="true" data-plans-skeleton="">
      <Skeleton width={120} />
      <Skeleton width={200} height={22} />
      <Skeleton width={160} />
    </Panel>
  );
}

export interface CurrentPlanProps {
  sub: MySubscription | null;
  /** The subscription's plan, when the plans list has it (its name in the interface language). */
  plan: SubscriptionPlan | undefined;
}

export function CurrentPlan({ sub, plan }: CurrentPlanProps) {
  const t = useT(plansStrings);
  const lang = useLanguage();
  const user = useStore($user);
  const { apiBase } = useStore($coreConfig);
  const renewal = useRenewal();
  const [asking, setAsking] = useState(false);

  if (!sub) {
    return (
      <Panel part="current" data-plans-current="none">
        <Label>{t('current.label')}</Label>
        <Name>{t('current.none')}</Name>
        <Muted>{t('current.noneText')}</Muted>
      </Panel>
    );
  }

  const name = plan ? planText(plan, lang).name : sub.plan_name;
  const status = statusLine(sub, t, lang);
  const live = sub.status === 'active' || sub.status === 'pending_payment';
  const date = dateOr(t, sub.expires_at, lang);

  const topUp = () => {
    const amount = topUpPrefill((plan?.price ?? 0) - (user?.balance ?? 0));
    if (!requestTopUp(amount)) topUpNavigation.assign(topUpHref(apiBase, amount));
  };

  return (
    <Panel part="current" data-plans-current={sub.status}>
      <Label>{t('current.label')}</Label>
      <Cluster $gap={2}>
        <Name>{name}</Name>
        <Badge tone={status.tone} wrap>
          {status.text}
        </Badge>
      </Cluster>
      {live ? <Muted>{t('current.expires', { date })}</Muted> : null}
      {live ? (
        <Cluster $gap={2}>
          {sub.status === 'pending_payment' ? (
            <Button size="sm" onClick={topUp}>
              {t('current.topUp')}
            </Button>
          ) : null}
          {sub.auto_renew ? (
            <Button
              size="sm"
              variant="secondary"
              part="cancel-renewal"
              busy={renewal.busy === 'cancel'}
              onClick={() => setAsking(true)}
            >
              {t('current.cancel')}
            </Button>
          ) : sub.status === 'active' ? (
            <Button
              size="sm"
              variant="secondary"
              part="resume-renewal"
              busy={renewal.busy === 'resume'}
              onClick={() => void renewal.change('resume')}
            >
              {t('current.resume')}
            </Button>
          ) : null}
        </Cluster>
      ) : null}
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        dismissible={renewal.busy === null}
        title={t('cancelDialog.title')}
        description={t('cancelDialog.text', { plan: name, date })}
        part="cancel-dialog"
        footer={
          <>
            <Button
              variant="secondary"
              disabled={renewal.busy !== null}
              onClick={() => setAsking(false)}
            >
              {t('cancelDialog.keep')}
            </Button>
            <Button
              variant="danger"
              busy={renewal.busy === 'cancel'}
              onClick={() =>
                void renewal.change('cancel').then((done) => {
                  if (done) setAsking(false);
                })
              }
            >
              {t('cancelDialog.confirm')}
            </Button>
          </>
        }
      />
    </Panel>
  );
}
