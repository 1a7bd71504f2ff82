// The subscription (plan, status, expiry) and the balance with its history, side by side.
import styled from 'styled-components';
import type { ApiUser, Subscription } from '@savdo/contract';
import { $timeZone, formatDate, formatUzs } from '@savdo/core';
import {
  Badge,
  ButtonLink,
  TextLink,
  token,
  useLanguage,
  useStore,
  useT,
  type BadgeTone,
} from '@savdo/ui';
import { AutoGrid } from '@savdo/ui/grid';
import { Muted } from './section';
import { profileStrings } from './strings';

const Box = styled.div`
  display: grid;
  gap: ${token('space-2')};
  align-content: start;
  padding: ${token('space-4')};
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
`;

const Label = styled.h3`
  margin: 0;
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
  font-weight: 600;
`;

const Big = styled.p`
  margin: 0;
  font-size: ${token('font-size-xl')};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const TONES: Record<Subscription['status'], BadgeTone> = {
  active: 'success',
  inactive: 'neutral',
  expired: 'danger',
  pending_payment: 'warning',
};

/** The plan that matters: an active one first, else the latest listed. */
export function mainSubscription(subs: Subscription[]): Subscription | null {
  return subs.find((s) => s.status === 'active') ?? subs.at(-1) ?? null;
}

export function AccountSummary({
  user,
  plansHref,
  balanceHistoryHref,
}: {
  user: ApiUser;
  plansHref: string;
  balanceHistoryHref: string;
}) {
  const t = useT(profileStrings);
  const lang = useLanguage();
  const zone = useStore($timeZone);
  const sub = mainSubscription(user.subscriptions ?? []);
  return (
    <AutoGrid $min="220px">
      <Box part="plan" data-profile-plan="">
        <Label>{t('plan.title')}</Label>
        {sub ? (
          <>
            <Big>{sub.plan_name}</Big>
            <span>
              <Badge tone={TONES[sub.status]}>{t(`plan.status.${sub.status}`)}</Badge>
            </span>
            <Muted>
              {sub.expires_at
                ? t('plan.expires', { date: formatDate(sub.expires_at, lang, zone) })
                : t('plan.noEnd')}
            </Muted>
          </>
        ) : (
          <Big>{t('plan.none')}</Big>
        )}
        <span>
          <ButtonLink href={plansHref} $variant="secondary">
            {t('plan.manage')}
          </ButtonLink>
        </span>
      </Box>
      <Box part="balance" data-profile-balance="">
        <Label>{t('balance.title')}</Label>
        <Big>{formatUzs(user.balance, lang)}</Big>
        <TextLink href={balanceHistoryHref}>{t('balance.history')}</TextLink>
      </Box>
    </AutoGrid>
  );
}
