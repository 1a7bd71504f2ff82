// Strings of the install guide and the terminal connection on my expert advisor's page
// (namespace `ea-install`; docs/decisions/0282-expert-advisor-delivery.md).
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = {
  title: "O'rnatish",
  intro:
    "Ekspert maslahatchi MetaTrader terminalingizda ishlaydi. Savdo ko'prigi esa hisobingiz holati va yopilgan bitimlarni shu sahifaga yuboradi. Quyidagi qadamlarni bir marta bajaring.",
  files: {
    title: 'Fayllar',
    download: '{{platform}} uchun yuklab olish',
    bridge: "Savdo ko'prigini yuklab olish ({{file}})",
    version: 'Versiya {{version}}',
    notes: "Nima o'zgardi",
    none: "Bu versiya uchun fayl hali yo'q. Qo'llab-quvvatlash xizmatiga yozing.",
    failed: "Faylni yuklab bo'lmadi. Qaytadan urinib ko'ring.",
    size: '{{size}} KB',
  },
  step: {
    files: {
      title: 'Fayllarni terminalga joylang',
      text: "MetaTrader'da Fayl → Ma'lumotlar papkasini ochish → {{folder}} → Experts papkasini oching va ikkala faylni shu yerga ko'chiring. {{bridge}} faylini MetaEditor'da ochib, «Kompilyatsiya» (F7) tugmasini bosing.",
    },
    url: {
      title: 'Savdo manzilini ruxsat eting',
      text: "Servis → Sozlamalar → Ekspert maslahatchilar bo'limida «Algoritmik savdoga ruxsat berish» va «Ro'yxatdagi URL uchun WebRequest'ga ruxsat berish» belgilang, so'ng ro'yxatga {{origin}} manzilini qo'shing.",
    },
    attach: {
      title: 'Grafikka biriktiring',
      text: "Navigator oynasidan ekspert maslahatchini bitta grafikka, SavdoBridge'ni esa boshqa grafikka sudrab olib keling. Terminal {{login}} hisobiga ulangan bo'lishi kerak.",
    },
    key: {
      title: 'Kalitni kiriting',
      text: "SavdoBridge oynasida «Kirish parametrlari» yorlig'ini oching, SavdoKey qatoriga quyidagi ko'prik kalitini qo'ying va OK tugmasini bosing. Bir daqiqada holat «Faol» bo'ladi.",
    },
  },
  connection: {
    title: 'Terminal aloqasi',
    waiting: "Terminaldan hali xabar yo'q: yuqoridagi qadamlarni bajaring.",
    last: "So'nggi aloqa: {{time}}",
    balance: 'Balans',
    equity: "Mablag'",
    offline: 'Terminal {{time}} dan beri aloqada emas.',
    wrong_login:
      "Ko'prik {{value}} hisobidan ulandi, lekin bu ekspert maslahatchi {{login}} hisobi uchun sotib olingan. Ko'prikni {{login}} hisobiga ulangan terminalda ishga tushiring.",
    wrong_platform:
      "Ko'prik {{value}} terminalidan ulandi, lekin bu ekspert maslahatchi {{platform}} uchun sotib olingan.",
  },
};

const en: LocaleOf<typeof uz> = {
  title: 'Installation',
  intro:
    'The expert advisor runs in your MetaTrader terminal; the Savdo bridge sends your account’s state and closed trades to this page. Do these steps once.',
  files: {
    title: 'Files',
    download: 'Download for {{platform}}',
    bridge: 'Download the Savdo bridge ({{file}})',
    version: 'Version {{version}}',
    notes: 'What’s new',
    none: 'There is no file for this version yet. Please write to support.',
    failed: 'The file could not be downloaded. Please try again.',
    size: '{{size}} KB',
  },
  step: {
    files: {
      title: 'Put the files into the terminal',
      text: 'In MetaTrader choose File → Open Data Folder → {{folder}} → Experts and copy both files there. Open {{bridge}} in MetaEditor and press Compile (F7).',
    },
    url: {
      title: 'Allow the Savdo address',
      text: 'In Tools → Options → Expert Advisors tick “Allow algorithmic trading” and “Allow WebRequest for listed URL”, then add {{origin}} to the list.',
    },
    attach: {
      title: 'Attach to a chart',
      text: 'Drag the expert advisor from the Navigator onto one chart and SavdoBridge onto another. The terminal must be logged in to account {{login}}.',
    },
    key: {
      title: 'Paste the key',
      text: 'In the SavdoBridge window open the Inputs tab, paste the bridge key below into SavdoKey and press OK. Within a minute the status turns Active.',
    },
  },
  connection: {
    title: 'Terminal connection',
    waiting: 'No word from the terminal yet: follow the steps above.',
    last: 'Last heartbeat: {{time}}',
    balance: 'Balance',
    equity: 'Equity',
    offline: 'Terminal offline since {{time}}.',
    wrong_login:
      'The bridge reported account {{value}}, but this expert advisor was bought for account {{login}}. Run the bridge in a terminal logged in to {{login}}.',
    wrong_platform:
      'The bridge reported a {{value}} terminal, but this expert advisor was bought for {{platform}}.',
  },
};

const ru: LocaleOf<typeof uz> = {
  title: 'Установка',
  intro:
    'Советник работает в вашем терминале MetaTrader, а мост Savdo передаёт на эту страницу состояние счёта и закрытые сделки. Выполните эти шаги один раз.',
  files: {
    title: 'Файлы',
    download: 'Скачать для {{platform}}',
    bridge: 'Скачать мост Savdo ({{file}})',
    version: 'Версия {{version}}',
    notes: 'Что нового',
    none: 'Для этой версии файла пока нет. Напишите в поддержку.',
    failed: 'Не удалось скачать файл. Попробуйте ещё раз.',
    size: '{{size}} КБ',
  },
  step: {
    files: {
      title: 'Положите файлы в терминал',
      text: 'В MetaTrader выберите Файл → Открыть каталог данных → {{folder}} → Experts и скопируйте туда оба файла. Откройте {{bridge}} в MetaEditor и нажмите «Компилировать» (F7).',
    },
    url: {
      title: 'Разрешите адрес Savdo',
      text: 'В Сервис → Настройки → Советники отметьте «Разрешить алгоритмическую торговлю» и «Разрешить WebRequest для следующих URL», затем добавьте в список {{origin}}.',
    },
    attach: {
      title: 'Прикрепите к графику',
      text: 'Перетащите советника из Навигатора на один график, а SavdoBridge — на другой. Терминал должен быть подключён к счёту {{login}}.',
    },
    key: {
      title: 'Вставьте ключ',
      text: 'В окне SavdoBridge откройте вкладку «Входные параметры», вставьте ключ моста ниже в поле SavdoKey и нажмите OK. В течение минуты статус станет «Активен».',
    },
  },
  connection: {
    title: 'Связь с терминалом',
    waiting: 'От терминала пока нет вестей: выполните шаги выше.',
    last: 'Последняя связь: {{time}}',
    balance: 'Баланс',
    equity: 'Средства',
    offline: 'Терминал не на связи с {{time}}.',
    wrong_login:
      'Мост сообщил о счёте {{value}}, а советник куплен для счёта {{login}}. Запустите мост в терминале, подключённом к счёту {{login}}.',
    wrong_platform: 'Мост подключился из терминала {{value}}, а советник куплен для {{platform}}.',
  },
};

export const eaInstallStrings = widgetStrings('ea-install', { uz, en, ru });
