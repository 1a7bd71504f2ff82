// The props <savdo-signals> passes from its attributes: text as written, checked here, so a
// wrong attribute value falls back to the default instead of breaking the widget.
import type { SignalStatus, SignalTab, SignalType, TimeZoneChoice } from '@savdo/contract';
import { DEFAULT_TIME_ZONE } from '@savdo/contract';
import { isTimeZoneChoice } from '@savdo/core';
import { isSignalStatus, isSignalTab, isSignalType } from './signal-filters';
import type { SignalsFeedProps, SignalsFilterChoice } from './signals-feed';

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

/** A tab and filters from text (attributes, a URL): anything unknown falls back to "all". */
export function filterChoiceOf(text: {
  tab?: string | null;
  signalType?: string | null;
  status?: string | null;
}): SignalsFilterChoice {
  const tab: SignalTab = isSignalTab(text.tab) ? text.tab : 'all';
  const signalType: SignalType | undefined = isSignalType(text.signalType)
    ? text.signalType
    : undefined;
  const status: SignalStatus | undefined = isSignalStatus(text.status) ? text.status : undefined;
  return { tab, signalType, status };
}

export function feedPropsOf(props: SignalsElementProps): SignalsFeedProps {
  const { tab, signalType, status } = filterChoiceOf(props);
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
