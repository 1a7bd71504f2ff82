// Strings of the back office's economic calendar section (namespace
// `admin-calendar`), loaded with that section's code, not with /admin.
// Uzbek is the source; en and ru are typed as its shape.
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = {
  calendar: {
    caption: 'Voqealar: {{count}}',
    empty: "Bu filtrlarga mos voqea yo'q",
    search: "Voqea nomi bo'yicha qidirish",
    time: 'Vaqt',
    currency: 'Valyuta',
    event: 'Voqea',
    impact: "Ta'sir",
    impacts: { low: 'Past', medium: "O'rta", high: 'Yuqori' },
    figures: 'Haqiqiy · prognoz · oldingi',
    actual: 'Haqiqiy qiymat',
    forecast: 'Prognoz',
    previous: 'Oldingi',
    consensus: 'Konsensus',
    actualButton: 'Haqiqiy qiymat',
    editButton: 'Tahrirlash',
    enterActual: '«{{event}}» uchun haqiqiy qiymat',
    actualText:
      'Prognoz: {{forecast}}, oldingi: {{previous}}. Qiymat barcha ochiq kalendarlarga darhol yetib boradi.',
    publish: "E'lon qilish",
    edit: '«{{event}}» ni tahrirlash',
    editText: "Faqat to'ldirilgan maydonlar o'zgaradi; maslahat hozirgi qiymatni ko'rsatadi.",
    import: 'Haftani fayldan import qilish (.csv yoki .json)',
    imported: '{{count}} ta voqea import qilindi',
  },
};

const en: LocaleOf<typeof uz> = {
  calendar: {
    caption: 'Events: {{count}}',
    empty: 'No events match these filters',
    search: 'Search by event name',
    time: 'Time',
    currency: 'Currency',
    event: 'Event',
    impact: 'Impact',
    impacts: { low: 'Low', medium: 'Medium', high: 'High' },
    figures: 'Actual · forecast · previous',
    actual: 'Actual value',
    forecast: 'Forecast',
    previous: 'Previous',
    consensus: 'Consensus',
    actualButton: 'Actual value',
    editButton: 'Edit',
    enterActual: 'Actual value of “{{event}}”',
    actualText:
      'Forecast: {{forecast}}, previous: {{previous}}. The value reaches every open calendar at once.',
    publish: 'Publish',
    edit: 'Edit “{{event}}”',
    editText: 'Only the fields you fill change; each hint shows the value now.',
    import: 'Import a week from a file (.csv or .json)',
    imported: '{{count}} events imported',
  },
};

const ru: LocaleOf<typeof uz> = {
  calendar: {
    caption: 'События: {{count}}',
    empty: 'Нет событий по этим фильтрам',
    search: 'Поиск по названию события',
    time: 'Время',
    currency: 'Валюта',
    event: 'Событие',
    impact: 'Влияние',
    impacts: { low: 'Низкое', medium: 'Среднее', high: 'Высокое' },
    figures: 'Факт · прогноз · пред.',
    actual: 'Фактическое значение',
    forecast: 'Прогноз',
    previous: 'Предыдущее',
    consensus: 'Консенсус',
    actualButton: 'Факт',
    editButton: 'Изменить',
    enterActual: 'Фактическое значение «{{event}}»',
    actualText:
      'Прогноз: {{forecast}}, предыдущее: {{previous}}. Значение сразу появится во всех открытых календарях.',
    publish: 'Опубликовать',
    edit: 'Изменить «{{event}}»',
    editText: 'Меняются только заполненные поля; подсказка показывает текущее значение.',
    import: 'Импорт недели из файла (.csv или .json)',
    imported: 'Импортировано событий: {{count}}',
  },
};

export const calendarStrings = widgetStrings('admin-calendar', { uz, en, ru });
