// ThemeSwitcher: light, dark or system for the whole page (core's $themeChoice, saved under
// vite-ui-theme), as native radio buttons styled as a segmented control.
import styled from 'styled-components';
import { THEMES, type Theme } from '@savdo/contract';
import { $themeChoice, setTheme } from '@savdo/core';
import { focusRing, token, useEmit, useFieldId, useStore, useT, visuallyHidden } from '@savdo/ui';
import type { themeSwitcherManifest } from './manifest';
import { themeSwitcherStrings } from './strings';

export interface ThemeSwitcherProps {
  /** Hides the "Theme" legend visually (it stays for screen readers). */
  compact?: boolean;
  /** Called after the choice changed (the element also emits savdo-theme-change). */
  onChange?: (theme: Theme) => void;
}

const Fieldset = styled.fieldset`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend<{ $hidden: boolean }>`
  float: left;
  margin-right: ${token('space-2')};
  font-size: ${token('font-size-sm')};
  font-weight: 600;
  ${(p) => (p.$hidden ? visuallyHidden : '')}
`;

const Options = styled.div`
  display: inline-flex;
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  overflow: hidden;
`;

const Input = styled.input`
  ${visuallyHidden}
`;

const Option = styled.label`
  padding: ${token('space-1')} ${token('space-3')};
  font-size: ${token('font-size-sm')};
  cursor: pointer;
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  & + & {
    border-left: ${token('border-width')} solid ${token('color-border')};
  }
  &:has(input:checked) {
    background: ${token('color-accent')};
    color: ${token('color-on-accent')};
  }
  &:has(input:focus-visible) {
    outline: ${token('focus-ring-width')} solid ${token('color-focus')};
    outline-offset: calc(-1 * ${token('focus-ring-offset')});
  }
  ${focusRing}
`;

export function ThemeSwitcher({ compact = false, onChange }: ThemeSwitcherProps) {
  const t = useT(themeSwitcherStrings);
  const choice = useStore($themeChoice);
  const emit = useEmit<typeof themeSwitcherManifest>();
  const name = useFieldId('theme');

  const choose = (theme: Theme) => {
    setTheme(theme);
    onChange?.(theme);
    emit('savdo-theme-change', { theme });
  };

  return (
    <Fieldset part="switcher">
      <Legend $hidden={compact}>{t('legend')}</Legend>
      <Options>
        {THEMES.map((theme) => (
          <Option key={theme} part={`option option-${theme}`}>
            <Input
              type="radio"
              name={name}
              value={theme}
              checked={choice === theme}
              onChange={() => choose(theme)}
            />
            {t(theme)}
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
