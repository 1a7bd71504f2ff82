// The dashboard's 'My Algo Trading Bots': up to three of my expert advisors
// (GET /algo-trade/my-purchases?limit=3) with their status (live) and gain, each linking to its
// page. Nothing while loading; on a failure the algo purchases load-failure text with a retry
// (a polite status, not an alert: the dashboard's own failure is the page's alert).
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '@savdo/core';
import { myExpertAdvisorsQuery, subscribeExpertAdvisorStatus } from '@savdo/core/algo';
import styled from 'styled-components';
import { Button, token, useLanguage, useStore, useT } from '@savdo/ui';
import { algoPaths, algoStrings } from '@savdo/ui/algo';

const $myBots = myExpertAdvisorsQuery(3);

// The product's accent, never the browser's default blue.
const BotLink = styled(Link)`
  color: ${token('color-accent')};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${token('color-accent-hover')};
    text-decoration: underline;
  }
`;

export function DashboardBots() {
  const a = useT(algoStrings);
  const lang = useLanguage();
  const value = useStore($myBots);
  const bots = value.data?.result.data ?? [];
  useEffect(() => subscribeExpertAdvisorStatus(() => undefined), []);
  if (value.error !== undefined && !value.loading && value.data === undefined)
    return (
      <p role="status" data-testid="dashboard-bots-failed">
        {a('purchasesLoadFailed')}{' '}
        <Button size="sm" variant="secondary" onClick={() => $myBots.invalidate()}>
          {a('retry')}
        </Button>
      </p>
    );
  if (bots.length === 0) return null;
  return (
    <ul data-testid="dashboard-bots">
      {bots.map((ea) => (
        <li key={ea.id} data-purchase-id={ea.id}>
          <BotLink to={algoPaths.mine(ea.id)}>{ea.name}</BotLink> ·{' '}
          <span data-status={ea.status}>{a(`status.${ea.status}`)}</span> ·{' '}
          <span data-figure="gain">
            {ea.gain_percent > 0 ? '+' : ''}
            {formatNumber(ea.gain_percent, lang)}%
          </span>
        </li>
      ))}
    </ul>
  );
}
