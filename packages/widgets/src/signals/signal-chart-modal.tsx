// The signal chart modal: the signal loaded fresh (GET /signal/{id}) with its
// levels on its price chart (signal-price-chart.tsx), and the analysis chart image. Each part has its own
// load-failure text (signal detail, chart image).
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { TimeZoneChoice, TradingSignal } from '@savdo/contract';
import { $coreConfig, signalsApi } from '@savdo/core';
import {
  ErrorState,
  Modal,
  Skeleton,
  Stack,
  token,
  useLanguage,
  useStore,
  useT,
  LoadFailed,
} from '@savdo/ui';
import { SignalPriceChart } from './signal-price-chart';
import { chartImageUrl } from './signal-links';
import { formatPrice, levelDecimals } from './signal-format';
import { signalText } from './signal-text';
import { signalsStrings } from './strings';

const Levels = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-4')};
  margin: 0;
  font-variant-numeric: tabular-nums;
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const Figure = styled.figure`
  margin: 0;
  figcaption {
    margin-bottom: ${token('space-2')};
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${token('radius-md')};
    border: 1px solid ${token('color-border')};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
`;

export interface SignalChartModalProps {
  /** The signal to show; null keeps the modal closed. */
  signalId: number | null;
  /** What the feed already knows, for the title while the detail loads. */
  preview?: TradingSignal | null;
  onClose: () => void;
  /** The time zone of the chart's time axis (the feed's). */
  timeZone?: TimeZoneChoice;
}

type Detail = { phase: 'loading' } | { phase: 'error' } | { phase: 'ready'; signal: TradingSignal };

function ChartImage({ signal }: { signal: TradingSignal }) {
  const t = useT(signalsStrings);
  const { apiBase } = useStore($coreConfig);
  const [failed, setFailed] = useState(false);
  if (!signal.chart_image) return <Muted>{t('chart.noImage')}</Muted>;
  return (
    <Figure part="chart-image">
      <figcaption>{t('chart.image')}</figcaption>
      {failed ? (
        <ErrorState title={t('chart.imageFailed')} />
      ) : (
        <img
          src={chartImageUrl(signal.chart_image, apiBase)}
          alt={t('chart.imageAlt', { symbol: signal.symbol })}
          loading="lazy"
          onError={() => setFailed(true)}
        />
      )}
    </Figure>
  );
}

export function SignalChartModal({ signalId, preview, onClose, timeZone }: SignalChartModalProps) {
  const t = useT(signalsStrings);
  const lang = useLanguage();
  const [detail, setDetail] = useState<Detail>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (signalId === null) return undefined;
    let current = true;
    setDetail({ phase: 'loading' });
    signalsApi
      .getSignal(signalId)
      .then((answer) => {
        if (current) setDetail({ phase: 'ready', signal: answer.result });
      })
      .catch(() => {
        if (current) setDetail({ phase: 'error' });
      });
    return () => {
      current = false;
    };
  }, [signalId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const shown = detail.phase === 'ready' ? detail.signal : (preview ?? null);
  const text = detail.phase === 'ready' ? signalText(detail.signal, lang) : null;
  const decimals =
    detail.phase === 'ready'
      ? levelDecimals([
          detail.signal.entry_price,
          detail.signal.stop_loss,
          detail.signal.take_profit,
        ])
      : undefined;
  const title = shown
    ? t('chart.title', { symbol: shown.symbol, type: t(`type.${shown.type}`) })
    : t('chart.loading');

  return (
    <Modal open={signalId !== null} onClose={onClose} title={title} width={720} part="chart-dialog">
      <Stack $gap={4}>
        {detail.phase === 'loading' ? (
          <div aria-busy="true" aria-label={t('chart.loading')}>
            <Skeleton height={280} />
          </div>
        ) : null}
        {detail.phase === 'error' ? (
          <LoadFailed
            title={t('chart.detailFailed')}
            retryLabel={t('retry')}
            onRetry={retry}
            size="sm"
          />
        ) : null}
        {detail.phase === 'ready' ? (
          <>
            <Levels>
              <span>
                {t('chart.entry')}:{' '}
                <strong>{formatPrice(detail.signal.entry_price, lang, decimals)}</strong>
              </span>
              <span>
                {t('chart.stop')}:{' '}
                <strong>{formatPrice(detail.signal.stop_loss, lang, decimals)}</strong>
              </span>
              <span>
                {t('chart.target')}:{' '}
                <strong>{formatPrice(detail.signal.take_profit, lang, decimals)}</strong>
              </span>
              {text?.analysis_type ? (
                <span>
                  {t('field.analysis')}: <strong>{text.analysis_type}</strong>
                </span>
              ) : null}
            </Levels>
            {text?.description ? <Description>{text.description}</Description> : null}
            {detail.signal.locked ? null : (
              <SignalPriceChart
                signal={detail.signal}
                label={t('chart.levels')}
                texts={{
                  entry: t('chart.entry'),
                  stop: t('chart.stop'),
                  target: t('chart.target'),
                }}
                nowText={t('chart.now')}
                timeZone={timeZone}
              />
            )}
            <ChartImage signal={detail.signal} />
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}
