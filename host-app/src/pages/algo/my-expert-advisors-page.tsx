// /algo-trading/my: My Expert Advisors (docs/decisions/0282-expert-advisor-delivery.md), every
// expert advisor I bought with its platform, status (live: the `expert_advisor.status` event
// refetches the list) with the bridge's marks (offline since, a wrong account, last seen) and
// gain; each links to its page with the file and install steps. Empty: a link to the market.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '@savdo/core';
import { myExpertAdvisorsQuery, subscribeExpertAdvisorStatus } from '@savdo/core/algo';
import { LoadFailed, Skeleton, useLanguage, useStore, useT } from '@savdo/ui';
import { BridgeMarks, algoPaths, algoStrings } from '@savdo/ui/algo';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

const $mine = myExpertAdvisorsQuery(100);

export default function MyExpertAdvisorsPage() {
  const t = useAppT();
  const a = useT(algoStrings);
  const lang = useLanguage();
  const value = useStore($mine);
  useEffect(() => subscribeExpertAdvisorStatus(() => undefined), []);
  const list = value.data?.result.data;
  let body;
  if (value.error !== undefined && !value.loading && list === undefined)
    body = (
      <LoadFailed
        title={a('purchasesLoadFailed')}
        retryLabel={a('retry')}
        onRetry={() => $mine.invalidate()}
      />
    );
  else if (list === undefined) body = <Skeleton height="8rem" />;
  else if (list.length === 0)
    body = (
      <p data-testid="my-expert-advisors-empty">
        {t('pages.myAlgoList.empty')}{' '}
        <Link to={algoPaths.market()}>{t('pages.myAlgoList.browse')}</Link>
      </p>
    );
  else
    body = (
      <ul data-testid="my-expert-advisors">
        {list.map((ea) => (
          <li key={ea.id} data-purchase-id={ea.id}>
            <Link to={algoPaths.mine(ea.id)}>{ea.name}</Link> · {ea.platform} ·{' '}
            <span data-status={ea.status}>{a(`status.${ea.status}`)}</span> ·{' '}
            <span data-figure="gain">
              {ea.gain_percent > 0 ? '+' : ''}
              {formatNumber(ea.gain_percent, lang)}%
            </span>{' '}
            <BridgeMarks connection={ea.connection} login={ea.login} platform={ea.platform} />
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <PageHeader
        title={t('pages.myAlgoList.title')}
        description={t('pages.myAlgoList.description')}
      />
      {body}
    </>
  );
}
