// CopyTrading (/copy-trade): the spec's figures and text exactly (monthly profit from
// 1% to 50%, risk per trade 0.5% to 1%, from the contract's COPY_TRADING; profit and loss
// entirely the user's responsibility), the strategies with their verified figures, risk score
// and sparkline, and a past-performance disclosure.
import styled from 'styled-components';
import { COPY_TRADING } from '@savdo/contract';
import { formatNumber } from '@savdo/core';
import { $copyStrategies } from '@savdo/core/algo';
import {
  LoadFailed,
  Skeleton,
  WidgetTitle as Title,
  token,
  useLanguage,
  useStore,
  useT,
} from '@savdo/ui';
import { EquitySparkline, algoStrings, algoText } from '@savdo/ui/algo';
import { copyTradingStrings } from './strings';

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
  .copy-disclosure {
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
  }
`;

export interface CopyTradingProps {
  hideTitle?: boolean;
}

export function CopyTrading({ hideTitle = false }: CopyTradingProps) {
  const t = useT(copyTradingStrings);
  const a = useT(algoStrings);
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
      <h3>{t('strategies')}</h3>
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
          {strategies.map((s) => (
            <li key={s.algo_trade_id} className="copy-card" data-strategy-id={s.algo_trade_id}>
              <h3>{algoText(s, lang).name}</h3>
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
          ))}
        </ul>
      )}
      <p className="copy-disclosure" data-disclosure="">
        {t('disclosure')}
      </p>
    </Region>
  );
}
