// Theme switcher: light, dark or system (core's setTheme saves it under vite-ui-theme).
import { THEMES, type Theme } from '@savdo/contract';
import { $resolvedTheme, $themeChoice, setTheme } from '@savdo/core';
import { useStore } from '@savdo/ui';
import { useAppT } from '../i18n/app-strings';
import { Icon, type IconName } from './icons';
import { MenuChoice } from './menu-choice';
import { Popover } from './popover';

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
          <MenuChoice
            key={theme}
            selected={theme === choice}
            data-theme-choice={theme}
            onChoose={() => {
              setTheme(theme);
              close();
            }}
          >
            <Icon name={THEME_ICONS[theme]} size={18} />
            <span>{t(`header.themes.${theme}`)}</span>
          </MenuChoice>
        ))
      }
    </Popover>
  );
}
