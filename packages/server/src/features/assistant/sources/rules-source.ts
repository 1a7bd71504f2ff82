/**
 * The product's business rules as documents the assistant can cite (docs/product.md "Rules that
 * matter to a trader" and decisions 1, 13, 14): module access and its extension, the top-up
 * minimum, plans and subscriptions, upload limits, copy trading, purchases and the balance,
 * password rules. The numbers come from contract's constants, so a rule the product changes changes
 * here too.
 */
import {
  COPY_TRADING,
  MIN_TOP_UP_UZS,
  MODULE_ACCESS_DAYS,
  PASSWORD_MIN_LENGTH,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  groupThousands,
  type Language,
} from '@savdo/contract';
import { assistantSourceUrl, staticSource, type AssistantSourceDocument } from '../source';

const DAYS = MODULE_ACCESS_DAYS;
// Written as the interface writes every amount, in every language (decision 0301).
const MIN = groupThousands(MIN_TOP_UP_UZS);
const MB = UPLOAD_MAX_BYTES / (1024 * 1024);
const FILES = UPLOAD_MAX_FILES;
const { monthlyProfitPercent: profit, riskPerTradePercent: risk } = COPY_TRADING;
const PW = PASSWORD_MIN_LENGTH;

interface Rule {
  key: string;
  relatedUrl: string | null;
  keywords: string;
  texts: Record<Language, [title: string, text: string]>;
}

