// Shared pieces of labelled form controls: label, hint and error, with the ids that wire them
// to the control (aria-describedby, aria-invalid), so screen readers read all three.
import styled, { css } from 'styled-components';
import { token } from '../theme/tokens';
import { focusRing } from './focus-ring';

export const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${token('font-size-sm')};
  font-weight: 600;
  color: ${token('color-text')};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${token('font-size-xs')};
  color: ${token('color-text-muted')};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${token('font-size-xs')};
  color: ${token('color-danger')};
`;

export const controlStyle = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: ${token('control-height')};
  padding: 0 ${token('space-3')};
  border: ${token('border-width')} solid
    ${(p) => (p.$invalid ? token('color-danger') : token('color-border'))};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  font: inherit;
  ${focusRing}
  &:disabled {
    opacity: 0.6;
  }
`;

/** The ids of a field's parts and the aria attributes of its control. */
export function fieldAria(id: string, hint: unknown, error: unknown) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return {
    hintId,
    errorId,
    control: {
      id,
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}
