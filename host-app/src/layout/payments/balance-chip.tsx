// The signed-in user's balance in UZS (the product's money format, in the page's language). It is a
// button: the top-up opens in a dialog over the current page (decision 0151), its code loaded
// on first open so every page does not carry it. It is also the page's listener for top-up
// requests (core's requestTopUp: a purchase that falls short, a `?top_up=` link), which open the
// same dialog pre-filled (decision 0161). The balance follows the live `balance` event
// (a payment landing, a purchase in another tab) as well as GET /users/me (use-fresh-user.ts).
import { Suspense, lazy, useState } from 'react';
import styled from 'styled-components';
import { $language, $user, formatUzs } from '@savdo/core';
import { $topUpRequest, clearTopUpRequest } from '@savdo/core/payments';
import { Modal, Spinner, focusRing, token, useStore, visuallyHidden } from '@savdo/ui';
import { useAppT } from '../../i18n/app-strings';
import { Icon } from '../icons';
import { useLiveBalance } from './use-live-balance';
import { useTopUpParam } from './use-top-up-param';
import { HEADER_COMPACT_MAX } from '../header-widths';

const loadTopUp = () => import('@savdo/widgets/payments');
// How to top up, beside the top-up (the contextual instructions, docs/features/banners.md).
const PageHelp = lazy(() => import('@savdo/ui/help').then((m) => ({ default: m.PageHelp })));

const TopUpHelp = styled.div`
  margin-top: 16px;
`;
const TopUp = lazy(() => loadTopUp().then((m) => ({ default: m.TopUp })));

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 38px;
  padding: 0 6px 0 12px;
  border-radius: ${token('radius-md')};
  border: 1px solid ${token('color-border')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  font: inherit;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition: border-color ${token('duration-fast')};
  &:hover {
    border-color: ${token('color-accent')};
  }
  ${focusRing}
  & > svg {
    color: ${token('color-accent')};
    flex: none;
  }
  @media (max-width: ${HEADER_COMPACT_MAX}px) {
    height: 34px;
    padding: 0 4px 0 8px;
    gap: 6px;
    font-size: 12px;
    & > svg:first-child {
      display: none;
    }
  }
`;

const Label = styled.span`
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  @media (max-width: 640px) {
    display: none;
  }
`;

const Amount = styled.strong`
  font-weight: 700;
`;

// The plus hides on a phone: the header fits only without it; the chip stays a button.
const Plus = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: ${token('radius-sm')};
  background: ${token('color-accent')};
  color: ${token('color-on-accent')};
  @media (max-width: ${HEADER_COMPACT_MAX}px) {
    display: none;
  }
`;

// The action, for the button's accessible name after the visible text (axe's label-in-name).
const Action = styled.span`
  ${visuallyHidden}
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 24px;
`;

export function BalanceChip() {
  const t = useAppT();
  const user = useStore($user);
  const lang = useStore($language);
  const request = useStore($topUpRequest);
  const [clicked, setClicked] = useState(false);
  const open = clicked || request !== null;
  const close = () => {
    setClicked(false);
    clearTopUpRequest();
  };

  useLiveBalance(user !== null);
  useTopUpParam(user !== null);

  if (!user) return null;
  const amount = formatUzs(user.balance, lang);
  return (
    <>
      <Chip
        type="button"
        data-testid="balance"
        aria-haspopup="dialog"
        title={`${t('header.balance')}: ${amount}. ${t('header.topUp')}`}
        onClick={() => setClicked(true)}
        // Fetch the form's code as the pointer or focus arrives, so the dialog opens filled.
        onPointerEnter={() => void loadTopUp()}
        onFocus={() => void loadTopUp()}
      >
        <Icon name="wallet" size={18} />
        <Label>{t('header.balance')}</Label>
        <Amount>{amount}</Amount>
        <Plus aria-hidden="true">
          <Icon name="plus" size={16} />
        </Plus>
        <Action>{t('header.topUp')}</Action>
      </Chip>
      <Modal open={open} onClose={close} title={t('header.topUp')} part="top-up">
        <Suspense
          fallback={
            <Loading>
              <Spinner />
            </Loading>
          }
        >
          <TopUp hideTitle amount={request?.amount ?? undefined} />
          <Suspense fallback={null}>
            <TopUpHelp>
              <PageHelp location="top_up" variant="inline" />
            </TopUpHelp>
          </Suspense>
        </Suspense>
      </Modal>
    </>
  );
}
