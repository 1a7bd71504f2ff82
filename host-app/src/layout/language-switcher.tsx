// Language switcher (en/uz/ru): core's setLanguage saves the choice (i18nextLng); for a
// signed-in user it is also saved to the profile, best effort.
import { LANGUAGES, type Language } from '@savdo/contract';
import { $isAuthenticated, $language, profileApi, setLanguage } from '@savdo/core';
import styled from 'styled-components';
import { useStore } from '@savdo/ui';
import { useAppT } from '../i18n/app-strings';
import { Icon } from './icons';
import { MenuChoice } from './menu-choice';
import { Popover } from './popover';
import { HEADER_COMPACT_MAX } from './header-widths';

/** The globe gives way to the language code on narrow phones. */
const GlobeSlot = styled.span`
  display: inline-flex;
  @media (max-width: ${HEADER_COMPACT_MAX}px) {
    display: none;
  }
`;

export function chooseLanguage(language: Language, signedIn: boolean): void {
  setLanguage(language);
  if (!signedIn) return;
  // Sent a task later: the click's task draws the switch and nothing else
  // (docs/decisions/0330-interactions-bench.md). The session user is not rewritten here: no
  // page reads its language (the page's language is $language), and a new $user would draw the
  // frame and the page again inside the click; the next read of the user brings the saved value.
  setTimeout(() => {
    profileApi.updateProfile({ language }).catch(() => {
      // The choice is saved in this browser either way.
    });
  }, 0);
}

export function LanguageSwitcher() {
  const t = useAppT();
  const current = useStore($language);
  const signedIn = useStore($isAuthenticated);
  return (
    <Popover
      label={`${t('header.language')}: ${current.toUpperCase()}`}
      testId="language-switcher"
      trigger={
        <>
          <GlobeSlot>
            <Icon name="globe" size={18} />
          </GlobeSlot>
          <span>{current.toUpperCase()}</span>
        </>
      }
    >
      {(close) =>
        LANGUAGES.map((language) => (
          <MenuChoice
            key={language}
            selected={language === current}
            lang={language}
            data-language={language}
            onChoose={() => {
              // Closed first: closing moves focus back to the button, and focus lays the page
              // out; after the switch that is every element restyled in the new language, one
              // more layout of the whole page inside the click
              // (docs/decisions/0330-interactions-bench.md).
              close();
              chooseLanguage(language, signedIn);
            }}
          >
            <span>{t(`language.${language}`)}</span>
          </MenuChoice>
        ))
      }
    </Popover>
  );
}
