// Strings of DateField (namespace `ui-date`): the typed form's placeholder, its errors and the
// calendar button. The picker's month and weekday names load with the picker
// (ui/src/date-picker/date-picker-strings.ts).
import type { LocaleOf } from '@savdo/core';
import { widgetStrings } from '../i18n/widget-strings';

const uz = {
  placeholder: 'kk.oo.yyyy',
  invalid: "Sanani kk.oo.yyyy ko'rinishida yozing (masalan, 22.11.2026)",
  beforeMin: "Sana {{date}} dan oldin bo'lmasligi kerak",
  afterMax: "Sana {{date}} dan keyin bo'lmasligi kerak",
  open: 'Kalendarni ochish',
};

const en: LocaleOf<typeof uz> = {
  placeholder: 'dd.mm.yyyy',
  invalid: 'Enter a real date as dd.mm.yyyy (for example 22.11.2026)',
  beforeMin: 'The date cannot be before {{date}}',
  afterMax: 'The date cannot be after {{date}}',
  open: 'Open calendar',
};

const ru: LocaleOf<typeof uz> = {
  placeholder: 'дд.мм.гггг',
  invalid: 'Введите существующую дату в виде дд.мм.гггг (например, 22.11.2026)',
  beforeMin: 'Дата не может быть раньше {{date}}',
  afterMax: 'Дата не может быть позже {{date}}',
  open: 'Открыть календарь',
};

export const dateFieldStrings = widgetStrings('ui-date', { uz, en, ru });
