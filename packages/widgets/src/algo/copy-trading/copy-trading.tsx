// CopyTrading (/copy-trade): the spec's figures and text exactly (monthly profit from
// 1% to 50%, risk per trade 0.5% to 1%, from the contract's COPY_TRADING; profit and loss
// entirely the user's responsibility), the strategies with their verified figures, risk score
// and sparkline, and a past-performance disclosure. Each strategy links to its page; the ones I
// copy say so, and "My copies" lists my follows with Pause and Stop
// (docs/decisions/0283-copy-trading-follow.md), kept live (docs/decisions/0287-follow-heartbeat.md).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { COPY_TRADING, type CopyFollow } from '@savdo/contract';
import { formatNumber } from '@savdo/core';
import { $copyStrategies } from '@savdo/core/algo';
import {
  Badge,
  LoadFailed,
  Skeleton,
  WidgetTitle as Title,
  token,
  useLanguage,
  useOwnSession,
  useStore,
  useT,
  LaidOutGate,
  hasAnswered,
  useReportSettled,
} from '@savdo/ui';
import { EquitySparkline, algoPaths, algoStrings, algoText } from '@savdo/ui/algo';
import { CourseLink, type NavigateTo } from '@savdo/ui/courses';
import { FollowControls } from '../copy-strategy/follow-controls';
import { copyStrategyStrings } from '../copy-strategy/strings';
import { useMyFollows } from '../copy-strategy/use-my-follows';
import { copyTradingStrings } from './strings';

// The widget's two parts are h2 under the page's h1 (no level skipped), at the size an h3 had; each
// strategy's name below is an h3.
const Region = styled.section`
  display: grid;
  gap: ${token('space-4')};
  min-width: 0;
  color: ${token('color-text')};
  .copy-terms {
    margin: 0;
    padding-inline-start: ${token('space-4')};
  }
  .copy-list {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
    gap: ${token('space-3')};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .copy-card {
    display: grid;
    gap: ${token('space-2')};
    padding: ${token('space-4')};
    border: ${token('border-width')} solid ${token('color-border')};
    border-radius: ${token('radius-lg')};
    background: ${token('color-surface-raised')};
  }
  .copy-card h3 {
    margin: 0;
  }
  .copy-card h3 a,
  .copy-mine h4 a {
    color: inherit;
    text-decoration: none;
  }
  .copy-card h3 a:hover,
  .copy-mine h4 a:hover {
    text-decoration: underline;
  }
  .copy-card h3 a:focus-visible,
  .copy-mine h4 a:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
  .copy-mine-section {
    display: grid;
    gap: ${token('space-3')};
  }
  .copy-mine-section h2 {
    margin: 0;
    font-size: 1.17em;
  }
  .copy-strategies-title {
    margin: 1em 0;
    font-size: 1.17em;
  }
  .copy-card dl {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${token('space-1')};
    margin: 0;
  }
  .copy-card dt {
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
  }
  .copy-card dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .algo-sparkline {
    color: ${token('color-success')};
  }
  .copy-mine {
    display: grid;
    gap: ${token('space-3')};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .copy-mine > li {
    display: grid;
    gap: ${token('space-2')};
    padding: ${token('space-3')} ${token('space-4')};
    border: ${token('border-width')} solid ${token('color-border')};
    border-radius: ${token('radius-lg')};
    background: ${token('color-surface-raised')};
  }
  .copy-mine h4 {
    margin: 0;
  }
  .copy-disclosure {
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
  }
`;

export interface CopyTradingProps {
  hideTitle?: boolean;
  /** The host's router for the links (a plain click); a real address otherwise. */
  onNavigate?: NavigateTo;
}

