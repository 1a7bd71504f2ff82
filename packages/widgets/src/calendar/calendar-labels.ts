// Every word a calendar row needs, translated once per language for the whole table: a row
// then renders plain elements with no hook of its own, which keeps 2,000 rows fast.
import { useMemo } from 'react';
import type { EventImpact, Language } from '@savdo/contract';
import { useLanguage, useT } from '@savdo/ui';
import type { Comparison } from './compare-actual';
import { calendarStrings } from './strings';

export type FlagName = 'tentative' | 'preliminary' | 'report' | 'speech';

export interface CalendarLabels {
  lang: Language;
  impact: Record<EventImpact, { level: string; title: string }>;
  compare: Record<Comparison, string>;
  flags: Record<FlagName, string>;
  pending: string;
  /** The figures' column names, which label them where rows stack on a phone. */
  figures: Record<FigureColumn, string>;
}

export type FigureColumn = 'actual' | 'forecast' | 'previous' | 'consensus';

export function useCalendarLabels(): CalendarLabels {
  const t = useT(calendarStrings);
  const lang = useLanguage();
  return useMemo(() => {
    const impact = (level: EventImpact) => {
      const text = t(`impactLevel.${level}`);
      return { level: text, title: t('impactText', { level: text }) };
    };
    return {
      lang,
      impact: { low: impact('low'), medium: impact('medium'), high: impact('high') },
      compare: { better: t('compare.better'), worse: t('compare.worse'), same: t('compare.same') },
      flags: {
        tentative: t('flags.tentative'),
        preliminary: t('flags.preliminary'),
        report: t('flags.report'),
        speech: t('flags.speech'),
      },
      pending: t('pending'),
      figures: {
        actual: t('columns.actual'),
        forecast: t('columns.forecast'),
        previous: t('columns.previous'),
        consensus: t('columns.consensus'),
      },
    };
  }, [t, lang]);
}
