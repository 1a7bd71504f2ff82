// A password TextField with a show/hide toggle, so a person on a phone can check what they typed.
import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { TextField, focusRing, token, useT, type TextFieldProps } from '@savdo/ui';
import { authStrings } from './strings';

const Toggle = styled.button`
  flex: none;
  width: 36px;
  height: ${token('control-height')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-raised')};
  color: ${token('color-text-muted')};
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  &:hover {
    color: ${token('color-text')};
  }
  ${focusRing}
`;

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" />
      {open ? null : (
        <path d="M4 20 20 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      )}
    </svg>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(props, ref) {
    const t = useT(authStrings);
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        {...props}
        type={visible ? 'text' : 'password'}
        trailing={
          <Toggle
            type="button"
            aria-label={t('showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            <EyeIcon open={visible} />
          </Toggle>
        }
      />
    );
  },
);
