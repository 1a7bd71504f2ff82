// One signal with every field a signal has (docs/product.md, "Pages", /trading-signals). Colour
// always comes with text (buy/sell, status, result). A premium signal the viewer may not see shows
// a lock and a sign-up or upgrade link where the levels would be: the server did not send them.
import { memo } from 'react';
import styled from 'styled-components';
import type { TimeZoneChoice, TradingSignal } from '@savdo/contract';
import { formatDateTime } from '@savdo/core';
import {
  Badge,
  Button,
  Panel,
  TextLink,
  token,
  useLanguage,
  useT,
  type BadgeTone,
  type StringKey,
  type Translate,
  type WidgetStrings,
} from '@savdo/ui';
import { formatPercent, formatPrice, formatRatio, levelDecimals } from './signal-format';
import { signalText } from './signal-text';
import { signalsStrings } from './strings';

/**
 * What a locked card offers: a visitor signs up; a signed-in user with no plan
 * subscribes to the plan that unlocks it; a subscriber of a lower plan upgrades to it.
 */
export type LockedLinkKind = 'signUp' | 'subscribe' | 'upgrade';

type SignalsT = Translate<
  StringKey<typeof signalsStrings extends WidgetStrings<infer T> ? T : never>
>;

/** The lock's sentence, naming the plan when the server names it. */
function lockedText(t: SignalsT, plan: string | null, kind: LockedLinkKind): string {
  if (!plan) return t('locked.text');
  return t(kind === 'upgrade' ? 'locked.textUpgrade' : 'locked.textPlan', { plan });
}

function lockedLinkText(t: SignalsT, plan: string | null, kind: LockedLinkKind): string {
  if (kind === 'signUp') return t('locked.signUp');
  if (!plan) return t('locked.upgrade');
  return t(kind === 'upgrade' ? 'locked.upgradePlan' : 'locked.subscribePlan', { plan });
}

export interface SignalCardProps {
  signal: TradingSignal;
  timeZone: TimeZoneChoice;
  /** Where a locked card's link leads and what it says. */
  lockedLink: { href: string; kind: LockedLinkKind };
  onOpenChart?: (signal: TradingSignal) => void;
}

// A feed holds up to 200 cards of varying height: cards out of view skip layout and paint
// (content-visibility), sized by their last rendered height (docs/long-lists.md).
const Article = styled(Panel).attrs({ as: 'article' })`
  content-visibility: auto;
  contain-intrinsic-size: auto 280px;
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
`;

const Symbol = styled.h3`
  margin: 0 ${token('space-2')} 0 0;
  font-size: ${token('font-size-lg')};
  font-family: ${token('font-mono')};
  letter-spacing: 0.02em;
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: ${token('space-2')} ${token('space-4')};
  margin: 0;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  dt {
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-xs')};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Locked = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')} ${token('space-3')};
  padding: ${token('space-3')};
  border: 1px dashed ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

const Description = styled.p`
  margin: 0;
  color: ${token('color-text')};
  white-space: pre-line;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** A padlock drawn inline: emoji glyphs depend on the visitor's fonts. */
function LockIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

const STATUS_TONE: Record<TradingSignal['status'], BadgeTone> = {
  pending: 'warning',
  active: 'info',
  closed: 'neutral',
  cancelled: 'neutral',
};

const RESULT_TONE: Record<TradingSignal['result'], BadgeTone> = {
  profit: 'success',
  loss: 'danger',
  waiting: 'neutral',
};

/** A cancelled signal never gets a result: say so rather than "waiting". */
function shownResult(signal: TradingSignal): TradingSignal['result'] | 'cancelled' {
  return signal.status === 'cancelled' && signal.result === 'waiting' ? 'cancelled' : signal.result;
}

