// Language switcher (en/uz/ru): core's chooseLanguage saves the choice (i18nextLng) and, for a
// signed-in user, to the profile, best effort.
import { LANGUAGES } from '@savdo/contract';
import { $language, chooseLanguage } from '@savdo/core';
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

export function LanguageSwitcher() {
  const t = useAppT();
  const current = useStore($language);
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
              chooseLanguage(language).catch(() => {
                // The choice holds in this browser either way.
              });
            }}
          >
            <span>{t(`language.${language}`)}</span>
          </MenuChoice>
        ))
      }
    </Popover>
  );
}
