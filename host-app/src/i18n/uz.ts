// Host-app strings in Uzbek (the interface default and fallback). en.ts and ru.ts have the same
// keys (typed against this file). Guard and dialog texts are not here: they are the product's
// Uzbek constants in core, the same in every language.
export const uz = {
  brand: { name: 'Savdo', tagline: "Treyderlar uchun ta'lim va vositalar" },
  nav: {
    skip: "Asosiy qismga o'tish",
    label: 'Asosiy navigatsiya',
    groups: { overview: 'Umumiy', learn: "Ta'lim", trade: 'Savdo', account: 'Hisob' },
    open: 'Menyuni ochish',
    close: 'Menyuni yopish',
  },
  pages: {
    auth: { title: 'Kirish', description: "Hisobingizga kiring yoki ro'yxatdan o'ting." },
    resetPassword: {
      title: 'Parolni tiklash',
      description: "Hisobingiz uchun yangi parol o'rnating.",
    },
    verifyEmail: { title: 'Emailni tasdiqlash', description: 'Email manzilingizni tasdiqlang.' },
    privacy: {
      title: 'Maxfiylik siyosati',
      description: "Ma'lumotlaringiz bilan qanday ishlaymiz.",
    },
    terms: { title: 'Foydalanish shartlari', description: 'Savdodan foydalanish qoidalari.' },
    widgets: {
      title: 'Vidjetlar',
      description: "Savdo vidjetlarini o'z saytingizga qo'ying: sozlang va kodni nusxalang.",
    },
    ban: { title: 'Hisob bloklangan', description: 'Hisobingiz bloklangan.' },
    notFound: { title: 'Sahifa topilmadi', description: 'Bunday sahifa mavjud emas.' },
    dashboard: {
      title: 'Bosh sahifa',
      description: "O'quv jarayoningiz va algo savdo botlaringiz bir joyda.",
    },
    profile: {
      title: 'Profil',
      description:
        "Shaxsiy ma'lumotlar, foydalanuvchi nomi, qurilmalar hamda Google va Telegram hisoblarini ulash.",
    },
    economicCalendar: {
      title: 'Iqtisodiy taqvim',
      description:
        "Bozorga ta'sir qiluvchi voqealar: ta'sir darajasi, oldingi, prognoz va haqiqiy qiymatlar, vaqt mintaqasini tanlash bilan.",
    },
    resourceCenter: {
      title: 'Resurslar markazi',
      description: "Toifalar bo'yicha qo'llanmalar, shablonlar va materiallar.",
    },
    resourceDetail: {
      title: 'Resurs',
      description: 'Resursning tavsifi, narxi va yuklab olish.',
    },
    videoCourses: {
      title: 'Video kurslar',
      description:
        'Modul va darslardan iborat kurslar. Modul sotib olinganda kurs 7 kunga faollashadi.',
    },
    courseDetail: {
      title: 'Kurs',
      description: "Kurs modullari, darslar, narxlar va o'quv jarayoningiz.",
    },
    coursePlayer: {
      title: 'Kurs pleyeri',
      description:
        "Darslarni ko'rish, oxirgi ko'rilgan joydan davom ettirish va jarayonni saqlash.",
    },
    lesson: {
      title: 'Dars',
      description: "Bitta darsni ko'rish va uni tugallangan deb belgilash.",
    },
    help: {
      title: "Yordam va qo'llab-quvvatlash",
      description: "Ko'p beriladigan savollar, yo'riqnomalar va qo'llab-quvvatlash bilan suhbat.",
    },
    settings: {
      title: 'Sozlamalar',
      description: "Til, mavzu, vaqt mintaqasi, bildirishnomalar va profil ko'rinishi.",
    },
    analytics: {
      title: 'Tahlil',
      description: "Savdo natijalaringiz va signallar statistikasining ko'rsatkichlari.",
    },
    tradingChart: {
      title: 'Savdo grafigi',
      description: "Instrumentlar bo'yicha interaktiv narx grafigi.",
    },
    tradingSignals: {
      title: 'Savdo signallari',
      description:
        'Jonli yangilanadigan signallar, 30 kunlik statistika va bildirishnoma sozlamalari.',
    },
    tradingJournal: {
      title: 'Savdo jurnali',
      description:
        "Bitimlaringizni yozib boring: yo'nalish, P&L, risk, R:R, grafik rasmlari va tahlil nuqtalari.",
    },
    copyTrade: {
      title: 'Kopi-treyding',
      description:
        "Oylik foyda 1% dan 50% gacha, har bir bitimga risk 0,5% dan 1% gacha. Foyda va zarar to'liq foydalanuvchining javobgarligida.",
    },
    aiAssistant: {
      title: 'AI yordamchi',
      description: "Savdo va ta'lim bo'yicha savollaringizga javob beruvchi yordamchi.",
    },
    algoTrading: {
      title: 'Algo savdo',
      description: "Ekspert maslahatchilar (botlar): ko'rib chiqish, sotib olish va sharhlar.",
    },
    algoDetail: {
      title: 'Algo bot',
      description: 'Bot tafsilotlari, tariflar, sharhlar va sotib olish.',
    },
    copyStrategy: {
      title: 'Kopi-treyding strategiyasi',
      description:
        "Strategiya ko'rsatkichlari, risk darajasi va ochiq bitimlar; nusxa olish, to'xtatib turish va to'xtatish.",
    },
    myAlgoList: {
      title: 'Mening ekspert maslahatchilarim',
      description:
        "Sotib olingan ekspert maslahatchilar va ularning holati: o'rnatish, aloqa va natijalar.",
      empty: "Sizda hali ekspert maslahatchi yo'q.",
      browse: "Algo savdo bozoriga o'tish",
    },
    myAlgo: {
      title: 'Mening ekspert maslahatchim',
      description: "Ko'rsatkichlar, tarixiy va ochiq bitimlar, davrlar bo'yicha foyda.",
    },
    partner: {
      title: 'Hamkorlar uchun',
      description: 'Saytingizda Savdo vidjetlari: kalitlar, statistika va jalb qilinganlar.',
    },
    upgradePlan: {
      title: 'Tarifni oshirish',
      description: 'Obuna tariflarini solishtiring va premium signallarni oching.',
    },
    paymentReturn: {
      title: "To'lov holati",
      description: "Provayderdan qaytgan to'lovingiz qanday yakunlangani.",
      history: 'Balans tarixi',
    },
    admin: {
      title: 'Boshqaruv',
      description:
        "Biznesni boshqarish: foydalanuvchilar va to'lovlar, signallar va kalendar, kontent, operatsiyalar va audit jurnali.",
    },
  },
  dashboard: {
    lessonsDone: '{{total}} ta darsdan {{done}} tasi tugallangan',
    coursesInProgress: 'Davom etayotgan kurslar: {{count}}',
    continueWatching: "Ko'rishni davom ettirish: {{lesson}}",
    learningEmpty: "Hali birorta dars ko'rilmagan. Katalogdan kurs tanlang.",
    winRate: "Signallar g'alaba ulushi (30 kun)",
    signalsClosed: '{{count}} ta signal yopilgan',
    loadFailed: "Bosh sahifani yuklab bo'lmadi. Iltimos, sahifani yangilab ko'ring",
    reload: 'Sahifani yangilash',
    noData: "Hozircha ma'lumot yo'q",
    active: 'Faol',
    userRole: 'Treyder',
    adminRole: 'Administrator',
    greeting: 'Xush kelibsiz, {{name}}',
    balance: 'Balans',
    account: 'Hisob',
    role: 'Rol',
    verified: 'Email tasdiqlangan',
    notVerified: 'Email tasdiqlanmagan',
    learning: "O'quv jarayoni",
    learningText: "Kurslaringiz va darslardagi jarayon shu yerda ko'rinadi.",
    bots: 'Mening algo savdo botlarim',
    botsText: "Sotib olingan botlaringiz va ularning ko'rsatkichlari shu yerda bo'ladi.",
    explore: "Bo'limlar",
    open: 'Ochish',
  },
  admin: {
    search: "Ism, email yoki foydalanuvchi nomi bo'yicha qidirish",
    user: 'Foydalanuvchi',
    email: 'Email',
    status: 'Holat',
    actions: 'Amallar',
    banned: 'Bloklangan',
    inactive: 'Faol emas',
    ban: 'Bloklash',
    unban: 'Blokdan chiqarish',
    activate: 'Faollashtirish',
    deactivate: "O'chirish",
    pages: 'Sahifalar',
    previous: 'Oldingi',
    next: 'Keyingi',
    pageOf: '{{pages}} sahifadan {{page}}-sahifa',
    caption: 'Foydalanuvchilar: {{count}}',
    empty: "Bu qidiruvga mos foydalanuvchi yo'q",
    loadFailed: "Foydalanuvchilarni yuklab bo'lmadi. Qayta urinib ko'ring.",
    updateFailed: "O'zgarishni saqlab bo'lmadi. Qayta urinib ko'ring.",
  },
  header: {
    balance: 'Balans',
    topUp: "Balansni to'ldirish",
    language: 'Til',
    theme: 'Mavzu',
    themes: { light: "Yorug'", dark: "Qorong'i", system: 'Tizim' },
    notifications: 'Bildirishnomalar',
    signOut: 'Chiqish',
    account: 'Hisob menyusi',
  },
  session: {
    warningAction: 'Qayta kirish',
  },
  loading: 'Yuklanmoqda…',
  pageNotFound: 'Sahifa topilmadi: {{page}}',
  ban: {
    title: 'Hisobingiz bloklangan',
    text: "Savollaringiz bo'lsa, qo'llab-quvvatlash xizmatiga yozing.",
  },
  notice: {
    resend: 'Tasdiqlash havolasini yuborish',
    resent: 'Yangi havolani {{email}} manziliga yubordik. Pochtangizni tekshiring.',
    resendFailed: "Havolani yuborib bo'lmadi. Keyinroq qayta urinib ko'ring.",
    signOut: 'Chiqish',
    contact: "Admin bilan bog'lanish",
    home: 'Bosh sahifaga',
    translation: {
      inactive: {
        title: 'Akkaunt faol emas',
        text: "Akkauntingiz faollashtirish uchun admin bilan bog'laning.",
      },
      unverified: {
        title: 'Email tasdiqlash kerak',
        text: 'Bu sahifaga kirish uchun emailingizni tasdiqlang.',
      },
      role: { title: "Ruxsat yo'q", text: 'Bu sahifaga kirish uchun {{role}} huquqi kerak.' },
    },
  },
  errors: {
    notFound: {
      title: '404 Sahifa topilmadi',
      text: "Siz qidirgan sahifa mavjud emas yoki ko'chirilgan.",
    },
    server: {
      title: '500 Ichki server xatosi',
      text: "Serverda xatolik yuz berdi. Birozdan so'ng qayta urinib ko'ring.",
    },
    network: {
      title: 'Tarmoq xatosi',
      text: "Serverga ulanib bo'lmadi. Internet aloqangizni tekshiring.",
    },
    unauthorized: {
      title: 'Ruxsatsiz kirish',
      text: "Bu sahifani ko'rish uchun tizimga kiring.",
    },
    forbidden: {
      title: 'Kirish taqiqlangan',
      text: "Bu sahifaga kirish huquqingiz yo'q.",
    },
    serverError: {
      title: 'Server xatosi',
      text: "Serverda xatolik yuz berdi. Birozdan so'ng qayta urinib ko'ring.",
    },
    validation: {
      title: 'Tekshiruv xatosi',
      text: "Yuborilgan ma'lumotlar qabul qilinmadi. Orqaga qaytib, kiritganlaringizni tekshiring.",
    },
    unknown: {
      title: "Noma'lum xato",
      text: "Kutilmagan xatolik yuz berdi. Qayta urinib ko'ring.",
    },
    actions: {
      tryAgain: 'Qayta urinish',
      contactSupport: "Qo'llab-quvvatlash",
      goHome: 'Bosh sahifa',
      back: 'Orqaga',
    },
  },
  inApp: {
    title: 'Brauzerda oching',
    text: 'Savdo ilova ichidagi brauzerda ishlamaydi. Sahifa tizim brauzerida ochilmoqda…',
    action: 'Brauzerda ochish',
  },
  auth: {
    heroTitle: "Savdoni o'rganing. Ongli savdo qiling.",
    heroText:
      'Video kurslar, jonli signallar, iqtisodiy taqvim va algo botlar — bitta hisobda, UZS da.',
    points: {
      courses: "Modul bo'yicha video kurslar",
      signals: 'Jonli savdo signallari',
      bots: 'Algo savdo botlari',
    },
  },
  language: { uz: "O'zbekcha", ru: 'Русский', en: 'English' },
};

/** The shape every host-app locale has. */
export type AppStrings = typeof uz;