function SignalCardView({ signal, timeZone, lockedLink, onOpenChart }: SignalCardProps) {
  const t = useT(signalsStrings);
  const lang = useLanguage();
  const titleId = `signal-${signal.id}-title`;
  const when = (iso: string) => formatDateTime(iso, lang, timeZone);
  const text = signalText(signal, lang);
  const decimals = levelDecimals([signal.entry_price, signal.stop_loss, signal.take_profit]);
  return (
    <Article
      part="card"
      aria-labelledby={titleId}
      data-signal-id={signal.id}
      data-locked={signal.locked}
    >
      <Head>
        <Symbol id={titleId}>{signal.symbol}</Symbol>
        <Badge tone={signal.type === 'buy' ? 'success' : 'danger'}>
          {signal.type === 'buy' ? '▲ ' : '▼ '}
          {t(`type.${signal.type}`)}
        </Badge>
        <Badge>{t(`assetType.${signal.asset_type}`)}</Badge>
        <Badge tone={STATUS_TONE[signal.status]}>{t(`status.${signal.status}`)}</Badge>
        {signal.status === 'closed' ? (
          <Badge tone={RESULT_TONE[signal.result]}>{t(`result.${signal.result}`)}</Badge>
        ) : null}
        {signal.is_premium ? <Badge tone="warning">★ {t('premium')}</Badge> : null}
      </Head>

      {signal.locked ? (
        <Locked part="locked">
          <LockIcon />
          <span>{lockedText(t, signal.required_plan_name, lockedLink.kind)}</span>
          <TextLink part="locked-link" href={lockedLink.href}>
            {lockedLinkText(t, signal.required_plan_name, lockedLink.kind)}
          </TextLink>
        </Locked>
      ) : null}

      <Fields>
        {signal.locked ? null : (
          <>
            <Field>
              <dt>{t('field.entry')}</dt>
              <dd>{formatPrice(signal.entry_price, lang, decimals)}</dd>
            </Field>
            <Field>
              <dt>{t('field.stopLoss')}</dt>
              <dd>{formatPrice(signal.stop_loss, lang, decimals)}</dd>
            </Field>
            <Field>
              <dt>{t('field.takeProfit')}</dt>
              <dd>{formatPrice(signal.take_profit, lang, decimals)}</dd>
            </Field>
            <Field>
              <dt>{t('field.potentialProfit')}</dt>
              <dd>{formatPercent(signal.potential_profit, '+')}</dd>
            </Field>
            <Field>
              <dt>{t('field.potentialLoss')}</dt>
              <dd>{formatPercent(signal.potential_loss, '−')}</dd>
            </Field>
          </>
        )}
        <Field>
          <dt>{t('field.riskReward')}</dt>
          <dd>{formatRatio(signal.risk_reward_ratio)}</dd>
        </Field>
        {signal.timeframe ? (
          <Field>
            <dt>{t('field.timeframe')}</dt>
            <dd>{signal.timeframe}</dd>
          </Field>
        ) : null}
        {text.analysis_type ? (
          <Field>
            <dt>{t('field.analysis')}</dt>
            <dd>{text.analysis_type}</dd>
          </Field>
        ) : null}
        <Field>
          <dt>{t('field.created')}</dt>
          <dd>
            <time dateTime={signal.created_at}>{when(signal.created_at)}</time>
          </dd>
        </Field>
        {signal.closed_at ? (
          <Field>
            <dt>{t('field.closed')}</dt>
            <dd>
              <time dateTime={signal.closed_at}>{when(signal.closed_at)}</time>
            </dd>
          </Field>
        ) : null}
        <Field>
          <dt>{t('field.result')}</dt>
          <dd>{t(`result.${shownResult(signal)}`)}</dd>
        </Field>
        {signal.expert_id !== null ? (
          <Field>
            <dt>{t('field.expert')}</dt>
            <dd>{signal.expert_name ?? t('expertId', { id: signal.expert_id })}</dd>
          </Field>
        ) : null}
      </Fields>

      {text.description ? <Description>{text.description}</Description> : null}

      {!signal.locked && onOpenChart ? (
        <Actions>
          <Button
            size="sm"
            variant="secondary"
            part="chart-button"
            aria-label={t('openChartOf', { symbol: signal.symbol })}
            onClick={() => onOpenChart(signal)}
          >
            {t('openChart')}
          </Button>
        </Actions>
      ) : null}
    </Article>
  );
}

/** Memoised: a live update of one signal re-renders that card only. */
export const SignalCard = memo(SignalCardView);
