// Strings of the month picker (namespace `ui-date-picker`), loaded with it: month and weekday
// names in the interface language, weeks from Monday.
import type { LocaleOf } from '@savdo/core';
import { widgetStrings } from '../i18n/widget-strings';

const uz = {
  label: 'Sanani tanlang',
  months: 'Yanvar Fevral Mart Aprel May Iyun Iyul Avgust Sentabr Oktabr Noyabr Dekabr',
  weekdays: 'Du Se Ch Pa Ju Sh Ya',
  previous: 'Oldingi oy',
  next: 'Keyingi oy',
};

const en: LocaleOf<typeof uz> = {
  label: 'Choose a date',
  months: 'January February March April May June July August September October November December',
  weekdays: 'Mo Tu We Th Fr Sa Su',
  previous: 'Previous month',
  next: 'Next month',
};

const ru: LocaleOf<typeof uz> = {
  label: 'Выберите дату',
  months: 'Январь Февраль Март Апрель Май Июнь Июль Август Сентябрь Октябрь Ноябрь Декабрь',
  weekdays: 'Пн Вт Ср Чт Пт Сб Вс',
  previous: 'Предыдущий месяц',
  next: 'Следующий месяц',
};

export const datePickerStrings = widgetStrings('ui-date-picker', { uz, en, ru });
