// PaymentStatus: the page the provider sends the payer back to. It follows the order named in
// the address (`?savdo_order=`) until it is paid or failed (payment-watch.ts), shows the new
// balance when it lands, and offers the way back to the dashboard or another top-up (the form
// opens in place, with the same provider and amount).
import { useEffect, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import type { PaymentOrder } from '@savdo/contract';
import { $auth, $user, formatUzs, mergeUser, profileApi } from '@savdo/core';
import {
  Button,
  ButtonLink,
  NoticeEmblem,
  NoticeLayout,
  Spinner,
  token,
  useEmit,
  useLanguage,
  useStore,
  useT,
  type NoticeTone,
  SignInNotice,
  useOwnSession,
} from '@savdo/ui';
import type { paymentStatusManifest } from './manifest';
import { defaultDashboardHref, defaultSignInHref, orderIdFromLocation } from './payment-links';
import type { PaymentWatch } from './payment-watch';
import { topUpStrings } from './strings';
import { TopUp } from './top-up';
import { usePaymentWatch } from './use-payment-watch';

export interface PaymentStatusProps {
  /** The order to follow; defaults to the page's `savdo_order` query parameter. */
  orderId?: string;
  dashboardHref?: string;
}

const Mark = styled.span`
  font-size: ${token('font-size-2xl')};
  font-weight: 700;
  line-height: 1;
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space-1')};
  margin-bottom: ${token('space-3')};
`;

const Figure = styled.p`
  margin: 0;
  font-size: ${token('font-size-lg')};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const OrderLine = styled.p`
  margin: 0;
  font-size: ${token('font-size-xs')};
  color: ${token('color-text-muted')};
`;

const TONE: Record<PaymentWatch['phase'], NoticeTone> = {
  checking: 'info',
  pending: 'info',
  paid: 'accent',
  failed: 'danger',
  timedOut: 'warning',
  notFound: 'danger',
  loadFailed: 'danger',
};

function orderOf(watch: PaymentWatch): PaymentOrder | null {
  return 'order' in watch ? watch.order : null;
}

/** Fetches the user once the payment is paid: the new balance, whether or not a live event came. */
function useBalanceAfterPaid(paid: boolean, mayPay: boolean): void {
  useEffect(() => {
    if (!paid || !mayPay) return;
    const userId = $auth.get().user?.id;
    profileApi
      .getMe()
      .then((me) => {
        if ($auth.get().user?.id === userId) mergeUser({ balance: me.result.balance });
      })
      .catch(() => undefined); // the live event or the next page load brings it instead
  }, [paid, mayPay]);
}

export function PaymentStatus({ orderId, dashboardHref }: PaymentStatusProps) {
  const t = useT(topUpStrings);
  const lang = useLanguage();
  const emit = useEmit<typeof paymentStatusManifest>();
  const { signedIn: mayPay, apiBase } = useOwnSession();
  const user = useStore($user);
  const [id] = useState(() => orderId || orderIdFromLocation());
  const [again, setAgain] = useState(false);
  const { watch, checkAgain } = usePaymentWatch(id, mayPay && !again);
  const order = orderOf(watch);
  useBalanceAfterPaid(watch.phase === 'paid', mayPay);

  useEffect(() => {
    if ((watch.phase === 'paid' || watch.phase === 'failed') && id) {
      emit('savdo-payment-settled', {
        orderId: id,
        status: watch.order.status as 'paid' | 'cancelled' | 'refunded',
      });
    }
  }, [watch, id, emit]);

  if (!mayPay)
    return (
      <SignInNotice
        data-savdo-top-up="sign-in"
        text={t('signInText')}
        linkText={t('signIn')}
        href={defaultSignInHref(apiBase)}
      />
    );
  if (again) return <TopUp provider={order?.provider} amount={order?.amount} />;

  const dashboard = (
    <ButtonLink
      key="dashboard"
      part="dashboard-link"
      $variant={watch.phase === 'paid' ? 'primary' : 'secondary'}
      href={dashboardHref || defaultDashboardHref(apiBase)}
    >
      {t('status.dashboard')}
    </ButtonLink>
  );
  const topUpAgain = (
    <Button
      key="again"
      part="top-up-again"
      variant={watch.phase === 'paid' ? 'secondary' : 'primary'}
      onClick={() => setAgain(true)}
    >
      {t('status.topUpAgain')}
    </Button>
  );
  const retry = (
    <Button key="retry" variant="primary" onClick={checkAgain}>
      {watch.phase === 'timedOut' ? t('status.checkAgain') : t('status.retry')}
    </Button>
  );

  const visual = (
    <NoticeEmblem $tone={TONE[watch.phase]}>
      {watch.phase === 'checking' || watch.phase === 'pending' ? (
        <Spinner size={24} label={t('status.checking')} />
      ) : (
        <Mark>{watch.phase === 'paid' ? '✓' : watch.phase === 'timedOut' ? '…' : '✕'}</Mark>
      )}
    </NoticeEmblem>
  );

  const content = ((): {
    title: string;
    text?: string;
    figure?: string;
    actions: ReactElement[];
  } => {
    if (!id) return { title: t('status.noOrder'), actions: [dashboard, topUpAgain] };
    switch (watch.phase) {
      case 'checking':
        return { title: t('status.checking'), actions: [] };
      case 'pending':
        return { title: t('status.pending'), text: t('status.pendingText'), actions: [dashboard] };
      case 'paid':
        return {
          title: t('status.paid'),
          text: t('status.paidText', { amount: formatUzs(watch.order.amount, lang) }),
          figure: user ? t('status.newBalance', { balance: formatUzs(user.balance, lang) }) : '',
          actions: [dashboard, topUpAgain],
        };
      case 'failed':
        return { title: t('status.failed'), actions: [topUpAgain, dashboard] };
      case 'timedOut':
        return {
          title: t('status.timedOut'),
          text: t('status.timedOutText'),
          actions: [retry, dashboard],
        };
      case 'notFound':
        return { title: t('status.notFound'), actions: [dashboard, topUpAgain] };
      case 'loadFailed':
        return { title: t('status.loadFailed'), actions: [retry, dashboard] };
    }
  })();

  const alert =
    watch.phase === 'failed' || watch.phase === 'notFound' || watch.phase === 'loadFailed';
  return (
    <NoticeLayout
      frame="inline"
      visual={!id ? undefined : visual}
      title={content.title}
      text={content.text}
      actions={content.actions.length > 0 ? content.actions : undefined}
      boxProps={{
        part: 'status',
        role: alert ? 'alert' : 'status',
        'aria-live': alert ? 'assertive' : 'polite',
        'data-payment-phase': id ? watch.phase : 'none',
      }}
    >
      {content.figure || id ? (
        <Details>
          {content.figure ? (
            <Figure data-testid="payment-new-balance">{content.figure}</Figure>
          ) : null}
          {id ? <OrderLine>{t('status.order', { id })}</OrderLine> : null}
        </Details>
      ) : null}
    </NoticeLayout>
  );
}
