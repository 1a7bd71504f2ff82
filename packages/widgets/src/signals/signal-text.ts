// A signal's analysis text and analysis type in the widget's language: the
// translation when the signal carries one for it, else the plain field (decision 0121).
import type { Language, TradingSignal } from '@savdo/contract';

export interface SignalText {
  description: string | null;
  analysis_type: string | null;
}

type WithTexts = Pick<TradingSignal, 'description' | 'analysis_type' | 'translations'>;

export function signalText(signal: WithTexts, lang: Language): SignalText {
  const translated = signal.translations?.[lang];
  return {
    description: translated?.description ?? signal.description,
    analysis_type: translated?.analysis_type ?? signal.analysis_type,
  };
}
