// The privacy policy and the terms of service, in our own words, in the three interface
// languages. Plain data: the legal page renders whichever document and language it is asked for.
import type { Language } from '@savdo/contract';

export type LegalDocument = 'privacy' | 'terms';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalText {
  title: string;
  updated: string;
  sections: LegalSection[];
}

const UPDATED = '2026-11-22';

const privacy: Record<Language, LegalText> = {
  en: {
    title: 'Privacy Policy',
    updated: `Last updated ${UPDATED}`,
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Your account: first and last name, email address, username, and the Google or Telegram account you link. Your password is stored only as a one-way hash.',
          'Your activity in the product: courses and lessons you open, trading journal entries, bots you buy, and your balance with every top-up and purchase.',
          'Your devices: the browser and address of each signed-in session, so you can see and end them in your profile.',
        ],
      },
      {
        heading: 'What we do not collect',
        paragraphs: [
          'Card numbers and wallet passwords never reach us: payments are made on the pages of Payme and Click, which tell us only the amount and the result.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To run your account, keep your balance and purchases correct, send the emails you ask for (verification, password reset), and keep the service safe from abuse.',
          'We do not sell your data and we do not show third-party advertising.',
        ],
      },
      {
        heading: 'What your browser keeps',
        paragraphs: [
          'Your session tokens, interface language, theme and time zone are kept in your browser so you stay signed in and see the product the way you chose. Signing out removes the tokens.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can correct your details in your profile, end any session, and ask us to export or delete your account by writing to support@savdo.uz. Records of payments are kept as long as the law requires.',
        ],
      },
    ],
  },
  uz: {
    title: 'Maxfiylik siyosati',
    updated: `Oxirgi yangilanish: ${UPDATED}`,
    sections: [
      {
        heading: "Qanday ma'lumotlarni yig'amiz",
        paragraphs: [
          "Hisobingiz: ism va familiya, email manzil, foydalanuvchi nomi hamda ulangan Google yoki Telegram hisobi. Parolingiz faqat qaytarib bo'lmaydigan xesh ko'rinishida saqlanadi.",
          "Mahsulotdagi faoliyatingiz: ochgan kurs va darslaringiz, savdo jurnali yozuvlari, sotib olgan botlaringiz va har bir to'ldirish va xarid bilan balansingiz.",
          "Qurilmalaringiz: har bir kirilgan seansning brauzeri va manzili, ularni profilingizda ko'rishingiz va tugatishingiz uchun.",
        ],
      },
      {
        heading: "Nimalarni yig'maymiz",
        paragraphs: [
          "Karta raqamlari va hamyon parollari bizga kelmaydi: to'lovlar Payme va Click sahifalarida amalga oshiriladi, ular bizga faqat summa va natijani xabar qiladi.",
        ],
      },
      {
        heading: 'Nima uchun foydalanamiz',
        paragraphs: [
          "Hisobingizni yuritish, balans va xaridlarni to'g'ri saqlash, siz so'ragan xatlarni (tasdiqlash, parolni tiklash) yuborish va xizmatni suiiste'moldan himoya qilish uchun.",
          "Ma'lumotlaringizni sotmaymiz va uchinchi tomon reklamasini ko'rsatmaymiz.",
        ],
      },
      {
        heading: 'Brauzeringiz nimani saqlaydi',
        paragraphs: [
          "Tizimda qolishingiz va mahsulotni o'zingiz tanlagandek ko'rishingiz uchun seans tokenlari, interfeys tili, mavzu va vaqt mintaqasi brauzeringizda saqlanadi. Chiqqaningizda tokenlar o'chiriladi.",
        ],
      },
      {
        heading: 'Sizning tanlovingiz',
        paragraphs: [
          "Ma'lumotlaringizni profilda tuzatishingiz, istalgan seansni tugatishingiz va support@savdo.uz manziliga yozib hisobingizni eksport qilish yoki o'chirishni so'rashingiz mumkin. To'lov yozuvlari qonun talab qilgan muddatgacha saqlanadi.",
        ],
      },
    ],
  },
  ru: {
    title: 'Политика конфиденциальности',
    updated: `Обновлено ${UPDATED}`,
    sections: [
      {
        heading: 'Что мы собираем',
        paragraphs: [
          'Ваш аккаунт: имя и фамилия, адрес электронной почты, имя пользователя и привязанный аккаунт Google или Telegram. Пароль хранится только в виде необратимого хеша.',
          'Ваши действия в продукте: открытые курсы и уроки, записи торгового журнала, купленные боты и баланс со всеми пополнениями и покупками.',
          'Ваши устройства: браузер и адрес каждого активного сеанса, чтобы вы могли видеть и завершать их в профиле.',
        ],
      },
      {
        heading: 'Что мы не собираем',
        paragraphs: [
          'Номера карт и пароли кошельков к нам не попадают: оплата проходит на страницах Payme и Click, которые сообщают нам только сумму и результат.',
        ],
      },
      {
        heading: 'Зачем мы это используем',
        paragraphs: [
          'Чтобы вести ваш аккаунт, правильно учитывать баланс и покупки, отправлять письма, которые вы запросили (подтверждение, сброс пароля), и защищать сервис от злоупотреблений.',
          'Мы не продаём ваши данные и не показываем стороннюю рекламу.',
        ],
      },
      {
        heading: 'Что хранит ваш браузер',
        paragraphs: [
          'Токены сеанса, язык интерфейса, тема и часовой пояс хранятся в браузере, чтобы вы оставались в системе и видели продукт так, как выбрали. При выходе токены удаляются.',
        ],
      },
      {
        heading: 'Ваш выбор',
        paragraphs: [
          'Вы можете исправить данные в профиле, завершить любой сеанс и попросить выгрузить или удалить аккаунт, написав на support@savdo.uz. Записи о платежах хранятся столько, сколько требует закон.',
        ],
      },
    ],
  },
};

