// The dashboard's 'My Algo Trading Bots': up to three of my expert advisors
// (GET /algo-trade/my-purchases?limit=3) with their status (live) and gain, each linking to its
// page. Nothing while loading or on a failure: the card's own text and link stay.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '@savdo/core';
import { myExpertAdvisorsQuery, subscribeExpertAdvisorStatus } from '@savdo/core/algo';
import { useLanguage, useStore, useT } from '@savdo/ui';
import { algoPaths, algoStrings } from '@savdo/ui/algo';

const $myBots = myExpertAdvisorsQuery(3);

export function DashboardBots() {
  const a = useT(algoStrings);
  const lang = useLanguage();
  const bots = useStore($myBots).data?.result.data ?? [];
  useEffect(() => subscribeExpertAdvisorStatus(() => undefined), []);
  if (bots.length === 0) return null;
  return (
    <ul data-testid="dashboard-bots">
      {bots.map((ea) => (
        <li key={ea.id} data-purchase-id={ea.id}>
          <Link to={algoPaths.mine(ea.id)}>{ea.name}</Link> ·{' '}
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
