// The signals feed's tabs (all, crypto, forex, stock, commodity) and how they map onto the
// stored asset types (decision 6), plus the test of whether a signal belongs in a filtered feed.
import type {
  AssetType,
  SignalFilters,
  SignalStatus,
  SignalTab,
  SignalType,
  TradingSignal,
} from '@savdo/contract';
import { SIGNAL_STATUSES, SIGNAL_TABS, SIGNAL_TYPES } from '@savdo/contract';

// The value lists are the contract's (the schema and the SQL CHECKs use the same ones); they
// are re-exported here for the widget's own modules that already import them from this file.
export { ASSET_TYPES, SIGNAL_STATUSES, SIGNAL_TYPES } from '@savdo/contract';

const TAB_ASSET: Record<SignalTab, AssetType | undefined> = {
  all: undefined,
  crypto: 'crypto',
  forex: 'forex',
  stock: 'stocks',
  commodity: 'commodities',
};

export function isSignalTab(value: unknown): value is SignalTab {
  return typeof value === 'string' && (SIGNAL_TABS as readonly string[]).includes(value);
}

export function isSignalType(value: unknown): value is SignalType {
  return typeof value === 'string' && (SIGNAL_TYPES as readonly string[]).includes(value);
}

export function isSignalStatus(value: unknown): value is SignalStatus {
  return typeof value === 'string' && (SIGNAL_STATUSES as readonly string[]).includes(value);
}

/** The asset_type filter of a tab (none for 'all'). */
export function tabAssetType(tab: SignalTab): AssetType | undefined {
  return TAB_ASSET[tab];
}

/** The filters the feed asks the server for. */
export function feedFilters(
  tab: SignalTab,
  signalType: SignalType | undefined,
  status: SignalStatus | undefined,
): SignalFilters {
  const filters: SignalFilters = {};
  const assetType = tabAssetType(tab);
  if (assetType) filters.asset_type = assetType;
  if (signalType) filters.signal_type = signalType;
  if (status) filters.status = status;
  return filters;
}

/** Whether a signal belongs in a feed with these filters (the server's rule, for live events). */
export function matchesFilters(signal: TradingSignal, filters: SignalFilters): boolean {
  return (
    (filters.asset_type === undefined || signal.asset_type === filters.asset_type) &&
    (filters.signal_type === undefined || signal.type === filters.signal_type) &&
    (filters.status === undefined || signal.status === filters.status)
  );
}

/** A stable key of the filters, for effects and caches. */
export function filtersKey(filters: SignalFilters): string {
  return `${filters.asset_type ?? '*'}|${filters.signal_type ?? '*'}|${filters.status ?? '*'}`;
}

/** A tab and filters from text (a URL's query): anything unknown falls back to "all". */
export function filterChoiceOf(text: {
  tab?: string | null;
  signalType?: string | null;
  status?: string | null;
}): { tab: SignalTab; signalType?: SignalType; status?: SignalStatus } {
  return {
    tab: isSignalTab(text.tab) ? text.tab : 'all',
    signalType: isSignalType(text.signalType) ? text.signalType : undefined,
    status: isSignalStatus(text.status) ? text.status : undefined,
  };
}
