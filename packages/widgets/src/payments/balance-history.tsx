// BalanceHistory: the signed-in user's ledger, newest first, 20 entries a page with
// previous / next. On a partner page (public mode) or signed out it is a sign-in link and asks
// nothing: the ledger is private (docs/architecture.md). A live `balance` event refetches the page shown.
import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  token,
  useT,
  LoadFailed,
  WidgetTitle as Title,
  SignInNotice,
  useOwnSession,
} from '@savdo/ui';
import { LedgerSkeleton, LedgerTable } from './ledger-table';
import { balanceHistoryStrings } from './strings';
import { LEDGER_PAGE_SIZE, useLedgerPage } from './use-ledger-page';

export interface BalanceHistoryProps {
  hideTitle?: boolean;
}

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  min-width: 0;
  color: ${token('color-text')};
`;

const Scroller = styled.div`
  overflow-x: auto;
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
`;

function Ledger() {
  const t = useT(balanceHistoryStrings);
  const [page, setPage] = useState(1);
  const { value, retry } = useLedgerPage(page);
  const answer = value.data?.result;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / LEDGER_PAGE_SIZE)) : 1;

  if (value.error !== undefined && !value.loading) {
    return <LoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={retry} size="sm" />;
  }
  if (!answer) {
    return (
      <div aria-busy="true" aria-label={t('loading')} role="status">
        <LedgerSkeleton />
      </div>
    );
  }
  if (answer.total === 0) return <EmptyState title={t('empty')} text={t('emptyText')} />;

  return (
    <>
      <Scroller>
        <LedgerTable entries={answer.data} label={t('title')} />
      </Scroller>
      {pages > 1 ? (
        <Pager part="pager" aria-label={t('pager')}>
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('previous')}
          </Button>
          <span aria-live="polite">{t('pageOf', { page, pages })}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('next')}
          </Button>
        </Pager>
      ) : null}
    </>
  );
}

export function BalanceHistory({ hideTitle = false }: BalanceHistoryProps) {
  const t = useT(balanceHistoryStrings);
  const titleId = useId();
  const { signedIn, apiBase } = useOwnSession();
  if (!signedIn)
    return (
      <SignInNotice
        data-savdo-balance-history="sign-in"
        text={t('signInText')}
        linkText={t('signIn')}
        href={`${apiBase}/auth`}
      />
    );
  // Without its heading the widget sits in the page's own section: no second region of that name.
  if (hideTitle)
    return (
      <Region as="div">
        <Ledger />
      </Region>
    );
  return (
    <Region aria-labelledby={titleId}>
      <Title id={titleId}>{t('title')}</Title>
      <Ledger />
    </Region>
  );
}
