// Checkbox: a native checkbox with its label as the click target, plus an optional error.
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { token } from '../theme/tokens';
import { forwardDomProps } from '../theme/forward-props';
import { FieldError, FieldHint, fieldAria } from './field-parts';
import { useFieldId } from './use-field-id';
import { focusRing } from './focus-ring';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
`;

const Label = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${token('space-2')};
  cursor: pointer;
  font-size: ${token('font-size-md')};
`;

const Box = styled.input.withConfig(forwardDomProps)`
  width: ${token('checkbox-size')};
  height: ${token('checkbox-size')};
  margin: calc(${token('space-1')} / 2) 0 0;
  flex: none;
  accent-color: ${token('color-accent')};
  ${focusRing}
`;

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, hint, id, className, ...inputProps },
  ref,
) {
  const aria = fieldAria(useFieldId('check', id), hint, error);
  return (
    <Wrap className={className}>
      <Label htmlFor={aria.control.id}>
        <Box ref={ref} type="checkbox" {...aria.control} {...inputProps} />
        <span>{label}</span>
      </Label>
      {hint ? <FieldHint id={aria.hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={aria.errorId}>{error}</FieldError> : null}
    </Wrap>
  );
});
