// A labelled text area with its error below (descriptions run to thousands of characters, which
// the one-line TextField of @savdo/ui does not suit).
import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { token, useFieldId } from '@savdo/ui';

const Field = styled.div`
  display: grid;
  gap: ${token('space-1')};
  label {
    font-size: ${token('font-size-sm')};
    font-weight: 600;
  }
  textarea {
    width: 100%;
    min-height: 6rem;
    box-sizing: border-box;
    padding: ${token('space-2')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-md')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
    font: inherit;
    resize: vertical;
  }
  [role='alert'] {
    color: ${token('color-danger')};
    font-size: ${token('font-size-sm')};
  }
`;

export function LongTextField(
  props: { label: string; error?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>,
) {
  const { label, error, ...rest } = props;
  const id = useFieldId('long-text', rest.id);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-invalid={error ? true : undefined} {...rest} />
      {error ? <span role="alert">{error}</span> : null}
    </Field>
  );
}
