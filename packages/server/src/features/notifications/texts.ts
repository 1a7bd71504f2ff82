/**
 * The words of every notification kind in uz, ru and en. A notification is stored as its kind
 * and params, and rendered here in the reader's language when it is read or pushed, so a trader
 * who switches language reads old notifications in the new one too (decision 0230). A param
 * `name` may carry per-language values as `name_uz` / `name_ru` (a module's title).
 */
import {
  EXPERT_ADVISOR_STATUSES,
  figureIn,
  groupThousands,
  purchaseItemText,
  type ExpertAdvisorStatus,
  type Language,
  type NotificationKind,
  type NotificationParams,
} from '@savdo/contract';

export interface RenderedText {
  title: string;
  body: string;
}

type Param = (name: string) => string;
type Template = (p: Param, params: NotificationParams) => RenderedText;

const CURRENCY: Record<Language, string> = { uz: "so'm", ru: 'сум', en: 'UZS' };
const LOCALE: Record<Language, string> = { uz: 'uz-UZ', ru: 'ru-RU', en: 'en-GB' };

const EA_STATUS: Record<Language, Record<ExpertAdvisorStatus, string>> = {
  uz: {
    in_progress: 'sozlanmoqda',
    active: 'faol',
    deactivated: "o'chirilgan",
    paused: "to'xtatilgan",
    unknown: "noma'lum holatda",
  },
  ru: {
    in_progress: 'настраивается',
    active: 'активен',
    deactivated: 'отключён',
    paused: 'приостановлен',
    unknown: 'в неизвестном статусе',
  },
  en: {
    in_progress: 'being set up',
    active: 'active',
    deactivated: 'deactivated',
    paused: 'paused',
    unknown: 'in an unknown state',
  },
};

const ASSET: Record<Language, Record<string, string>> = {
  uz: { crypto: 'kripto', forex: 'forex', stocks: 'aksiyalar', commodities: 'xomashyo' },
  ru: { crypto: 'крипто', forex: 'форекс', stocks: 'акции', commodities: 'сырьё' },
  en: { crypto: 'crypto', forex: 'forex', stocks: 'stocks', commodities: 'commodities' },
};

const SIDE: Record<Language, Record<string, string>> = {
  uz: { buy: 'Sotib olish', sell: 'Sotish' },
  ru: { buy: 'Покупка', sell: 'Продажа' },
  en: { buy: 'Buy', sell: 'Sell' },
};

// ---- Calendar alerts (docs/decisions/0312-calendar-alerts.md): a reminder N minutes before a
// release, and its actual value once published. `event` may carry `event_uz` / `event_ru`; the
// release time is shown in Tashkent time (decision 15), as the other notifications' dates.
type CalendarKind = 'calendar_reminder' | 'calendar_actual';
const when = (raw: NotificationParams, lang: Language) => formatWhen(String(raw.release_at), lang);
const CALENDAR_TEXTS: Record<Language, Record<CalendarKind, Template>> = {
  uz: {
    calendar_reminder: (p, raw) => ({
      title: `${p('minutes')} daqiqadan so'ng: ${p('event')}`,
      body: `${p('currency')} ${p('event')} ${when(raw, 'uz')} da e'lon qilinadi. Prognoz: ${p('forecast') || '—'}, oldingi: ${p('previous') || '—'}.`,
    }),
    calendar_actual: (p) => ({
      title: `${p('currency')} ${p('event')}: ${p('actual')}`,
      body: `Haqiqiy qiymat e'lon qilindi: ${p('actual')} (prognoz: ${p('forecast') || '—'}, oldingi: ${p('previous') || '—'}).`,
    }),
  },
  ru: {
    calendar_reminder: (p, raw) => ({
      title: `Через ${p('minutes')} мин: ${p('event')}`,
      body: `${p('currency')} ${p('event')} выйдет ${when(raw, 'ru')}. Прогноз: ${p('forecast') || '—'}, предыдущее: ${p('previous') || '—'}.`,
    }),
    calendar_actual: (p) => ({
      title: `${p('currency')} ${p('event')}: ${p('actual')}`,
      body: `Опубликовано фактическое значение: ${p('actual')} (прогноз: ${p('forecast') || '—'}, предыдущее: ${p('previous') || '—'}).`,
    }),
  },
  en: {
    calendar_reminder: (p, raw) => ({
      title: `In ${p('minutes')} minutes: ${p('event')}`,
      body: `${p('currency')} ${p('event')} is released at ${when(raw, 'en')}. Forecast: ${p('forecast') || '—'}, previous: ${p('previous') || '—'}.`,
    }),
    calendar_actual: (p) => ({
      title: `${p('currency')} ${p('event')}: ${p('actual')}`,
      body: `The actual value is out: ${p('actual')} (forecast: ${p('forecast') || '—'}, previous: ${p('previous') || '—'}).`,
    }),
  },
};

