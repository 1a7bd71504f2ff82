// DateField: a date typed and shown in the interface language, not the browser's (a native
// <input type="date"> follows the browser's locale whatever `lang` says): uz and ru 22.11.2026,
// en 22 Nov 2026 (docs/decisions/0306-date-and-file-controls-follow-the-interface-language.md).
// `value` and `onChange` carry ISO yyyy-mm-dd ('' when empty); the text commits on blur and
// Enter, and a text that names no date, or one outside min/max, shows an error and changes
// nothing. The calendar button loads the month picker on its first use (`@savdo/ui/date-picker`).
import {
  Suspense,
  forwardRef,
  lazy,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { token } from '../theme/tokens';
import { forwardDomProps } from '../theme/forward-props';
import { useLanguage, useT } from '../i18n/language-context';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  FieldWrap,
  controlStyle,
  fieldAria,
} from './field-parts';
import { focusRing } from './focus-ring';
import { useFieldId } from './use-field-id';
import { dateText, parseDateText } from './date-text';
import { dateFieldStrings } from './date-field-strings';

const DatePicker = lazy(() => import('../date-picker'));

export interface DateFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'size'
> {
  label: ReactNode;
  /** ISO yyyy-mm-dd, '' when empty. */
  value: string;
  /** Called with ISO yyyy-mm-dd ('' when cleared), only with a date within min and max. */
  onChange: (value: string) => void;
  /** ISO yyyy-mm-dd bounds, inclusive. */
  min?: string;
  max?: string;
  error?: ReactNode;
  hint?: ReactNode;
}

const Input = styled.input.withConfig(forwardDomProps)<{ $invalid: boolean }>`
  ${controlStyle}
`;

const Row = styled.div`
  display: flex;
  gap: ${token('space-1')};
`;

const Open = styled.button`
  flex: none;
  width: ${token('control-height')};
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  cursor: pointer;
  ${focusRing}
`;

export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, value, onChange, min, max, error, hint, id, className, onBlur, onKeyDown, ...rest },
  ref,
) {
  const lang = useLanguage();
  const t = useT(dateFieldStrings);
  const fieldId = useFieldId('date', id);
  const [text, setText] = useState(() => dateText(value, lang));
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const row = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The text follows the value and the language when either changes from outside.
  const [shown, setShown] = useState(value + lang);
  if (shown !== value + lang) {
    setShown(value + lang);
    setText(dateText(value, lang));
    setProblem(null);
  }

  const accept = (iso: string) => {
    setProblem(null);
    setText(dateText(iso, lang));
    if (iso !== value) onChange(iso);
  };
  const commit = () => {
    const iso = parseDateText(text, lang);
    if (iso === null) return setProblem(t('invalid'));
    if (iso && min && iso < min) return setProblem(t('beforeMin', { date: dateText(min, lang) }));
    if (iso && max && iso > max) return setProblem(t('afterMax', { date: dateText(max, lang) }));
    accept(iso);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const shownError = problem ?? error;
  const aria = fieldAria(fieldId, hint, shownError);
  return (
    <FieldWrap className={className} data-savdo-date-field="">
      <FieldLabel htmlFor={aria.control.id}>{label}</FieldLabel>
      <Row ref={row}>
        <Input
          ref={ref}
          type="text"
          autoComplete="off"
          placeholder={t('placeholder')}
          $invalid={Boolean(shownError)}
          {...aria.control}
          {...rest}
          value={text}
          data-value={value}
          onChange={(e) => setText(e.target.value)}
          onBlur={(e) => {
            commit();
            onBlur?.(e);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            if (e.key === 'ArrowDown' && e.altKey) setOpen(true);
            onKeyDown?.(e);
          }}
        />
        <Open
          ref={button}
          type="button"
          aria-label={t('open')}
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={rest.disabled}
          onClick={() => setOpen((o) => !o)}
        >
          <svg
            viewBox="0 0 16 16"
            width="16"
            height="16"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
          >
            <rect x="2" y="3" width="12" height="11" rx="1" />
            <path d="M2 6h12M5 1v3M11 1v3" />
          </svg>
        </Open>
      </Row>
      {open ? (
        <Suspense fallback={null}>
          <DatePicker
            anchor={row}
            value={parseDateText(text, lang) || value}
            min={min}
            max={max}
            onPick={(iso) => {
              accept(iso);
              close(true);
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
      {hint ? <FieldHint id={aria.hintId}>{hint}</FieldHint> : null}
      {shownError ? <FieldError id={aria.errorId}>{shownError}</FieldError> : null}
    </FieldWrap>
  );
});
