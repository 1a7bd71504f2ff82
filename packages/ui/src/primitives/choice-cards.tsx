// ChoiceCards: native radio buttons drawn as a row of cards, each with an optional hint, for a
// choice that applies at once (settings' theme, language and time zone; profile visibility).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { token } from '../theme/tokens';
import { visuallyHidden } from './focus-ring';
import { useFieldId } from './use-field-id';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${token('space-2')};
`;

const Legend = styled.legend`
  ${visuallyHidden}
`;

const Option = styled.label`
  display: grid;
  gap: ${token('space-1')};
  padding: ${token('space-3')};
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${token('color-accent')};
    box-shadow: inset 0 0 0 1px ${token('color-accent')};
  }
  &:has(input:focus-visible) {
    outline: ${token('focus-ring-width')} solid ${token('color-focus')};
  }
  small {
    color: ${token('color-text-muted')};
  }
`;

const Input = styled.input`
  ${visuallyHidden}
`;

export interface CardChoice<V extends string> {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
  lang?: string;
}

export function ChoiceCards<V extends string>({
  legend,
  choices,
  value,
  onChange,
  part,
  disabled,
}: {
  legend: string;
  choices: readonly CardChoice<V>[];
  value: V;
  onChange: (value: V) => void;
  part: string;
  disabled?: boolean;
}) {
  const name = useFieldId(part);
  return (
    <Group part={part} data-choice-group={part} disabled={disabled}>
      <Legend>{legend}</Legend>
      {choices.map((c) => (
        <Option key={c.value} data-choice={c.value} lang={c.lang}>
          <Input
            type="radio"
            name={name}
            value={c.value}
            checked={value === c.value}
            onChange={() => onChange(c.value)}
          />
          <strong>{c.label}</strong>
          {c.hint ? <small>{c.hint}</small> : null}
        </Option>
      ))}
    </Group>
  );
}
