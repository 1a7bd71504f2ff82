/**
 * The words of every notification kind in uz, ru and en. A notification is stored as its kind
 * and params, and rendered here in the reader's language when it is read or pushed, so a trader
 * who switches language reads old notifications in the new one too (decision 0230). A param
 * `name` may carry per-language values as `name_uz` / `name_ru` (a module's title).
 */
import {
  EXPERT_ADVISOR_STATUSES,
  groupThousands,
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

const TEXTS: Record<Language, Record<NotificationKind, Template>> = {
  uz: {
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
    expert_advisor_status: (p) => ({
      title: 'Ekspert maslahatchi holati',
      body: `"${p('name')}" endi ${p('status')}.`,
    }),
    support_reply: (p) => ({
      title: "Qo'llab-quvvatlash javob berdi",
      body: p('preview') || 'Rasm yubordi',
    }),
  },
  ru: {
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
    expert_advisor_status: (p) => ({
      title: 'Статус советника',
      body: `«${p('name')}» теперь ${p('status')}.`,
    }),
    support_reply: (p) => ({
      title: 'Ответ поддержки',
      body: p('preview') || 'Прислали изображение',
    }),
  },
  en: {
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
    expert_advisor_status: (p) => ({
      title: 'Expert advisor status',
      body: `"${p('name')}" is now ${p('status')}.`,
    }),
    support_reply: (p) => ({ title: 'Support replied', body: p('preview') || 'Sent an image' }),
  },
};

/** Tashkent time (decision 15), in the reader's language. */
export function formatWhen(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALE[lang], {
    timeZone: 'Asia/Tashkent',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** A param as the reader sees it: amounts with the currency, dates in Tashkent, labels. */
function paramReader(params: NotificationParams, lang: Language): Param {
  return (name) => {
    const value = params[`${name}_${lang}`] ?? params[name];
    if (value === null || value === undefined) return '';
    if (name === 'amount' || name === 'price')
      return `${groupThousands(Number(value))} ${CURRENCY[lang]}`;
    if (name === 'expires_at') return formatWhen(String(value), lang);
    if (name === 'status' && (EXPERT_ADVISOR_STATUSES as readonly unknown[]).includes(value))
      return EA_STATUS[lang][value as ExpertAdvisorStatus];
    if (name === 'asset_type') return ASSET[lang][String(value)] ?? String(value);
    if (name === 'side') return SIDE[lang][String(value)] ?? String(value);
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
