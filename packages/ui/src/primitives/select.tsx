// Select: a labelled native <select> (native for keyboard, screen-reader and mobile support).
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { token } from '../theme/tokens';
import { forwardDomProps } from '../theme/forward-props';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  FieldWrap,
  controlStyle,
  fieldAria,
} from './field-parts';
import { useFieldId } from './use-field-id';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label: ReactNode;
  options: readonly SelectOption[];
  error?: ReactNode;
  hint?: ReactNode;
}

const Control = styled.select.withConfig(forwardDomProps)<{ $invalid: boolean }>`
  ${controlStyle}
  padding-right: ${token('space-2')};
`;

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, error, hint, id, className, ...selectProps },
  ref,
) {
  const aria = fieldAria(useFieldId('select', id), hint, error);
  return (
    <FieldWrap className={className}>
      <FieldLabel htmlFor={aria.control.id}>{label}</FieldLabel>
      <Control ref={ref} $invalid={Boolean(error)} {...aria.control} {...selectProps}>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </Control>
      {hint ? <FieldHint id={aria.hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={aria.errorId}>{error}</FieldError> : null}
    </FieldWrap>
  );
});