export const RULES: Rule[] = [
  {
    key: 'module-access',
    relatedUrl: '/video-courses',
    keywords:
      'access days week expire expiry extend renew buy again locked modul kirish muddat kun hafta uzaytirish доступ дней неделя срок продлить истек',
    texts: {
      en: [
        `Course module access: ${DAYS} days, and how it is extended`,
        `Courses are sold per module. Buying a module opens all of its lessons for ${DAYS} days, counted from the moment of purchase. When the ${DAYS} days are over, access to the module is restricted again: its lessons are locked and the module shows its price with a buy-again action.

Buying the same module again while its access is still active extends the access by another ${DAYS} days from the current expiry, so no paid day is lost. Bought after the access ended, the ${DAYS} days start again from the new purchase.

Free courses are open to everyone who is signed in, and a lesson marked as a free preview can be watched without buying its module. Your progress in a lesson is kept even while the module is locked.`,
      ],
      uz: [
        `Kurs moduliga kirish: ${DAYS} kun va uni uzaytirish`,
        `Kurslar modul bo'yicha sotiladi. Modulni sotib olish uning barcha darslarini xarid qilingan paytdan boshlab ${DAYS} kunga ochadi. ${DAYS} kun tugagach, modulga kirish yana cheklanadi: darslar yopiladi va modul narxi hamda qayta sotib olish tugmasi bilan ko'rsatiladi.

Kirish hali faol bo'lganda o'sha modulni yana sotib olsangiz, kirish joriy tugash sanasidan boshlab yana ${DAYS} kunga uzaytiriladi, to'langan birorta kun yo'qolmaydi. Kirish tugagandan keyin sotib olinsa, ${DAYS} kun yangi xariddan boshlab hisoblanadi.

Bepul kurslar tizimga kirgan har bir foydalanuvchi uchun ochiq, bepul namoyish deb belgilangan darsni modulni sotib olmasdan ko'rish mumkin. Modul yopiq bo'lsa ham darsdagi natijangiz saqlanadi.`,
      ],
      ru: [
        `Доступ к модулю курса: ${DAYS} дней и продление`,
        `Курсы продаются по модулям. Покупка модуля открывает все его уроки на ${DAYS} дней с момента покупки. Когда ${DAYS} дней проходят, доступ к модулю снова ограничивается: уроки закрываются, а модуль показывается с ценой и кнопкой повторной покупки.

Если купить тот же модуль снова, пока доступ ещё активен, доступ продлевается ещё на ${DAYS} дней от текущей даты окончания, и ни один оплаченный день не теряется. Если купить после окончания доступа, ${DAYS} дней отсчитываются заново от новой покупки.

Бесплатные курсы открыты всем вошедшим пользователям, а урок с отметкой бесплатного просмотра можно смотреть без покупки модуля. Ваш прогресс в уроке сохраняется, даже пока модуль закрыт.`,
      ],
    },
  },
  {
    key: 'top-up-minimum',
    relatedUrl: '/dashboard?top_up',
    keywords:
      'top up topup deposit add money card payme click minimum amount balance toldirish hisob karta pul minimal пополнение пополнить карта минимальная сумма баланс',
    texts: {
      en: [
        `Topping up the balance: at least ${MIN} UZS`,
        `Your balance is topped up through one of two payment providers: Payme (wallet and cards) or Click (cards). The smallest top-up is ${MIN} UZS; amounts are whole UZS. The money is credited once the provider confirms the payment, and the same payment is never credited twice.

Open the top-up from the balance at the top of any page, choose the amount and the provider, and pay on the provider's page. If a payment fails, nothing is charged to your balance and you can try again.`,
      ],
      uz: [
        `Balansni to'ldirish: kamida ${MIN} so'm`,
        `Balans ikki to'lov tizimidan biri orqali to'ldiriladi: Payme (hamyon va kartalar) yoki Click (kartalar). Eng kam to'ldirish summasi ${MIN} so'm; summa butun so'mda bo'ladi. Pul to'lov tizimi to'lovni tasdiqlagach tushadi va bitta to'lov hech qachon ikki marta hisobga olinmaydi.

To'ldirishni istalgan sahifaning yuqorisidagi balansdan oching, summani va to'lov tizimini tanlang va to'lov tizimi sahifasida to'lang. To'lov amalga oshmasa, balansingizdan hech narsa yechilmaydi va qayta urinib ko'rishingiz mumkin.`,
      ],
      ru: [
        `Пополнение баланса: не меньше ${MIN} сумов`,
        `Баланс пополняется через одну из двух платёжных систем: Payme (кошелёк и карты) или Click (карты). Минимальная сумма пополнения — ${MIN} сумов, сумма указывается в целых сумах. Деньги зачисляются после подтверждения платежа платёжной системой, и один платёж никогда не зачисляется дважды.

Откройте пополнение через баланс вверху любой страницы, выберите сумму и платёжную систему и оплатите на её странице. Если платёж не прошёл, с баланса ничего не списывается, и можно попробовать снова.`,
      ],
    },
  },
  {
    key: 'purchases-and-balance',
    relatedUrl: '/dashboard?top_up',
    keywords:
      'buy purchase pay price insufficient not enough money shortfall charged twice sotib olish xarid narx yetarli emas mablag покупка купить цена недостаточно денег не хватает',
    texts: {
      en: [
        'Purchases and your balance',
        `Course modules, resources, expert advisors and subscription plans are paid from your balance in UZS; there is no card payment at the moment of purchase. Before paying you see the price in a confirmation dialog.

If the balance does not cover the price, nothing is charged and you see: "Insufficient balance. You need {amount} UZS more to purchase this item. Please top up your balance." with the exact shortfall, and can top up right from there. A purchase is charged once: pressing the button twice, or retrying after a network error, never charges twice. Every debit and credit appears in your balance history.`,
      ],
      uz: [
        'Xaridlar va balansingiz',
        `Kurs modullari, resurslar, ekspert maslahatchilar va obuna rejalari balansingizdan so'mda to'lanadi; xarid paytida karta bilan to'lov yo'q. To'lashdan oldin narx tasdiqlash oynasida ko'rsatiladi.

Balans narxni qoplamasa, hech narsa yechilmaydi va yetishmayotgan aniq summa bilan balansni to'ldirish taklif qilinadi; to'ldirishni shu yerning o'zidan ochish mumkin. Xarid bir marta yechiladi: tugmani ikki marta bosish yoki tarmoq xatosidan keyin qayta urinish hech qachon ikki marta yechmaydi. Har bir yechim va tushum balans tarixida ko'rinadi.`,
      ],
      ru: [
        'Покупки и ваш баланс',
        `Модули курсов, ресурсы, советники и тарифы подписки оплачиваются с баланса в сумах; оплаты картой в момент покупки нет. Перед оплатой цена показывается в окне подтверждения.

Если баланса не хватает, ничего не списывается, и вы видите точную недостающую сумму с предложением пополнить баланс прямо оттуда. Покупка списывается один раз: двойное нажатие или повтор после ошибки сети никогда не списывают дважды. Каждое списание и зачисление видно в истории баланса.`,
      ],
    },
  },
  {
    key: 'plans-and-subscriptions',
    relatedUrl: '/upgrade-plan',
    keywords:
      'plan plans subscription subscribe premium signals upgrade renew cancel resume expired tarif obuna premium signal yangilash bekor подписка тариф премиум сигналы продлить отменить апгрейд',
    texts: {
      en: [
        'Subscription plans',
        `Subscription plans unlock premium trading signals; each premium signal names the plan level it needs, and a higher plan includes every lower one. A plan is bought from your balance for its period (shown on the Upgrade plan page).

A subscription can be active, inactive, expired or pending payment. Renewing adds a new period; upgrading to a higher plan counts the unused part of your current plan toward the price. Cancelling turns off the renewal at the end of the period: the plan stays active until its period ends, and you can resume it before then.`,
      ],
      uz: [
        'Obuna rejalari',
        `Obuna rejalari premium savdo signallarini ochadi; har bir premium signal qaysi reja darajasi kerakligini ko'rsatadi, yuqori reja barcha quyi rejalarni o'z ichiga oladi. Reja balansdan o'z muddatiga sotib olinadi (muddat "Rejani yangilash" sahifasida ko'rsatilgan).

Obuna faol, nofaol, muddati o'tgan yoki to'lov kutilmoqda holatida bo'lishi mumkin. Yangilash yangi muddat qo'shadi; yuqori rejaga o'tishda joriy rejaning ishlatilmagan qismi narxdan chegiriladi. Bekor qilish muddat oxiridagi avtomatik yangilashni o'chiradi: reja muddati tugaguncha faol qoladi va undan oldin uni qayta tiklash mumkin.`,
      ],
      ru: [
        'Тарифы подписки',
        `Тарифы подписки открывают премиум-сигналы; каждый премиум-сигнал указывает нужный уровень тарифа, а более высокий тариф включает все нижние. Тариф покупается с баланса на свой срок (он указан на странице «Улучшить тариф»).

Подписка может быть активной, неактивной, истёкшей или ожидающей оплаты. Продление добавляет новый срок; при переходе на более высокий тариф неиспользованная часть текущего засчитывается в цену. Отмена выключает продление в конце срока: тариф остаётся активным до конца срока, и до этого его можно возобновить.`,
      ],
    },
  },
  {
    key: 'upload-limits',
    relatedUrl: null,
    keywords:
      'upload image images photo picture file size mb megabyte attach limit rasm surat fayl hajm yuklash загрузка изображение фото картинка файл размер мб',
    texts: {
      en: [
        `Uploads: at most ${FILES} images, ${MB} MB each`,
        `Where you can attach pictures (chat messages, the trading journal, your avatar), only images are accepted, each at most ${MB} MB, and at most ${FILES} images at a time. A larger file or a file that is not an image is refused with a message saying why; nothing is uploaded in that case.`,
      ],
      uz: [
        `Yuklash: ko'pi bilan ${FILES} ta rasm, har biri ${MB} MB`,
        `Rasm biriktirish mumkin bo'lgan joylarda (chat xabarlari, savdo kundaligi, avatar) faqat rasmlar qabul qilinadi, har biri ko'pi bilan ${MB} MB va bir vaqtda ko'pi bilan ${FILES} ta rasm. Kattaroq yoki rasm bo'lmagan fayl sababi yozilgan xabar bilan rad etiladi; bunda hech narsa yuklanmaydi.`,
      ],
      ru: [
        `Загрузка: не больше ${FILES} изображений по ${MB} МБ`,
        `Там, где можно прикрепить картинки (сообщения чата, торговый дневник, аватар), принимаются только изображения, каждое не больше ${MB} МБ, и не больше ${FILES} изображений за раз. Файл больше или не изображение отклоняется с сообщением о причине; в этом случае ничего не загружается.`,
      ],
    },
  },
  {
    key: 'copy-trading',
    relatedUrl: '/copy-trade',
    keywords:
      'copy trade copytrading follow strategy monthly profit return risk per trade responsibility loss nusxa savdo oylik foyda xavf javobgarlik копитрейдинг копирование стратегия месячная прибыль риск ответственность убыток',
    texts: {
      en: [
        'Copy trading: figures and responsibility',
        `The copy-trading page shows strategies you can follow with their verified figures. Its stated range is a monthly profit from ${profit.min}% to ${profit.max}%, with a risk of ${risk.min}% to ${risk.max}% of the deposit per trade. These are past figures, not a promise: months can also end in a loss.

Profit and loss are entirely the user's responsibility. Follow a strategy only with money you can afford to lose.`,
      ],
      uz: [
        'Nusxa savdo: ko‘rsatkichlar va javobgarlik',
        `Nusxa savdo sahifasi kuzatish mumkin bo'lgan strategiyalarni tasdiqlangan ko'rsatkichlari bilan ko'rsatadi. Unda oylik foyda ${profit.min}% dan ${profit.max}% gacha, har bir bitimdagi xavf depozitning ${risk.min}% dan ${risk.max}% gacha deb ko'rsatilgan. Bu o'tgan davr ko'rsatkichlari, va'da emas: oylar zarar bilan ham yakunlanishi mumkin.

Foyda va zarar to'liq foydalanuvchining javobgarligida. Strategiyani faqat yo'qotishga tayyor bo'lgan mablag' bilan kuzating.`,
      ],
      ru: [
        'Копитрейдинг: цифры и ответственность',
        `Страница копитрейдинга показывает стратегии, за которыми можно следовать, с их проверенными показателями. Заявленный диапазон — месячная прибыль от ${profit.min}% до ${profit.max}% при риске от ${risk.min}% до ${risk.max}% депозита на сделку. Это прошлые показатели, а не обещание: месяц может закончиться и убытком.

Прибыль и убытки полностью на ответственности пользователя. Следуйте стратегии только с деньгами, которые готовы потерять.`,
      ],
    },
  },
  {
    key: 'password-rules',
    relatedUrl: '/profile',
    keywords:
      'password set change forgot telegram google login sign in parol ornatish kirish пароль установить сменить вход',
    texts: {
      en: [
        `Password rules: at least ${PW} characters`,
        `A password must be at least ${PW} characters long. The checklist under the field also suggests at least 1 letter and 1 digit; only the ${PW}-character minimum is enforced, and the two passwords you type must match.

If you signed up with Telegram, you are asked to set an email and a password first; if you signed up with Google, a password. The dialog cannot be closed until the password is set, to protect your account.`,
      ],
      uz: [
        `Parol qoidalari: kamida ${PW} ta belgi`,
        `Parol kamida ${PW} ta belgidan iborat bo'lishi kerak. Maydon ostidagi ro'yxat kamida 1 ta harf va 1 ta raqamni ham tavsiya qiladi; faqat ${PW} belgi talabi majburiy, kiritilgan ikki parol esa mos kelishi kerak.

Telegram orqali kirgan bo'lsangiz, avval email va parol o'rnatishingiz so'raladi; Google orqali kirgan bo'lsangiz, parol. Hisobingiz xavfsizligi uchun parol o'rnatilmaguncha oyna yopilmaydi.`,
      ],
      ru: [
        `Правила пароля: не меньше ${PW} символов`,
        `Пароль должен быть не короче ${PW} символов. Подсказка под полем советует также хотя бы 1 букву и 1 цифру; обязательно только требование в ${PW} символов, а два введённых пароля должны совпадать.

Если вы вошли через Telegram, сначала нужно установить email и пароль; если через Google — пароль. Чтобы защитить аккаунт, окно нельзя закрыть, пока пароль не установлен.`,
      ],
    },
  },
];

export function ruleDocuments(): AssistantSourceDocument[] {
  return RULES.flatMap((rule) =>
    (Object.entries(rule.texts) as [Language, [string, string]][]).map(
      ([language, [title, text]]) => ({
        sourceId: `rule.${rule.key}`,
        kind: 'rule' as const,
        language,
        title,
        text,
        url: assistantSourceUrl(`rule.${rule.key}`),
        relatedUrl: rule.relatedUrl,
        keywords: rule.keywords,
      }),
    ),
  );
}

export const rulesSource = staticSource('rules', ruleDocuments());