const TEXTS: Record<Language, Record<NotificationKind, Template>> = {
  uz: {
    ...CALENDAR_TEXTS.uz,
    payment_credited: (p) => ({
      title: "Balans to'ldirildi",
      body: `${p('amount')} ${p('provider')} orqali balansingizga tushdi.`,
    }),
    payment_failed: (p) => ({
      title: "To'lov amalga oshmadi",
      body: `${p('provider')} orqali ${p('amount')} to'lov bekor qilindi. Iltimos, qaytadan urinib ko'ring.`,
    }),
    module_access_ending: (p) => ({
      title: 'Modulga kirish muddati tugamoqda',
      body: `"${p('module')}" moduliga kirish ${p('expires_at')} da tugaydi. Yana 7 kunga uzaytirish uchun qayta sotib oling.`,
    }),
    module_access_ended: (p) => ({
      title: 'Modulga kirish muddati tugadi',
      body: `"${p('module')}" moduliga kirish muddati tugadi. Yana 7 kun uchun qayta sotib olishingiz mumkin.`,
    }),
    subscription_ending: (p, raw) => ({
      title: 'Obuna muddati tugamoqda',
      body: raw.renews
        ? `"${p('plan')}" obunangiz ${p('expires_at')} da yangilanadi: balansingizda ${p('price')} bo'lsin.`
        : `"${p('plan')}" obunangiz ${p('expires_at')} da tugaydi.`,
    }),
    signal_new: (p) => ({
      title: `Yangi signal: ${p('symbol')}`,
      body: `${p('side')} ${p('symbol')} (${p('asset_type')}).`,
    }),
    // offline_since: the bridge's terminal went silent (docs/decisions/0282-expert-advisor-delivery.md);
    // follow_id: a copy follow's terminal, by the same rule (docs/decisions/0287-follow-heartbeat.md);
    // message: the operator's words from the back office (docs/decisions/0295-expert-advisor-queue.md).
    expert_advisor_status: (p, raw) => ({
      title: raw.follow_id ? 'Kopi-treyding terminali holati' : 'Ekspert maslahatchi holati',
      body: `${raw.follow_id ? `"${p('name')}" nusxasi: terminal` : `"${p('name')}" endi`} ${p('status')}.${p('offline_since') ? ` Terminal ${p('offline_since')} dan beri aloqada emas.` : ''}${p('message') ? ` Operator izohi: ${p('message')}` : ''}`,
    }),
    support_reply: (p) => ({
      title: "Qo'llab-quvvatlash javob berdi",
      body: p('preview') || 'Rasm yubordi',
    }),
    purchase_receipt: (p) => ({
      title: 'Xarid cheki',
      body: `${p('item')} ${p('price')}ga sotib olindi. Xariddan keyingi balans: ${p('balance_after')}.`,
    }),
    purchase_refunded: (p) => ({
      title: 'Xarid puli qaytarildi',
      body: `${p('item')} uchun ${p('amount')} balansingizga qaytarildi, unga kirish yopildi. Sabab: ${p('reason')}. Balans: ${p('balance_after')}.`,
    }),
    top_up_refunded: (p) => ({
      title: "To'ldirish qaytarildi",
      body: `${p('provider')} orqali ${p('amount')} to'ldirish qaytarildi va balansdan yechildi. Sabab: ${p('reason')}. Balans: ${p('balance_after')}. Pul kartangizga ${p('provider')} orqali qaytariladi.`,
    }),
  },
  ru: {
    ...CALENDAR_TEXTS.ru,
    payment_credited: (p) => ({
      title: 'Баланс пополнен',
      body: `${p('amount')} зачислено на баланс через ${p('provider')}.`,
    }),
    payment_failed: (p) => ({
      title: 'Платёж не прошёл',
      body: `Платёж ${p('amount')} через ${p('provider')} отменён. Пожалуйста, попробуйте снова.`,
    }),
    module_access_ending: (p) => ({
      title: 'Доступ к модулю скоро закончится',
      body: `Доступ к модулю «${p('module')}» закончится ${p('expires_at')}. Купите снова, чтобы продлить на 7 дней.`,
    }),
    module_access_ended: (p) => ({
      title: 'Доступ к модулю закончился',
      body: `Доступ к модулю «${p('module')}» закончился. Его можно купить снова на 7 дней.`,
    }),
    subscription_ending: (p, raw) => ({
      title: 'Подписка скоро закончится',
      body: raw.renews
        ? `Подписка «${p('plan')}» продлится ${p('expires_at')}: держите на балансе ${p('price')}.`
        : `Подписка «${p('plan')}» закончится ${p('expires_at')}.`,
    }),
    signal_new: (p) => ({
      title: `Новый сигнал: ${p('symbol')}`,
      body: `${p('side')} ${p('symbol')} (${p('asset_type')}).`,
    }),
    expert_advisor_status: (p, raw) => ({
      title: raw.follow_id ? 'Статус терминала копи-трейдинга' : 'Статус советника',
      body: `${raw.follow_id ? `Копирование «${p('name')}»: терминал` : `«${p('name')}» теперь`} ${p('status')}.${p('offline_since') ? ` Терминал не на связи с ${p('offline_since')}.` : ''}${p('message') ? ` Комментарий оператора: ${p('message')}` : ''}`,
    }),
    support_reply: (p) => ({
      title: 'Ответ поддержки',
      body: p('preview') || 'Прислали изображение',
    }),
    purchase_receipt: (p) => ({
      title: 'Чек о покупке',
      body: `Покупка: ${p('item')} за ${p('price')}. Баланс после покупки: ${p('balance_after')}.`,
    }),
    purchase_refunded: (p) => ({
      title: 'Возврат за покупку',
      body: `За ${p('item')} на баланс возвращено ${p('amount')}, доступ к покупке закрыт. Причина: ${p('reason')}. Баланс: ${p('balance_after')}.`,
    }),
    top_up_refunded: (p) => ({
      title: 'Возврат пополнения',
      body: `Пополнение ${p('amount')} через ${p('provider')} возвращено и списано с баланса. Причина: ${p('reason')}. Баланс: ${p('balance_after')}. Деньги вернутся на карту через ${p('provider')}.`,
    }),
  },
  en: {
    ...CALENDAR_TEXTS.en,
    payment_credited: (p) => ({
      title: 'Balance topped up',
      body: `${p('amount')} was credited to your balance via ${p('provider')}.`,
    }),
    payment_failed: (p) => ({
      title: 'Payment failed',
      body: `Your payment of ${p('amount')} via ${p('provider')} was cancelled. Payment failed. Please try again.`,
    }),
    module_access_ending: (p) => ({
      title: 'Module access ends soon',
      body: `Your access to "${p('module')}" ends on ${p('expires_at')}. Buy it again to extend it by 7 days.`,
    }),
    module_access_ended: (p) => ({
      title: 'Module access ended',
      body: `Your access to "${p('module')}" has ended. You can buy it again for 7 more days.`,
    }),
    subscription_ending: (p, raw) => ({
      title: 'Subscription ending',
      body: raw.renews
        ? `Your "${p('plan')}" subscription renews on ${p('expires_at')}: keep ${p('price')} on your balance.`
        : `Your "${p('plan')}" subscription ends on ${p('expires_at')}.`,
    }),
    signal_new: (p) => ({
      title: `New signal: ${p('symbol')}`,
      body: `${p('side')} ${p('symbol')} (${p('asset_type')}).`,
    }),
    expert_advisor_status: (p, raw) => ({
      title: raw.follow_id ? 'Copy trading terminal' : 'Expert advisor status',
      body: `${raw.follow_id ? `Copying "${p('name')}": the terminal is` : `"${p('name')}" is now`} ${p('status')}.${p('offline_since') ? ` Terminal offline since ${p('offline_since')}.` : ''}${p('message') ? ` Operator's note: ${p('message')}` : ''}`,
    }),
    support_reply: (p) => ({ title: 'Support replied', body: p('preview') || 'Sent an image' }),
    purchase_receipt: (p) => ({
      title: 'Purchase receipt',
      body: `You bought the ${p('item')} for ${p('price')}. Balance after: ${p('balance_after')}.`,
    }),
    purchase_refunded: (p) => ({
      title: 'Purchase refunded',
      body: `${p('amount')} for the ${p('item')} was returned to your balance and its access has ended. Reason: ${p('reason')}. Balance: ${p('balance_after')}.`,
    }),
    top_up_refunded: (p) => ({
      title: 'Top-up refunded',
      body: `Your top-up of ${p('amount')} via ${p('provider')} was refunded and taken off your balance. Reason: ${p('reason')}. Balance: ${p('balance_after')}. ${p('provider')} returns the money to your card.`,
    }),
  },
};

