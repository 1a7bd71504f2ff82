// Strings of the back office's audit log (namespace `admin-audit`), loaded with that section's code, not with /admin.
// Uzbek is the source; en and ru are typed as its shape.
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = {
  audit: {
    caption: 'Audit jurnali: {{count}} ta yozuv',
    empty: "Bu filtrlarga mos yozuv yo'q",
    search: 'Obyekt raqami',
    at: 'Vaqt',
    actor: 'Kim',
    via: 'Qayerdan',
    viaHttp: 'Brauzer yoki API',
    viaCli: 'Buyruq qatori',
    action: 'Amal',
    entity: 'Obyekt',
    change: "O'zgarish",
    before: 'Oldin',
    after: 'Keyin',
    show: "Ko'rsatish",
  },
};

const en: LocaleOf<typeof uz> = {
  audit: {
    caption: 'Audit log: {{count}} entries',
    empty: 'No entries match these filters',
    search: 'Record id',
    at: 'Time',
    actor: 'Who',
    via: 'Through',
    viaHttp: 'Browser or API',
    viaCli: 'Command line',
    action: 'Action',
    entity: 'Record',
    change: 'Change',
    before: 'Before',
    after: 'After',
    show: 'Show',
  },
};

const ru: LocaleOf<typeof uz> = {
  audit: {
    caption: 'Журнал аудита: записей {{count}}',
    empty: 'Нет записей по этим фильтрам',
    search: 'Номер записи',
    at: 'Время',
    actor: 'Кто',
    via: 'Откуда',
    viaHttp: 'Браузер или API',
    viaCli: 'Командная строка',
    action: 'Действие',
    entity: 'Объект',
    change: 'Изменение',
    before: 'До',
    after: 'После',
    show: 'Показать',
  },
};

export const auditStrings = widgetStrings('admin-audit', { uz, en, ru });
