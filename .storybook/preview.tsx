// Every story renders inside SavdoRoot. Toolbar: theme (light, dark, or both side by side, the
// default, so the static build shows both) and language (uz, en, ru).
import type { Decorator, Preview } from '@storybook/react-vite';
import type { Language } from '@savdo/contract';
import { LanguageContext, SavdoRoot } from '@savdo/ui';
import { installSessionCredentials, installVaultCipher } from '@savdo/core';
import { aesGcmCipher } from '@savdo/core/vault/aes-gcm-cipher';

// Stories sign in as the host app does: with the vault's cipher and the session's credentials.
installVaultCipher(aesGcmCipher);
installSessionCredentials();

type ThemeGlobal = 'light' | 'dark' | 'both';

const withSavdo: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'both') as ThemeGlobal;
  const lang = (context.globals.locale ?? 'en') as Language;
  const panel = (t: 'light' | 'dark') => (
    <SavdoRoot theme={t} key={t}>
      <div className="savdo-story-panel" data-theme-label={t}>
        <Story />
      </div>
    </SavdoRoot>
  );
  return (
    <LanguageContext.Provider value={lang}>
      {theme === 'both' ? (
        <div className="savdo-story-grid">
          {panel('light')}
          {panel('dark')}
        </div>
      ) : (
        panel(theme)
      )}
    </LanguageContext.Provider>
  );
};

const preview: Preview = {
  decorators: [withSavdo],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'both', title: 'Light and dark' },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'uz', title: "O'zbekcha" },
          { value: 'en', title: 'English' },
          { value: 'ru', title: 'Русский' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'both', locale: 'en' },
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
};

export default preview;
