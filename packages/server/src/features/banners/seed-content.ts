/** The demo banners and instructions (uz/ru/en), one place for the seed and the tests. */
import type { BannerInput, InstructionInput } from '@savdo/contract';
import type { BannerArtStyle } from './banner-art';

export interface DemoBanner {
  art: BannerArtStyle;
  input: Omit<BannerInput, 'image_url'>;
}

export const DEMO_BANNERS: DemoBanner[] = [
  {
    art: { from: '#0f3d91', to: '#1c7ed6', accent: '#ffd43b', seed: 11 },
    input: {
      title: {
        uz: 'Premium signallar: har bir savdo uchun aniq kirish, stop va maqsad',
        ru: 'Премиум-сигналы: точный вход, стоп и цель для каждой сделки',
        en: 'Premium signals: a clear entry, stop and target for every trade',
      },
      link_url: '/upgrade-plan',
      position: 1,
    },
  },
  {
    art: { from: '#2b8a3e', to: '#087f5b', accent: '#ffffff', seed: 23 },
    input: {
      title: {
        uz: "Video kurslar: savdoni noldan o'rganing",
        ru: 'Видеокурсы: научитесь торговать с нуля',
        en: 'Video courses: learn trading from the ground up',
      },
      link_url: '/video-courses',
      position: 2,
    },
  },
  {
    art: { from: '#5f3dc4', to: '#9c36b5', accent: '#63e6be', seed: 37 },
    input: {
      title: {
        uz: 'Algo savdo: ekspert maslahatchilar siz uchun 24/7 ishlaydi',
        ru: 'Алготрейдинг: советники работают за вас 24/7',
        en: 'Algo trading: expert advisors that trade for you 24/7',
      },
      link_url: '/algo-trading',
      position: 3,
    },
  },
  {
    art: { from: '#c92a2a', to: '#e67700', accent: '#fff3bf', seed: 53 },
    input: {
      title: {
        uz: 'Iqtisodiy taqvim: muhim yangiliklarni o‘tkazib yubormang',
        ru: 'Экономический календарь: не пропустите важные новости',
        en: 'Economic calendar: never miss market-moving news',
      },
      link_url: '/economic-calendar',
      position: 4,
    },
  },
];

const t = (uz: string, ru: string, en: string) => ({ uz, ru, en });

