/**
 * Which price source the trading chart uses: the built-in demo feed unless
 * SAVDO_MARKET_FEED=twelve-data and TWELVE_DATA_API_KEY are set (decision 0261).
 */
export type MarketDataConfig =
  | { provider: 'demo' }
  | {
      provider: 'twelve-data';
      apiKey: string;
      /** https://api.twelvedata.com unless TWELVE_DATA_REST_URL says otherwise (a stand-in). */
      restUrl: string;
      /** wss://ws.twelvedata.com/v1/quotes/price unless TWELVE_DATA_WS_URL says otherwise. */
      socketUrl: string;
    };

type Env = Record<string, string | undefined>;

export function readMarketDataConfig(env: Env): MarketDataConfig {
  const provider = env.SAVDO_MARKET_FEED?.trim() || 'demo';
  if (provider === 'demo') return { provider: 'demo' };
  if (provider !== 'twelve-data') {
    throw new Error('SAVDO_MARKET_FEED must be demo or twelve-data');
  }
  const apiKey = env.TWELVE_DATA_API_KEY?.trim();
  if (!apiKey) throw new Error('SAVDO_MARKET_FEED=twelve-data needs TWELVE_DATA_API_KEY');
  return {
    provider,
    apiKey,
    restUrl: env.TWELVE_DATA_REST_URL?.trim() || 'https://api.twelvedata.com',
    socketUrl: env.TWELVE_DATA_WS_URL?.trim() || 'wss://ws.twelvedata.com/v1/quotes/price',
  };
}