/** My follows, newest first, each linking to its strategy, with its controls. */
function MyCopies({
  follows,
  answered,
  onNavigate,
}: {
  follows: readonly CopyFollow[] | undefined;
  /** The follows' call has answered or failed. */
  answered: boolean;
  onNavigate?: NavigateTo;
}) {
  const c = useT(copyStrategyStrings);
  useReportSettled(answered);
  const lang = useLanguage();
  return (
    <section className="copy-mine-section" aria-labelledby="copy-mine-title" data-my-copies="">
      <h2 id="copy-mine-title">{c('mine.title')}</h2>
      {!follows ? (
        <Skeleton height="4rem" />
      ) : follows.length === 0 ? (
        <p>{c('mine.empty')}</p>
      ) : (
        <ul className="copy-mine">
          {follows.map((f) => (
            <li key={f.id}>
              <h4>
                <CourseLink to={algoPaths.copyStrategy(f.strategy_id)} onNavigate={onNavigate}>
                  {algoText({ name: f.strategy_name, translations: f.translations }, lang).name}
                </CourseLink>
              </h4>
              <FollowControls follow={f} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Mounted only when signed in: my follows are the viewer's own. */
function SignedInCopyTrading({ hideTitle, onNavigate }: CopyTradingProps & { hideTitle: boolean }) {
  const followsValue = useMyFollows();
  const follows = followsValue.data?.result;
  return (
    <Strategies
      hideTitle={hideTitle}
      onNavigate={onNavigate}
      follows={follows ?? []}
      mine={
        <MyCopies follows={follows} answered={hasAnswered(followsValue)} onNavigate={onNavigate} />
      }
    />
  );
}

export function CopyTrading({ hideTitle = false, onNavigate }: CopyTradingProps) {
  const { signedIn } = useOwnSession();
  return signedIn ? (
    <SignedInCopyTrading hideTitle={hideTitle} onNavigate={onNavigate} />
  ) : (
    <Strategies hideTitle={hideTitle} onNavigate={onNavigate} follows={[]} />
  );
}

function Strategies({
  hideTitle,
  onNavigate,
  follows,
  mine,
}: {
  hideTitle: boolean;
  onNavigate?: NavigateTo;
  follows: readonly CopyFollow[];
  /** My copies, shown above the strategies when signed in. */
  mine?: ReactNode;
}) {
  const t = useT(copyTradingStrings);
  const a = useT(algoStrings);
  const c = useT(copyStrategyStrings);
  const lang = useLanguage();
  const value = useStore($copyStrategies);
  const strategies = value.data?.result;
  const n = (v: number) => formatNumber(v, lang);
  const { monthlyProfitPercent: monthly, riskPerTradePercent: risk } = COPY_TRADING;

  return (
    <Region data-savdo-copy-trading="">
      {hideTitle ? null : <Title>{t('title')}</Title>}
      <p>{t('intro')}</p>
      <ul className="copy-terms" data-copy-terms="">
        <li>{t('monthly', { min: n(monthly.min), max: n(monthly.max) })}</li>
        <li>{t('risk', { min: n(risk.min), max: n(risk.max) })}</li>
        <li>
          <strong>{t('responsibility')}</strong>
        </li>
      </ul>
      {/* My copies and the strategies load on their own: drawn together, so neither pushes the
          other (or the disclosure) down on a phone (ui's hooks/laid-out-gate.tsx). */}
      <LaidOutGate placeholder={<Skeleton height="12rem" />} settled={hasAnswered(value)}>
        {mine}
        <h2 className="copy-strategies-title">{t('strategies')}</h2>
        {value.error !== undefined && !value.loading && !strategies ? (
          <LoadFailed
            title={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => $copyStrategies.invalidate()}
          />
        ) : !strategies ? (
          <Skeleton height="8rem" />
        ) : strategies.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ul className="copy-list">
            {strategies.map((s) => {
              // Newest first: the latest follow of this strategy says whether I copy it.
              const mine = follows.find((f) => f.strategy_id === s.algo_trade_id);
              const state = mine && mine.state !== 'stopped' ? mine.state : undefined;
              return (
                <li
                  key={s.algo_trade_id}
                  className="copy-card"
                  data-strategy-id={s.algo_trade_id}
                  data-my-state={state}
                >
                  <h3>
                    <CourseLink
                      to={algoPaths.copyStrategy(s.algo_trade_id)}
                      onNavigate={onNavigate}
                    >
                      {algoText(s, lang).name}
                    </CourseLink>
                  </h3>
                  {state ? (
                    <p>
                      <Badge tone={state === 'copying' ? 'success' : 'warning'}>
                        {c(`state.${state}`)}
                      </Badge>
                    </p>
                  ) : null}
                  <p>
                    {a(`type.${s.type}`)} · {t('months', { count: s.months })} ·{' '}
                    {t('followers', { count: s.followers })}
                  </p>
                  <EquitySparkline points={s.equity_sparkline} label={a('equity')} />
                  <dl>
                    <div>
                      <dt>{a('metric.gain')}</dt>
                      <dd data-figure="gain">{n(s.metrics.gain_percent)}%</dd>
                    </div>
                    <div>
                      <dt>{a('metric.drawdown')}</dt>
                      <dd data-figure="drawdown">{n(s.metrics.max_drawdown_percent)}%</dd>
                    </div>
                    <div>
                      <dt>{a('metric.winRate')}</dt>
                      <dd data-figure="win-rate">{n(s.metrics.win_rate)}%</dd>
                    </div>
                    <div>
                      <dt>{a('metric.trades')}</dt>
                      <dd data-figure="trades">{n(s.metrics.trades)}</dd>
                    </div>
                  </dl>
                  <p data-risk-score={s.risk_score}>{t('riskScore', { score: s.risk_score })}</p>
                </li>
              );
            })}
          </ul>
        )}
        <p className="copy-disclosure" data-disclosure="">
          {t('disclosure')}
        </p>
      </LaidOutGate>
    </Region>
  );
}
