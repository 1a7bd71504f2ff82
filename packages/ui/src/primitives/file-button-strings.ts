// Strings of FileButton (namespace `ui-file`): a native file input's own text follows the
// browser's language, so FileButton writes its own.
import type { LocaleOf } from '@savdo/core';
import { widgetStrings } from '../i18n/widget-strings';

const uz = {
  choose: 'Fayl tanlash',
  none: 'Fayl tanlanmagan',
};

const en: LocaleOf<typeof uz> = {
  choose: 'Choose file',
  none: 'No file chosen',
};

const ru: LocaleOf<typeof uz> = {
  choose: 'Выбрать файл',
  none: 'Файл не выбран',
};

export const fileButtonStrings = widgetStrings('ui-file', { uz, en, ru });
