// The signed-in user's balance in UZS (decision 14's format, in the page's language).
import styled from 'styled-components';
import { $language, $user, formatUzs } from '@savdo/core';
import { token, useStore } from '@savdo/ui';
import { useAppT } from '../i18n/app-strings';
import { Icon } from './icons';

const Chip = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 38px;
  padding: 0 12px;
  border-radius: ${token('radius-md')};
  border: 1px solid ${token('color-border')};
  background: ${token('color-surface')};
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  & > svg {
    color: ${token('color-accent')};
    flex: none;
  }
  @media (max-width: 400px) {
    & > svg {
      display: none;
    }
  }
  @media (max-width: 480px) {
    height: 34px;
    padding: 0 8px;
    gap: 6px;
    font-size: 12px;
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

export function BalanceChip() {
  const t = useAppT();
  const user = useStore($user);
  const lang = useStore($language);
  if (!user) return null;
  const amount = formatUzs(user.balance, lang);
  return (
    <Chip data-testid="balance" title={`${t('header.balance')}: ${amount}`}>
      <Icon name="wallet" size={18} />
      <Label>{t('header.balance')}</Label>
      <Amount>{amount}</Amount>
    </Chip>
  );
}