const terms: Record<Language, LegalText> = {
  en: {
    title: 'Terms of Service',
    updated: `Last updated ${UPDATED}`,
    sections: [
      {
        heading: 'The service',
        paragraphs: [
          'Savdo offers trading education (video courses sold by module) and trading tools: signals, an economic calendar, a trading journal, algo trading bots, copy trading and an AI assistant.',
        ],
      },
      {
        heading: 'Not investment advice',
        paragraphs: [
          'Courses, signals, bots and answers of the assistant are education and information, not personal investment advice. Trading can lose money, including more than you expect; every decision and its profit or loss is yours.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password to yourself and tell us if someone else may have used your account. One person, one account. We may block an account that abuses the service, shares paid content or breaks these terms.',
        ],
      },
      {
        heading: 'Balance and purchases',
        paragraphs: [
          'Your balance is in Uzbek som (UZS) and is topped up through Payme or Click. Buying a course module activates the course for 7 days; subscriptions and bots last for the period shown before you pay. Every change of your balance is recorded and shown in your history.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: [
          'We may change these terms; the date above shows the current version, and important changes are announced in the product before they apply. These terms follow the law of the Republic of Uzbekistan.',
        ],
      },
    ],
  },
  uz: {
    title: 'Foydalanish shartlari',
    updated: `Oxirgi yangilanish: ${UPDATED}`,
    sections: [
      {
        heading: 'Xizmat',
        paragraphs: [
          "Savdo savdo bo'yicha ta'lim (modullab sotiladigan video kurslar) va savdo vositalarini taklif qiladi: signallar, iqtisodiy taqvim, savdo jurnali, algo savdo botlari, kopi-treyding va AI yordamchi.",
        ],
      },
      {
        heading: 'Investitsiya maslahati emas',
        paragraphs: [
          "Kurslar, signallar, botlar va yordamchining javoblari ta'lim va ma'lumot bo'lib, shaxsiy investitsiya maslahati emas. Savdoda pul yo'qotish mumkin, kutilganidan ko'proq ham; har bir qaror va uning foyda yoki zarari sizning zimmangizda.",
        ],
      },
      {
        heading: 'Hisobingiz',
        paragraphs: [
          "Parolingizni hech kimga bermang va hisobingizdan boshqa kimdir foydalangan bo'lishi mumkin bo'lsa, bizga xabar bering. Bir kishi — bitta hisob. Xizmatni suiiste'mol qilgan, pullik kontentni tarqatgan yoki ushbu shartlarni buzgan hisobni bloklashimiz mumkin.",
        ],
      },
      {
        heading: 'Balans va xaridlar',
        paragraphs: [
          "Balansingiz o'zbek so'mida (UZS) yuritiladi va Payme yoki Click orqali to'ldiriladi. Kurs modulini sotib olish kursni 7 kunga faollashtiradi; obuna va botlar to'lovdan oldin ko'rsatilgan muddatga amal qiladi. Balansdagi har bir o'zgarish yoziladi va tarixingizda ko'rinadi.",
        ],
      },
      {
        heading: "O'zgarishlar",
        paragraphs: [
          "Ushbu shartlarni o'zgartirishimiz mumkin; yuqoridagi sana amaldagi tahrirni ko'rsatadi, muhim o'zgarishlar kuchga kirishidan oldin mahsulotda e'lon qilinadi. Shartlar O'zbekiston Respublikasi qonunchiligiga bo'ysunadi.",
        ],
      },
    ],
  },
  ru: {
    title: 'Условия использования',
    updated: `Обновлено ${UPDATED}`,
    sections: [
      {
        heading: 'Сервис',
        paragraphs: [
          'Savdo предлагает обучение трейдингу (видеокурсы, которые продаются по модулям) и торговые инструменты: сигналы, экономический календарь, торговый журнал, алгоритмических ботов, копитрейдинг и AI-помощника.',
        ],
      },
      {
        heading: 'Не инвестиционный совет',
        paragraphs: [
          'Курсы, сигналы, боты и ответы помощника — это обучение и информация, а не персональная инвестиционная рекомендация. В трейдинге можно потерять деньги, в том числе больше ожидаемого; каждое решение и его прибыль или убыток — ваша ответственность.',
        ],
      },
      {
        heading: 'Ваш аккаунт',
        paragraphs: [
          'Никому не сообщайте пароль и сообщите нам, если аккаунтом мог воспользоваться кто-то другой. Один человек — один аккаунт. Мы можем заблокировать аккаунт, который злоупотребляет сервисом, распространяет платный контент или нарушает эти условия.',
        ],
      },
      {
        heading: 'Баланс и покупки',
        paragraphs: [
          'Баланс ведётся в узбекских сумах (UZS) и пополняется через Payme или Click. Покупка модуля курса открывает курс на 7 дней; подписки и боты действуют в течение срока, указанного до оплаты. Каждое изменение баланса записывается и видно в истории.',
        ],
      },
      {
        heading: 'Изменения',
        paragraphs: [
          'Мы можем менять эти условия; дата выше показывает действующую редакцию, а о важных изменениях мы сообщаем в продукте до их вступления в силу. Условия регулируются законодательством Республики Узбекистан.',
        ],
      },
    ],
  },
};

export const LEGAL_TEXTS: Record<LegalDocument, Record<Language, LegalText>> = { privacy, terms };
