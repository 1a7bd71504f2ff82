// An expert advisor's purchase form in its edit dialog: per field the buyer fills in, its label
// in English, Uzbek and Russian and its example, and what its type has (the brokers to choose
// from, a text's longest answer, a number's bounds and step). Names, types and "required" are
// the product's: each value has its own column in the purchase. The schema's or the server's
// refusal shows under the fields.
import styled from 'styled-components';
import {
  ADMIN_FORM_FIELD_NAMES,
  type AdminFormFieldInput,
  type AlgoFormField,
} from '@savdo/contract';
import { Stack, TextField, token, useT } from '@savdo/ui';
import { LongTextField } from './long-text-field';
import { numberOf } from './numbers';
import { contentStrings } from './strings';

export interface FieldDraft {
  name: AdminFormFieldInput['name'];
  /** The label it had when the dialog opened: names the inputs while the label is edited. */
  title: string;
  type: AlgoFormField['type'];
  label: string;
  uz: string;
  ru: string;
  placeholder: string;
  options: string;
  max_length: string;
  min: string;
  max: string;
  step: string;
}

const Failure = styled.p`
  margin: 0;
  color: ${token('color-danger')};
`;

const text = (n: number | undefined) => (n === undefined ? '' : String(n));
const editable = (name: string): name is AdminFormFieldInput['name'] =>
  (ADMIN_FORM_FIELD_NAMES as readonly string[]).includes(name);

export function fieldDraftsOf(fields: readonly AlgoFormField[]): FieldDraft[] {
  return fields.flatMap((f) =>
    editable(f.name)
      ? [
          {
            name: f.name,
            title: f.label,
            type: f.type,
            label: f.label,
            uz: f.labels.uz ?? '',
            ru: f.labels.ru ?? '',
            placeholder: f.placeholder ?? '',
            options: (f.options ?? []).join('\n'),
            max_length: text(f.max_length),
            min: text(f.min),
            max: text(f.max),
            step: text(f.step),
          },
        ]
      : [],
  );
}

/** The contract's `form_fields`: only what each type takes, empty texts left out. */
export function formFieldsOf(rows: readonly FieldDraft[]): AdminFormFieldInput[] {
  return rows.map((row) => {
    const labels = {
      ...(row.uz.trim() ? { uz: row.uz.trim() } : {}),
      ...(row.ru.trim() ? { ru: row.ru.trim() } : {}),
    };
    const out: AdminFormFieldInput = { name: row.name, label: row.label.trim(), labels };
    if (row.placeholder.trim()) out.placeholder = row.placeholder.trim();
    if (row.type === 'select')
      out.options = row.options
        .split('\n')
        .map((o) => o.trim())
        .filter(Boolean);
    if (row.type === 'text' && row.max_length.trim()) out.max_length = numberOf(row.max_length);
    if (row.type === 'number') {
      if (row.min.trim()) out.min = numberOf(row.min);
      if (row.max.trim()) out.max = numberOf(row.max);
      if (row.step.trim()) out.step = numberOf(row.step);
    }
    return out;
  });
}

export function BotFormEditor(props: {
  rows: FieldDraft[];
  error?: string;
  onChange: (rows: FieldDraft[]) => void;
}) {
  const t = useT(contentStrings);
  const { rows, onChange } = props;
  const update = (i: number, patch: Partial<FieldDraft>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <fieldset data-bot-form-fields>
      <legend>{t('bots.formFields')}</legend>
      <Stack $gap={2}>
        <p>{t('bots.formFieldsHint')}</p>
        {rows.map((row, i) => {
          const field = row.title;
          const input = (key: 'min' | 'max' | 'step' | 'max_length', label: string) => (
            <TextField
              label={label}
              inputMode="decimal"
              value={row[key]}
              onChange={(e) => update(i, { [key]: e.target.value })}
            />
          );
          return (
            <Stack key={row.name} $gap={1} data-form-field={row.name}>
              <TextField
                label={t('bots.fieldLabel', { field })}
                value={row.label}
                onChange={(e) => update(i, { label: e.target.value })}
              />
              <TextField
                label={t('bots.fieldLabelUz', { field })}
                value={row.uz}
                onChange={(e) => update(i, { uz: e.target.value })}
              />
              <TextField
                label={t('bots.fieldLabelRu', { field })}
                value={row.ru}
                onChange={(e) => update(i, { ru: e.target.value })}
              />
              <TextField
                label={t('bots.fieldPlaceholder', { field })}
                value={row.placeholder}
                onChange={(e) => update(i, { placeholder: e.target.value })}
              />
              {row.type === 'select' ? (
                <LongTextField
                  label={t('bots.fieldOptions', { field })}
                  value={row.options}
                  onChange={(e) => update(i, { options: e.target.value })}
                />
              ) : null}
              {row.type === 'text'
                ? input('max_length', t('bots.fieldMaxLength', { field }))
                : null}
              {row.type === 'number' ? (
                <>
                  {input('min', t('bots.fieldMin', { field }))}
                  {input('max', t('bots.fieldMax', { field }))}
                  {input('step', t('bots.fieldStep', { field }))}
                </>
              ) : null}
            </Stack>
          );
        })}
        {props.error ? <Failure role="alert">{props.error}</Failure> : null}
      </Stack>
    </fieldset>
  );
}
