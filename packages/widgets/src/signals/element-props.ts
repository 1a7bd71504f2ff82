// The props <savdo-signals> passes from its attributes: text as written, checked here, so a
// wrong attribute value falls back to the default instead of breaking the widget.
import type { SignalStatus, SignalTab, SignalType, TimeZoneChoice } from '@savdo/contract';
import { DEFAULT_TIME_ZONE } from '@savdo/contract';
import { isTimeZoneChoice } from '@savdo/core';
import { isSignalStatus, isSignalTab, isSignalType } from './signal-filters';
import type { SignalsFeedProps } from './signals-feed';

export interface SignalsElementProps {
  tab?: string;
  signalType?: string;
  status?: string;
  timeZone?: string;
  hideTitle?: boolean;
  hideStats?: boolean;
  hideFilters?: boolean;
  hideNotifications?: boolean;
  signUpHref?: string;
  upgradeHref?: string;
}

export function feedPropsOf(props: SignalsElementProps): SignalsFeedProps {
  const tab: SignalTab = isSignalTab(props.tab) ? props.tab : 'all';
  const signalType: SignalType | undefined = isSignalType(props.signalType)
    ? props.signalType
    : undefined;
  const status: SignalStatus | undefined = isSignalStatus(props.status) ? props.status : undefined;
  const timeZone: TimeZoneChoice = isTimeZoneChoice(props.timeZone)
    ? props.timeZone
    : DEFAULT_TIME_ZONE;
  return {
    tab,
    signalType,
    status,
    timeZone,
    hideTitle: props.hideTitle === true,
    hideStats: props.hideStats === true,
    hideFilters: props.hideFilters === true,
    hideNotifications: props.hideNotifications === true,
    signUpHref: props.signUpHref || undefined,
    upgradeHref: props.upgradeHref || undefined,
  };
}
