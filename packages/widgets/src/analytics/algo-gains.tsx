// Algo bots' gains: my expert advisors (GET /algo-trade/my-purchases) with each one's total gain
// as a bar against the best and worst, its profit and status; live status changes refetch it.
import { useEffect } from 'react';
import styled from 'styled-components';
import type { AlgoPurchase } from '@savdo/contract';
import { formatNumber } from '@savdo/core';
import { myExpertAdvisorsQuery, subscribeExpertAdvisorStatus } from '@savdo/core/algo';
import {
  LoadFailed,
  Skeleton,
  TextLink,
  token,
  useLanguage,
  useStore,
  useT,
  hasAnswered,
  useReportSettled,
} from '@savdo/ui';
import { algoPaths, algoStrings } from '@savdo/ui/algo';
import { CourseLink, type NavigateTo } from '@savdo/ui/courses';
import { Figure, Section, toneOf } from './section';
import { analyticsStrings } from './strings';

/** Expert advisors read for the section (the spec's optional limit). */
export const ANALYTICS_EA_LIMIT = 50;
const $advisors = myExpertAdvisorsQuery(ANALYTICS_EA_LIMIT);

const List = styled.ul`
  display: grid;
  gap: ${token('space-3')};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${token('space-1')} ${token('space-2')};
    font-variant-numeric: tabular-nums;
  }
  .bar {
    grid-column: 1 / -1;
    height: 0.5rem;
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface')};
    overflow: hidden;
  }
  .bar span {
    display: block;
    height: 100%;
    background: ${token('color-success')};
  }
  .bar span[data-tone='down'] {
    background: ${token('color-danger')};
  }
  small {
    color: ${token('color-text-muted')};
  }
`;

function percent(value: number, lang: ReturnType<typeof useLanguage>): string {
  return `${value > 0 ? '+' : ''}${formatNumber(value, lang, { minDecimals: 2, maxDecimals: 2 })}%`;
}

export function AlgoGains({ onNavigate }: { onNavigate?: NavigateTo }) {
  const t = useT(analyticsStrings);
  const ta = useT(algoStrings);
  const lang = useLanguage();
  const value = useStore($advisors);
  useReportSettled(hasAnswered(value));
  useEffect(() => subscribeExpertAdvisorStatus(() => undefined), []);
  const advisors: AlgoPurchase[] = value.data?.result.data ?? [];
  const widest = Math.max(1, ...advisors.map((a) => Math.abs(a.gain_percent)));
  const total = advisors.reduce((sum, a) => sum + a.profit, 0);
  return (
    <Section part="algo" aria-labelledby="analytics-algo">
      <h2 id="analytics-algo">{t('algo.title')}</h2>
      {value.data ? (
        advisors.length === 0 ? (
          <p>
            {t('algo.empty')}.{' '}
            <TextLink as={CourseLink} to={algoPaths.market()} onNavigate={onNavigate}>
              {t('algo.market')}
            </TextLink>
          </p>
        ) : (
          <>
            <dl>
              <Figure
                name={t('algo.total')}
                value={formatNumber(total, lang, { minDecimals: 2, maxDecimals: 2 })}
                tone={toneOf(total)}
              />
            </dl>
            <List>
              {advisors.map((a) => (
                <li key={a.id}>
                  <TextLink as={CourseLink} to={algoPaths.mine(a.id)} onNavigate={onNavigate}>
                    {a.name}
                  </TextLink>
                  <strong data-tone={toneOf(a.gain_percent)}>
                    {percent(a.gain_percent, lang)}
                  </strong>
                  <div className="bar" aria-hidden="true">
                    <span
                      data-tone={toneOf(a.gain_percent)}
                      style={{ width: `${(Math.abs(a.gain_percent) / widest) * 100}%` }}
                    />
                  </div>
                  <small>
                    {ta(`status.${a.status}`)} · {t('algo.profit')}{' '}
                    {formatNumber(a.profit, lang, { minDecimals: 2, maxDecimals: 2 })}
                  </small>
                </li>
              ))}
            </List>
          </>
        )
      ) : value.error && !value.loading ? (
        <LoadFailed
          size="sm"
          title={t('algo.failed')}
          retryLabel={t('retry')}
          onRetry={() => $advisors.invalidate()}
        />
      ) : (
        <Skeleton height="8rem" />
      )}
    </Section>
  );
}
