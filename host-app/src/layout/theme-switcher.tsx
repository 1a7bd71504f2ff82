// Theme switcher: light, dark or system (core's setTheme saves it under vite-ui-theme).
import { THEMES, type Theme } from '@savdo/contract';
import { $resolvedTheme, $themeChoice, setTheme } from '@savdo/core';
import { useStore } from '@savdo/ui';
import { useAppT } from '../i18n/app-strings';
import { Icon, type IconName } from './icons';
import { MenuItem, Popover } from './popover';

const THEME_ICONS: Record<Theme, IconName> = { light: 'sun', dark: 'moon', system: 'monitor' };

export function ThemeSwitcher() {
  const t = useAppT();
  const choice = useStore($themeChoice);
  const resolved = useStore($resolvedTheme);
  return (
    <Popover
      label={`${t('header.theme')}: ${t(`header.themes.${choice}`)}`}
      testId="theme-switcher"
      trigger={
        <Icon name={choice === 'system' ? THEME_ICONS[resolved] : THEME_ICONS[choice]} size={18} />
      }
    >
      {(close) =>
        THEMES.map((theme) => (
          <MenuItem
            key={theme}
            type="button"
            role="menuitemradio"
            aria-checked={theme === choice}
            $selected={theme === choice}
            data-theme-choice={theme}
            onClick={() => {
              setTheme(theme);
              close();
            }}
          >
            <Icon name={THEME_ICONS[theme]} size={18} />
            <span>{t(`header.themes.${theme}`)}</span>
            {theme === choice ? (
              <span data-check="">
                <Icon name="check" size={16} />
              </span>
            ) : null}
          </MenuItem>
        ))
      }
    </Popover>
  );
}
