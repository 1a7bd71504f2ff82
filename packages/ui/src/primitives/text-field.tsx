// TextField: a labelled input with an optional hint and error. Every other input prop (name,
// value, onChange, autoComplete, ...) is forwarded to the <input>, and so is the ref.
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
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

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  /** Extra content after the input inside the field (e.g. a show-password button). */
  trailing?: ReactNode;
}

const Input = styled.input.withConfig(forwardDomProps)<{ $invalid: boolean }>`
  ${controlStyle}
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space-1')};
`;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, trailing, id, type = 'text', className, ...inputProps },
  ref,
) {
  const aria = fieldAria(useFieldId('field', id), hint, error);
  const input = (
    <Input ref={ref} type={type} $invalid={Boolean(error)} {...aria.control} {...inputProps} />
  );
  return (
    <FieldWrap className={className}>
      <FieldLabel htmlFor={aria.control.id}>{label}</FieldLabel>
      {trailing ? (
        <Row>
          {input}
          {trailing}
        </Row>
      ) : (
        input
      )}
      {hint ? <FieldHint id={aria.hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={aria.errorId}>{error}</FieldError> : null}
    </FieldWrap>
  );
});
