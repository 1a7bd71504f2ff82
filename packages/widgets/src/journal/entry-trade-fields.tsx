// The form's trade fields (docs/decisions/0317-journal-figures-from-prices.md, 0318): prices,
// size, point value, fees, stop, entry and exit time, and the setup and mistake tags with the
// trader's own tags as suggestions. What the prices give is shown as it is typed, by the same
// contract function the server stores.
import { useId, useMemo } from 'react';
import type { JournalFigures, Language } from '@savdo/contract';
import { formatNumber } from '@savdo/core';
import { journalTagsQuery } from '@savdo/core/journal';
import { TextField, useLanguage, useStore, useT } from '@savdo/ui';
import type { EntryFormValues } from './entry-form-state';
import { journalTradeStrings } from './trade-strings';

type TradeKey =
  | 'entry_price'
  | 'exit_price'
  | 'size'
  | 'point_value'
  | 'fees'
  | 'stop_price'
  | 'entry_time'
  | 'exit_time'
  | 'setup_tags'
  | 'mistake_tags';

const NUMBERS = [
  ['entry_price', 'trade.entryPrice'],
  ['exit_price', 'trade.exitPrice'],
  ['size', 'trade.size'],
  ['stop_price', 'trade.stopPrice'],
  ['fees', 'trade.fees'],
  ['point_value', 'trade.pointValue'],
] as const;

export interface EntryTradeFieldsProps {
  values: EntryFormValues;
  figures: JournalFigures | null;
  message: (field: TradeKey) => string | undefined;
  onChange: (field: TradeKey, value: string) => void;
}

/** In the interface's number style (uz and ru: 609,00), as the journal's table writes figures. */
const money = (n: number | null, lang: Language) =>
  n === null ? '—' : formatNumber(n, lang, { minDecimals: 2, maxDecimals: 2 });

export function EntryTradeFields({ values, figures, message, onChange }: EntryTradeFieldsProps) {
  const t = useT(journalTradeStrings);
  const lang = useLanguage();
  const listId = useId();
  const $tags = useMemo(() => journalTagsQuery(), []);
  const tags = useStore($tags).data?.result;
  return (
    <>
      <p className="wide legend">{t('trade.legend')}</p>
      {NUMBERS.map(([field, label]) => (
        <TextField
          key={field}
          label={t(label)}
          name={field}
          inputMode="decimal"
          value={values[field]}
          error={message(field)}
          hint={field === 'point_value' ? t('trade.pointValueHint') : undefined}
          onChange={(e) => onChange(field, e.target.value.replace(',', '.'))}
        />
      ))}
      <TextField
        label={t('trade.entryTime')}
        name="entry_time"
        type="datetime-local"
        value={values.entry_time}
        error={message('entry_time')}
        onChange={(e) => onChange('entry_time', e.target.value)}
      />
      <TextField
        label={t('trade.exitTime')}
        name="exit_time"
        type="datetime-local"
        value={values.exit_time}
        error={message('exit_time')}
        onChange={(e) => onChange('exit_time', e.target.value)}
      />
      <span />
      {figures ? (
        <p className="wide computed" role="status" data-computed="">
          {t('trade.computed', {
            pnl: money(figures.pnl, lang),
            risk: money(figures.risk, lang),
            r: figures.r === null ? '—' : formatNumber(figures.r, lang, { maxDecimals: 4 }),
          })}
        </p>
      ) : null}
      {(['setup_tags', 'mistake_tags'] as const).map((field) => (
        <TextField
          key={field}
          className="wide-half"
          label={t(field === 'setup_tags' ? 'trade.setupTags' : 'trade.mistakeTags')}
          name={field}
          value={values[field]}
          hint={t('trade.tagsHint')}
          list={`${listId}-${field}`}
          error={message(field)}
          onChange={(e) => onChange(field, e.target.value)}
        />
      ))}
      {(['setup_tags', 'mistake_tags'] as const).map((field) => {
        const typed = values[field].split(',');
        const head = typed.slice(0, -1).join(',');
        const own = (field === 'setup_tags' ? tags?.setup : tags?.mistake) ?? [];
        // Suggests the whole text with a tag completed, so a choice keeps the tags before it.
        return (
          <datalist key={field} id={`${listId}-${field}`}>
            {own.map((tag) => (
              <option key={tag} value={head ? `${head}, ${tag}` : tag} />
            ))}
          </datalist>
        );
      })}
    </>
  );
}
