// The provider choice: two radio cards (a real radio group, so arrow keys and screen readers
// work as usual) with each provider's mark, name and what it takes.
import styled from 'styled-components';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '@savdo/contract';
import { focusRing, token, useFieldId, useT, visuallyHidden } from '@savdo/ui';
import { ProviderMark } from './provider-marks';
import { topUpStrings } from './strings';

const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${token('space-2')};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${token('space-1')};
  font-size: ${token('font-size-sm')};
  font-weight: 600;
`;

const Card = styled.label`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
  padding: ${token('space-3')};
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  cursor: pointer;
  transition: border-color ${token('duration-fast')};
  &:hover {
    border-color: ${token('color-accent')};
  }
  &:has(input:checked) {
    border-color: ${token('color-accent')};
    box-shadow: inset 0 0 0 1px ${token('color-accent')};
    background: ${token('color-info-soft')};
  }
  &:has(input:focus-visible) {
    outline: ${token('focus-ring-width')} solid ${token('color-focus')};
    outline-offset: ${token('focus-ring-offset')};
  }
  &:has(input:disabled) {
    cursor: default;
    opacity: 0.6;
  }
`;

const Radio = styled.input`
  ${visuallyHidden}
  ${focusRing}
`;

// The mark already shows the name; the text is for the radio's accessible name.
const Name = styled.span`
  ${visuallyHidden}
`;

const Note = styled.span`
  font-size: ${token('font-size-xs')};
  color: ${token('color-text-muted')};
`;

export interface ProviderChoiceProps {
  value: PaymentProvider;
  onChange: (provider: PaymentProvider) => void;
  disabled?: boolean;
}

export function ProviderChoice({ value, onChange, disabled = false }: ProviderChoiceProps) {
  const t = useT(topUpStrings);
  const name = useFieldId('provider');
  return (
    <Fieldset part="providers" disabled={disabled}>
      <Legend>{t('providerLegend')}</Legend>
      {PAYMENT_PROVIDERS.map((provider) => (
        <Card key={provider} data-provider={provider}>
          <Radio
            type="radio"
            name={name}
            value={provider}
            checked={value === provider}
            onChange={() => onChange(provider)}
          />
          <ProviderMark provider={provider} />
          <Name>{t(`providers.${provider}.name`)}</Name>
          <Note>{t(`providers.${provider}.note`)}</Note>
        </Card>
      ))}
    </Fieldset>
  );
}
