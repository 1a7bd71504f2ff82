// <Settings>: theme (light, dark, system; saved under vite-ui-theme), language (saved here and,
// signed in, to the profile: decision 9) and time zone (the four of docs/product.md, "Pages",
// /settings, and the browser's; the calendar and signals follow it: decision 0221). Each applies at
// once. The "Notifications" section belongs to the notifications feature: it mounts its preferences
// there (the `notifications` prop, or the element's `notifications` slot); nothing else goes in it.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { LANGUAGES, THEMES, type Language, type Theme, type TimeZoneChoice } from '@savdo/contract';
import {
  $language,
  $themeChoice,
  $timeZone,
  apiErrorMessage,
  chooseLanguage,
  chooseTimeZone,
  formatTime,
  setTheme,
  showToast,
  TIME_ZONE_CHOICES,
  timeZoneLabel,
} from '@savdo/core';
import { cacheProfile } from '@savdo/core/profile';
import {
  ChoiceCards,
  Panel,
  token,
  useEmit,
  useLanguage,
  useStore,
  useT,
  useWidget,
  visuallyHidden,
  WidgetTitle,
} from '@savdo/ui';
import type { settingsManifest } from './manifest';
import { settingsStrings } from './strings';

export interface SettingsProps {
  hideTitle?: boolean;
  /** The notifications feature's preferences, shown in the Notifications section. */
  notifications?: ReactNode;
}

const LANGUAGE_NAMES: Record<Language, string> = { uz: "O'zbekcha", ru: 'Русский', en: 'English' };

const Region = styled.section`
  display: grid;
  gap: ${token('space-4')};
  max-width: 880px;
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${token('font-size-lg')};
`;

const Hint = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

const HiddenTitle = styled.h2`
  ${visuallyHidden}
`;

function Section({
  title,
  part,
  hint,
  children,
}: {
  title: string;
  part: string;
  hint?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Panel part={part} aria-labelledby={id} data-settings-section={part}>
      <Heading id={id}>{title}</Heading>
      {hint ? <Hint>{hint}</Hint> : null}
      {children}
    </Panel>
  );
}

export function Settings({ hideTitle = false, notifications }: SettingsProps) {
  const t = useT(settingsStrings);
  const lang = useLanguage();
  const titleId = useId();
  const emit = useEmit<typeof settingsManifest>();
  const { host } = useWidget();
  const theme = useStore($themeChoice);
  const language = useStore($language);
  const zone = useStore($timeZone);
  const failed = (err: unknown) => showToast('error', apiErrorMessage(err, t('updateFailed')));

  const pickTheme = (next: Theme) => {
    setTheme(next);
    emit('savdo-settings-change', { setting: 'theme', value: next });
  };
  const pickLanguage = (next: Language) => {
    // The saved user goes into the profile page's cache; the session user is left as it is
    // (core's chooseLanguage says why).
    chooseLanguage(next)
      .then((saved) => saved && cacheProfile(saved))
      .catch(failed);
    emit('savdo-settings-change', { setting: 'language', value: next });
  };
  const pickZone = (next: TimeZoneChoice) => {
    chooseTimeZone(next).catch(failed);
    emit('savdo-settings-change', { setting: 'time_zone', value: next });
  };

  const now = new Date();
  return (
    <Region aria-labelledby={titleId} data-savdo-settings="">
      {hideTitle ? (
        <HiddenTitle id={titleId}>{t('title')}</HiddenTitle>
      ) : (
        <WidgetTitle id={titleId}>{t('title')}</WidgetTitle>
      )}
      <Section title={t('theme.title')} part="theme">
        <ChoiceCards
          part="theme-choices"
          legend={t('theme.legend')}
          value={theme}
          onChange={pickTheme}
          choices={THEMES.map((v) => ({
            value: v,
            label: t(`theme.${v}`),
            hint: t(`theme.${v}Hint`),
          }))}
        />
      </Section>
      <Section title={t('language.title')} part="language" hint={t('language.hint')}>
        <ChoiceCards
          part="language-choices"
          legend={t('language.title')}
          value={language}
          onChange={pickLanguage}
          choices={LANGUAGES.map((v) => ({ value: v, label: LANGUAGE_NAMES[v], lang: v }))}
        />
      </Section>
      <Section title={t('timeZone.title')} part="time-zone" hint={t('timeZone.hint')}>
        <ChoiceCards
          part="time-zone-choices"
          legend={t('timeZone.title')}
          value={zone}
          onChange={pickZone}
          choices={TIME_ZONE_CHOICES.map((v) => ({
            value: v,
            label: timeZoneLabel(v, lang),
            hint: t('timeZone.now', { time: formatTime(now, lang, v) }),
          }))}
        />
      </Section>
      {/* The notifications feature's slot: its preferences mount here. */}
      {notifications ? (
        <div part="notifications" data-settings-section="notifications">
          {notifications}
        </div>
      ) : host ? (
        <slot name="notifications" />
      ) : null}
    </Region>
  );
}
