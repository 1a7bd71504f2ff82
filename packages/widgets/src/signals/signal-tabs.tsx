// The five tabs of spec section 9 as an ARIA tab list: arrow keys, Home and End move between
// tabs (roving tabindex), and the selected tab controls the feed panel.
import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { SignalTab } from '@savdo/contract';
import { SIGNAL_TABS } from '@savdo/contract';
import { focusRing, token, useT } from '@savdo/ui';
import { SIGNALS_NAMESPACE } from './strings';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-1')};
  border-bottom: 1px solid ${token('color-border')};
`;

const Tab = styled.button<{ $selected: boolean }>`
  appearance: none;
  padding: ${token('space-2')} ${token('space-3')};
  border: 0;
  border-bottom: 2px solid ${(p) => (p.$selected ? token('color-accent') : 'transparent')};
  background: transparent;
  color: ${(p) => (p.$selected ? token('color-text') : token('color-text-muted'))};
  font: inherit;
  font-weight: ${(p) => (p.$selected ? 600 : 400)};
  cursor: pointer;
  ${focusRing}
`;

export interface SignalTabsProps {
  value: SignalTab;
  onChange: (tab: SignalTab) => void;
  panelId: string;
  idPrefix: string;
}

export function SignalTabs({ value, onChange, panelId, idPrefix }: SignalTabsProps) {
  const t = useT(SIGNALS_NAMESPACE);
  const refs = useRef<Partial<Record<SignalTab, HTMLButtonElement | null>>>({});

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = SIGNAL_TABS.indexOf(value);
    const last = SIGNAL_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = SIGNAL_TABS[next];
    if (!tab) return;
    onChange(tab);
    refs.current[tab]?.focus();
  };

  return (
    <List role="tablist" aria-label={t('tabsLabel')} part="tabs" onKeyDown={move}>
      {SIGNAL_TABS.map((tab) => (
        <Tab
          key={tab}
          ref={(node) => {
            refs.current[tab] = node;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab}`}
          aria-selected={tab === value}
          aria-controls={panelId}
          tabIndex={tab === value ? 0 : -1}
          $selected={tab === value}
          onClick={() => onChange(tab)}
        >
          {t(`tabs.${tab}`)}
        </Tab>
      ))}
    </List>
  );
}
