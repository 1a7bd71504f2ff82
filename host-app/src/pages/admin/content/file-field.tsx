// A labelled file input: the browser's own picker (keyboard and screen readers know it).
import styled from 'styled-components';
import { token, useFieldId } from '@savdo/ui';

const Field = styled.div`
  display: grid;
  gap: ${token('space-1')};
  font-size: ${token('font-size-sm')};
  label {
    font-weight: 600;
  }
  input {
    max-width: 100%;
  }
`;

export function FileField(props: {
  label: string;
  accept?: string;
  disabled?: boolean;
  onFile: (file: File | null) => void;
}) {
  const id = useFieldId('file');
  return (
    <Field>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="file"
        accept={props.accept}
        disabled={props.disabled}
        onChange={(e) => props.onFile(e.target.files?.[0] ?? null)}
      />
    </Field>
  );
}
