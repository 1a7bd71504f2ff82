// The signals feed's five tabs as the shared ARIA tab list (arrow keys, Home and End move
// between tabs), each controlling the feed panel.
import type { SignalTab } from '@savdo/contract';
import { SIGNAL_TABS } from '@savdo/contract';
import { Tabs, useT } from '@savdo/ui';
import { signalsStrings } from './strings';

export interface SignalTabsProps {
  value: SignalTab;
  onChange: (tab: SignalTab) => void;
  panelId: string;
  idPrefix: string;
}

export function SignalTabs({ value, onChange, panelId, idPrefix }: SignalTabsProps) {
  const t = useT(signalsStrings);
  return (
    <Tabs
      part="tabs"
      label={t('tabsLabel')}
      idPrefix={idPrefix}
      panelId={panelId}
      items={SIGNAL_TABS.map((tab) => ({ id: tab, label: t(`tabs.${tab}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}