export const DEMO_INSTRUCTIONS: InstructionInput[] = [
  {
    location: 'top_up',
    position: 1,
    title: t(
      "Balansni qanday to'ldirish mumkin",
      'Как пополнить баланс',
      'How to top up your balance',
    ),
    body: t(
      "Yuqoridagi balans tugmasini bosing, summani kiriting (kamida 1 000 so'm) va Payme yoki Click ni tanlang.\n\nTo'lov sahifasida to'lovni tasdiqlang. Pul tushishi bilan balansingiz yangilanadi va bildirishnoma keladi.",
      'Нажмите на баланс вверху, введите сумму (не меньше 1 000 сум) и выберите Payme или Click.\n\nПодтвердите оплату на странице платёжной системы. Как только деньги поступят, баланс обновится и придёт уведомление.',
      'Press the balance in the header, enter an amount (at least 1 000 UZS) and choose Payme or Click.\n\nConfirm the payment on the provider’s page. As soon as the money lands your balance updates and a notification arrives.',
    ),
  },
  {
    location: 'top_up',
    position: 2,
    title: t(
      "To'lov o'tmadi: nima qilish kerak",
      'Платёж не прошёл: что делать',
      'A payment failed: what now',
    ),
    body: t(
      "Agar to'lov bekor qilingan bo'lsa, hisobingizdan pul yechilmaydi. Kartangiz balansini tekshirib, qaytadan urinib ko'ring.\n\nMuammo qolsa, Yordam sahifasidagi qo'llab-quvvatlash chatiga yozing.",
      'Если платёж отменён, деньги не списываются. Проверьте баланс карты и попробуйте снова.\n\nЕсли проблема осталась, напишите в чат поддержки на странице помощи.',
      'If a payment is cancelled, nothing is charged. Check your card’s balance and try again.\n\nIf it keeps failing, write to support in the chat on the Help page.',
    ),
  },
  {
    location: 'courses',
    position: 1,
    title: t(
      'Modulga kirish qanday ishlaydi',
      'Как работает доступ к модулю',
      'How module access works',
    ),
    body: t(
      'Har bir modul balansdan sotib olinadi va 7 kunga ochiladi. Muddat tugashidan oldin qayta sotib olsangiz, kirish joriy tugash vaqtidan yana 7 kunga uzayadi.\n\nTugashiga bir kun qolganda va tugaganda bildirishnoma olasiz.',
      'Каждый модуль покупается с баланса и открывается на 7 дней. Если купить снова до окончания, доступ продлится на 7 дней от текущей даты окончания.\n\nЗа день до окончания и при окончании придёт уведомление.',
      'Each module is bought from your balance and opens for 7 days. Buying it again while access is running extends it by 7 days from the current end.\n\nYou get a notification a day before it ends and when it ends.',
    ),
  },
  {
    location: 'courses',
    position: 2,
    title: t(
      'Bepul darslar va taraqqiyot',
      'Бесплатные уроки и прогресс',
      'Free lessons and progress',
    ),
    body: t(
      "Ba'zi darslar bepul ko'rish uchun ochiq. Taraqqiyotingiz har bir dars bo'yicha saqlanadi va kurs kartasida foizda ko'rinadi.",
      'Некоторые уроки открыты для бесплатного просмотра. Прогресс сохраняется по каждому уроку и виден в процентах на карточке курса.',
      'Some lessons are open as free previews. Your progress is saved per lesson and shown as a percentage on the course card.',
    ),
  },
  {
    location: 'signals',
    position: 1,
    title: t("Signalni qanday o'qish kerak", 'Как читать сигнал', 'How to read a signal'),
    body: t(
      "Har bir signalda yo'nalish (sotib olish yoki sotish), kirish narxi, stop-loss va take-profit bor. Holat: kutilmoqda, faol, yopilgan yoki bekor qilingan.\n\nBu moliyaviy maslahat emas: riskni o'zingiz boshqaring.",
      'В каждом сигнале есть направление (покупка или продажа), цена входа, стоп-лосс и тейк-профит. Статусы: ожидает, активен, закрыт, отменён.\n\nЭто не финансовый совет: управляйте риском сами.',
      'Every signal has a direction (buy or sell), an entry price, a stop-loss and a take-profit. Statuses: pending, active, closed, cancelled.\n\nThis is not financial advice: manage your own risk.',
    ),
  },
  {
    location: 'signals',
    position: 2,
    title: t('Signal bildirishnomalari', 'Уведомления о сигналах', 'Signal notifications'),
    body: t(
      "Bildirishnoma sozlamalarida qaysi aktiv turlari (kripto, forex, aksiyalar, xomashyo) bo'yicha yangi signal haqida xabar olishni tanlang. Brauzer bildirishnomalari uchun ruxsat bering.",
      'В настройках уведомлений выберите, о новых сигналах каких активов (крипто, форекс, акции, сырьё) сообщать. Для уведомлений браузера разрешите их.',
      'In the notification settings choose which asset types (crypto, forex, stocks, commodities) tell you about a new signal. Allow browser notifications to get them outside the tab.',
    ),
  },
  {
    location: 'calendar',
    position: 1,
    title: t(
      'Iqtisodiy taqvimdan foydalanish',
      'Как пользоваться экономическим календарём',
      'Using the economic calendar',
    ),
    body: t(
      "Voqealarni sana, mamlakat va ta'sir darajasi bo'yicha filtrlang. Vaqtlar sukut bo'yicha Toshkent vaqtida (UTC+5) ko'rsatiladi; vaqt mintaqasini o'zgartirishingiz mumkin.",
      'Фильтруйте события по дате, стране и важности. Время по умолчанию ташкентское (UTC+5); часовой пояс можно сменить.',
      'Filter events by date, country and impact. Times are in Tashkent time (UTC+5) by default; you can change the time zone.',
    ),
  },
  {
    location: 'journal',
    position: 1,
    title: t(
      'Savdo kundaligini yuritish',
      'Как вести торговый дневник',
      'Keeping a trading journal',
    ),
    body: t(
      "Har bir savdodan keyin instrument, yo'nalish, natija va izoh yozing. Kundalik xatolaringizni va kuchli tomonlaringizni ko'rishga yordam beradi.",
      'После каждой сделки записывайте инструмент, направление, результат и заметку. Дневник помогает увидеть ошибки и сильные стороны.',
      'After each trade write down the instrument, direction, result and a note. The journal shows you your mistakes and your strengths.',
    ),
  },
  {
    location: 'algo',
    position: 1,
    title: t(
      'Ekspert maslahatchini ulash',
      'Как подключить советника',
      'Connecting an expert advisor',
    ),
    body: t(
      "Botni sotib oling, broker, hisob va platformani kiriting. Holat avval 'sozlanmoqda', keyin 'faol' bo'ladi; har bir o'zgarish haqida bildirishnoma olasiz.",
      "Купите бота, укажите брокера, счёт и платформу. Статус сначала 'настраивается', затем 'активен'; о каждом изменении придёт уведомление.",
      "Buy a bot and enter your broker, account and platform. Its status goes from 'being set up' to 'active'; every change arrives as a notification.",
    ),
  },
  {
    location: 'algo',
    position: 2,
    title: t("Risk va o'tgan natijalar", 'Риск и прошлые результаты', 'Risk and past results'),
    body: t(
      "O'tgan natijalar kelajakdagi daromadni kafolatlamaydi. Depozit va risk darajasini o'zingizga mos tanlang.",
      'Прошлые результаты не гарантируют будущей доходности. Выбирайте депозит и уровень риска под себя.',
      'Past performance does not guarantee future returns. Choose a deposit and risk level that suit you.',
    ),
  },
  {
    location: 'dashboard',
    position: 1,
    title: t('Boshqaruv paneli', 'Панель управления', 'Your dashboard'),
    body: t(
      "Bu yerda o'qish taraqqiyoti, signallar statistikasi va botlaringiz bir joyda. Yuqoridagi qo'ng'iroqcha yangi bildirishnomalarni ko'rsatadi.",
      'Здесь в одном месте прогресс обучения, статистика сигналов и ваши боты. Колокольчик вверху показывает новые уведомления.',
      'Your learning progress, signal statistics and bots in one place. The bell in the header shows new notifications.',
    ),
  },
  {
    location: 'plans',
    position: 1,
    title: t('Obuna va yangilash', 'Подписка и продление', 'Subscriptions and renewal'),
    body: t(
      "Obuna balansdan to'lanadi va muddati tugaganda avtomatik yangilanadi (balans yetarli bo'lsa). Tugashidan oldin bildirishnoma olasiz.",
      'Подписка оплачивается с баланса и продлевается автоматически по окончании (если хватает баланса). Перед окончанием придёт уведомление.',
      'A subscription is paid from your balance and renews by itself when it ends (if the balance covers it). You are notified before it ends.',
    ),
  },
  {
    location: 'resources',
    position: 1,
    title: t('Resurslar markazi', 'Центр ресурсов', 'The resource centre'),
    body: t(
      "Kitoblar, qo'llanmalar va shablonlar. Toifa bo'yicha filtrlang yoki qidiring.",
      'Книги, руководства и шаблоны. Фильтруйте по категории или ищите.',
      'Books, guides and templates. Filter by category or search.',
    ),
  },
  {
    location: 'profile',
    position: 1,
    title: t('Profil va xavfsizlik', 'Профиль и безопасность', 'Profile and security'),
    body: t(
      "Ism, foydalanuvchi nomi va rasmni profilda o'zgartiring. Qurilmalar ro'yxatidan keraksiz sessiyalarni yakunlang.",
      'Имя, имя пользователя и фото меняются в профиле. Завершайте лишние сеансы в списке устройств.',
      'Change your name, username and picture in the profile. End sessions you do not recognise in the devices list.',
    ),
  },
  {
    location: 'help',
    position: 1,
    title: t(
      "Qo'llab-quvvatlash bilan bog'lanish",
      'Как связаться с поддержкой',
      'Contacting support',
    ),
    body: t(
      "Shu sahifadagi qo'llab-quvvatlash suhbatiga yozing. Javob kelganda bildirishnoma olasiz.",
      'Напишите в чат поддержки на этой странице. Когда придёт ответ, вы получите уведомление.',
      'Write to support in the conversation on this page. You get a notification when they reply.',
    ),
  },
  {
    location: 'help',
    position: 2,
    title: t('Bildirishnoma sozlamalari', 'Настройки уведомлений', 'Notification settings'),
    body: t(
      "Sozlamalarda qaysi bildirishnomalar brauzerda chiqishini va elektron pochtaga yuborilishini tanlang. Brauzer ruxsatni bloklagan bo'lsa, uni brauzer sozlamalarida yoqing.",
      'В настройках выберите, какие уведомления показывать в браузере и отправлять на почту. Если браузер заблокировал разрешение, включите его в настройках браузера.',
      'In the settings choose which notifications show in the browser and whether they also go by email. If the browser blocked the permission, allow it in the browser’s settings.',
    ),
  },
];
