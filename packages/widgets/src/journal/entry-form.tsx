// The create/edit form in a modal, with the journal's field labels (docs/product.md, "Pages",
// /trading-journal): direction, profitable flag, P&L and risk in dollars, risk/reward, chart images
// at 15 minutes, 1 hour and after the trade with previews, analysis points for 15 minutes and 1
// hour, notes. Checked before sending (clear messages per field); the server's field messages are
// shown the same way. Closing with unsaved changes asks first, and leaving the page warns.
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  JOURNAL_IMAGE_FIELDS,
  TRADE_DIRECTIONS,
  type JournalEntry,
  type JournalImageField,
} from '@savdo/contract';
import { $coreConfig, apiErrorMessage, apiFieldErrors } from '@savdo/core';
import { journalApi, journalChanged } from '@savdo/core/journal';
import { useStagedCount } from '@savdo/ui/hooks/use-staged-count';
import {
  Button,
  Checkbox,
  DateField,
  Modal,
  Select,
  TextField,
  token,
  useStore,
  useT,
} from '@savdo/ui';
import {
  TRADE_ERROR_KEYS,
  createRequest,
  emptyForm,
  formFigures,
  formOf,
  isDirty,
  updateRequest,
  validateEntryForm,
  type EntryFormValues,
  type FormErrors,
} from './entry-form-state';
import { ImageField, PointsEditor } from './entry-form-parts';
import { EntryTradeFields } from './entry-trade-fields';
import { imageUrl } from './journal-format';
import { tradingJournalStrings } from './strings';
import { journalTradeStrings } from './trade-strings';

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${token('space-3')};
  .wide {
    grid-column: 1 / -1;
  }
  .half {
    grid-column: span 1;
  }
  textarea {
    width: 100%;
    min-height: 5rem;
    box-sizing: border-box;
    padding: ${token('space-2')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-bg')};
    color: ${token('color-text')};
    font: inherit;
  }
  label.notes {
    display: grid;
    gap: ${token('space-1')};
    font-size: ${token('font-size-sm')};
  }
  .error {
    color: ${token('color-danger')};
    font-size: ${token('font-size-sm')};
  }
  .legend,
  .computed {
    margin: 0;
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
  }
  .computed {
    font-weight: 600;
    color: ${token('color-text')};
  }
  .wide-half {
    grid-column: 1 / -1;
  }
  .confirm {
    padding: ${token('space-2')} ${token('space-3')};
    border-radius: ${token('radius-md')};
    background: ${token('color-warning-soft')};
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-2')};
    align-items: center;
  }
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

/** The two chart titles (15 minutes, 1 hour), each with its label. */
const TITLE_FIELDS = [
  ['before_title_1', 'form.title1'],
  ['before_title_2', 'form.title2'],
] as const;

const IMAGE_LABELS = {
  before_image_1: 'form.image1',
  before_image_2: 'form.image2',
  after_image: 'form.imageAfter',
} as const;

export interface EntryFormProps {
  /** The entry being edited; none for a new one. */
  entry?: JournalEntry;
  onClose: () => void;
  onSaved: (entry: JournalEntry) => void;
}

export function EntryForm({ entry, onClose, onSaved }: EntryFormProps) {
  const t = useT(tradingJournalStrings);
  const tt = useT(journalTradeStrings);
  const { apiBase } = useStore($coreConfig);
  const start = useMemo(
    () =>
      entry
        ? formOf(entry)
        : emptyForm({ title1: t('form.defaultTitle1'), title2: t('form.defaultTitle2') }),
    [entry, t],
  );
  const [values, setValues] = useState<EntryFormValues>(start);
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const dirty = isDirty(start, values);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const set = <K extends keyof EntryFormValues>(key: K, value: EntryFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerErrors((e) => ({ ...e, [key]: '' }));
  };
  const setImage = (field: JournalImageField, file: File | null | undefined) =>
    setValues((v) => {
      const images = { ...v.images };
      if (file === undefined) delete images[field];
      else images[field] = file;
      return { ...v, images };
    });
  const message = (field: keyof FormErrors): string | undefined => {
    const key = errors[field];
    if (key && TRADE_ERROR_KEYS.includes(key))
      return tt(`errors.${key as 'price' | 'prices' | 'tags' | 'exitBeforeEntry'}`);
    return key
      ? t(`errors.${key as Exclude<typeof key, 'price' | 'prices' | 'tags' | 'exitBeforeEntry'>}`)
      : serverErrors[field] || undefined;
  };
  const figures = useMemo(() => formFigures(values), [values]);

  const close = () => (dirty && !saving ? setConfirming(true) : onClose());

  const submit = async () => {
    const found = validateEntryForm(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const answer = entry
        ? await (() => {
            const { fields, parts } = updateRequest(entry, values);
            return journalApi.updateJournalEntry(entry.id, fields, parts);
          })()
        : await (() => {
            const { fields, parts } = createRequest(values);
            return journalApi.createJournalEntry(fields, parts);
          })();
      journalChanged();
      onSaved(answer.result);
    } catch (error) {
      setServerErrors(apiFieldErrors(error));
      setFailure(apiErrorMessage(error, t('form.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const stage = useStagedCount(3);
  return (
    <Modal
      open
      onClose={close}
      part="entry-form"
      width={860}
      title={entry ? t('form.editTitle') : t('form.createTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            {t('form.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={saving}>
            {saving ? t('form.saving') : t('form.save')}
          </Button>
        </>
      }
    >
      <Grid
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {confirming ? (
          <div className="confirm wide" role="alertdialog" aria-label={t('form.unsaved')}>
            <span>{t('form.unsaved')}</span>
            <Button size="sm" variant="danger" onClick={onClose}>
              {t('form.discard')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              {t('form.keepEditing')}
            </Button>
          </div>
        ) : null}
        {failure ? (
          <div className="error wide" role="alert">
            {failure}
          </div>
        ) : null}
        <TextField
          label={t('form.symbol')}
          name="symbol"
          value={values.symbol}
          maxLength={20}
          error={message('symbol')}
          onChange={(e) => set('symbol', e.target.value.toUpperCase())}
        />
        <DateField
          label={t('form.tradeDate')}
          name="trade_date"
          value={values.trade_date}
          error={message('trade_date')}
          onChange={(date) => set('trade_date', date)}
        />
        <Select
          label={t('form.direction')}
          name="direction"
          value={values.direction}
          options={TRADE_DIRECTIONS.map((d) => ({ value: d, label: t(`direction.${d}`) }))}
          onChange={(e) => set('direction', e.target.value as EntryFormValues['direction'])}
        />
        <TextField
          label={t('form.pnl')}
          name="pnl"
          inputMode="decimal"
          value={figures ? String(figures.pnl) : values.pnl}
          readOnly={figures !== null}
          error={message('pnl')}
          onChange={(e) => {
            const text = e.target.value;
            const n = Number(text.replace(',', '.'));
            // The profitable flag follows the P&L's sign as it is typed; the user may still set it.
            setValues((v) => ({
              ...v,
              pnl: text,
              win: text.trim() && Number.isFinite(n) && n !== 0 ? n > 0 : v.win,
            }));
          }}
        />
        <TextField
          label={t('form.risk')}
          name="risk"
          inputMode="decimal"
          value={figures?.risk != null ? String(figures.risk) : values.risk}
          readOnly={figures?.risk != null}
          error={message('risk')}
          onChange={(e) => set('risk', e.target.value)}
        />
        <TextField
          label={t('form.rr')}
          name="rr"
          inputMode="decimal"
          value={values.rr}
          error={message('rr')}
          onChange={(e) => set('rr', e.target.value)}
        />
        <div className="wide">
          <Checkbox
            label={t('form.win')}
            name="win"
            checked={figures ? figures.win : values.win}
            disabled={figures !== null}
            error={message('win')}
            onChange={(e) => set('win', e.target.checked)}
          />
        </div>
        {/* The form in three painted frames, each a short task: the outcome first, then the
            trade's prices and titles, then the images, analysis points and notes
            (docs/decisions/0330-interactions-bench.md). */}
        {stage < 2 ? null : (
          <>
            <EntryTradeFields
              values={values}
              figures={figures}
              message={message}
              onChange={(field, value) => set(field, value)}
            />
            {TITLE_FIELDS.map(([field, label]) => (
              <TextField
                key={field}
                label={t(label)}
                name={field}
                value={values[field]}
                maxLength={120}
                error={message(field)}
                onChange={(e) => set(field, e.target.value)}
              />
            ))}
            <span />
          </>
        )}
        {stage < 3 ? null : (
          <>
            {JOURNAL_IMAGE_FIELDS.map((field) => (
              <ImageField
                key={field}
                name={field}
                label={t(IMAGE_LABELS[field])}
                file={values.images[field]}
                storedUrl={entry?.[field] ? imageUrl(entry[field] ?? '', apiBase) : null}
                error={message(field)}
                onChange={(file) => setImage(field, file)}
              />
            ))}
            <div className="wide">
              <PointsEditor
                name="description_1"
                legend={t('form.points1')}
                items={values.description_1}
                error={message('description_1')}
                onChange={(items) => set('description_1', items)}
              />
            </div>
            <div className="wide">
              <PointsEditor
                name="description_2"
                legend={t('form.points2')}
                items={values.description_2}
                error={message('description_2')}
                onChange={(items) => set('description_2', items)}
              />
            </div>
            <label className="notes wide">
              {t('form.notes')}
              <textarea
                name="notes"
                value={values.notes}
                maxLength={5000}
                onChange={(e) => set('notes', e.target.value)}
              />
              {message('notes') ? <span className="error">{message('notes')}</span> : null}
            </label>
          </>
        )}
      </Grid>
    </Modal>
  );
}