/** Tashkent time (decision 15), in the reader's language; with the year on a receipt. */
export function formatWhen(
  iso: string,
  lang: Language,
  { year = false }: { year?: boolean } = {},
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALE[lang], {
    timeZone: 'Asia/Tashkent',
    day: 'numeric',
    month: 'long',
    ...(year ? { year: 'numeric' } : {}),
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** A param as the reader sees it: amounts with the currency, dates in Tashkent, labels. */
function paramReader(params: NotificationParams, lang: Language): Param {
  return (name) => {
    // A purchase's item: its kind's word and its name, as the balance history says it.
    if (name === 'item') return purchaseItemText({ ...params, kind: params.item_kind }, lang);
    const value = params[`${name}_${lang}`] ?? params[name];
    if (value === null || value === undefined) return '';
    if (name === 'amount' || name === 'price' || name === 'balance_after')
      return `${groupThousands(Number(value))} ${CURRENCY[lang]}`;
    if (name === 'purchased_at') return formatWhen(String(value), lang, { year: true });
    if (name === 'expires_at' || name === 'offline_since') return formatWhen(String(value), lang);
    if (name === 'status' && (EXPERT_ADVISOR_STATUSES as readonly unknown[]).includes(value))
      return EA_STATUS[lang][value as ExpertAdvisorStatus];
    if (name === 'asset_type') return ASSET[lang][String(value)] ?? String(value);
    if (name === 'side') return SIDE[lang][String(value)] ?? String(value);
    // A calendar figure as the calendar shows it: '227 ming', '2,5%' (decision 0301).
    if (name === 'actual' || name === 'forecast' || name === 'previous')
      return figureIn(String(value), lang);
    return String(value);
  };
}

export function renderNotification(
  kind: NotificationKind,
  params: NotificationParams,
  lang: Language,
): RenderedText {
  return TEXTS[lang][kind](paramReader(params, lang), params);
}

export interface RenderedMail {
  subject: string;
  text: string;
}

/** A receipt's lines: what was bought, for how much, the balance after, when, its number. */
const RECEIPT_MAIL: Record<Language, { thanks: string; lines: [string, string][] }> = {
  uz: {
    thanks: 'Xaridingiz uchun rahmat.',
    lines: [
      ['Mahsulot', 'item'],
      ['Narxi', 'price'],
      ['Xariddan keyingi balans', 'balance_after'],
      ['Sana (Toshkent vaqti)', 'purchased_at'],
      ['Chek raqami', 'purchase_id'],
    ],
  },
  ru: {
    thanks: 'Спасибо за покупку.',
    lines: [
      ['Товар', 'item'],
      ['Цена', 'price'],
      ['Баланс после покупки', 'balance_after'],
      ['Дата (время Ташкента)', 'purchased_at'],
      ['Номер чека', 'purchase_id'],
    ],
  },
  en: {
    thanks: 'Thank you for your purchase.',
    lines: [
      ['Item', 'item'],
      ['Price', 'price'],
      ['Balance after', 'balance_after'],
      ['Date (Tashkent time)', 'purchased_at'],
      ['Receipt no.', 'purchase_id'],
    ],
  },
};

/**
 * The notification as an email in `lang`, ending with `link`: its title and body, or for a
 * receipt the receipt's lines (docs/decisions/0281-purchase-receipts.md).
 */
export function renderNotificationMail(
  kind: NotificationKind,
  params: NotificationParams,
  lang: Language,
  link: string,
): RenderedMail {
  const text = renderNotification(kind, params, lang);
  if (kind !== 'purchase_receipt') return { subject: text.title, text: `${text.body}\n\n${link}` };
  const p = paramReader(params, lang);
  const receipt = RECEIPT_MAIL[lang];
  const lines = receipt.lines.map(([label, name]) => `${label}: ${p(name)}`);
  return {
    subject: `${text.title}: ${p('item')}`,
    text: [receipt.thanks, '', ...lines, '', link].join('\n'),
  };
}
