/**
 * Every message the server answers, with a stable code and its text in uz and ru (without it,
 * server messages stayed English in the uz and ru interface). The server's error handler adds
 * `code` (and `fields`, a code per field) to every error and words `message` and `detail` in
 * the language the request asks for (`Accept-Language`; the client sends its interface
 * language). English is the source: a message not listed here keeps its English text and gets
 * the code of its HTTP status.
 */
import type { Language } from './constants';
import { INSUFFICIENT_BALANCE_TEXTS } from './purchases';
import { CHAT_ERROR_PATTERNS, CHAT_ERROR_TEXTS } from './chat';
import { JOURNAL_ERROR_TEXTS } from './journal';
import { TELEGRAM_ERROR_TEXTS } from './telegram';
import { COPY_ERROR_TEXTS } from './copy-trading';
import { ALGO_ADMIN_ERROR_TEXTS } from './algo';
import { UPLOAD_ERROR_PATTERNS } from './files';
import { BANNER_IMAGE_ERRORS, BANNER_IMAGE_MAX_BYTES } from './banners';

type Texts = { uz: string; ru: string };

/** Fixed messages: code, English text, translations. */
const FIXED: Record<string, [string, Texts]> = {
  'auth.bad_credentials': [
    'Incorrect username or password',
    { uz: "Foydalanuvchi nomi yoki parol noto'g'ri", ru: 'Неверное имя пользователя или пароль' },
  ],
  'auth.not_authenticated': [
    'Not authenticated',
    { uz: 'Tizimga kirilmagan', ru: 'Вход не выполнен' },
  ],
  'auth.banned': [
    'Your account has been banned',
    { uz: 'Hisobingiz bloklangan', ru: 'Ваш аккаунт заблокирован' },
  ],
  'auth.inactive': [
    'Your account is not active. Contact the admin to activate it.',
    {
      uz: "Hisobingiz faol emas. Faollashtirish uchun admin bilan bog'laning.",
      ru: 'Ваш аккаунт не активен. Обратитесь к администратору.',
    },
  ],
  'auth.admin_only': [
    'This action needs the admin role',
    { uz: 'Bu amal uchun admin huquqi kerak', ru: 'Для этого действия нужна роль администратора' },
  ],
  'auth.refresh_reused': [
    'This refresh token was already used; the session has been ended for safety',
    {
      uz: 'Bu token allaqachon ishlatilgan; xavfsizlik uchun seans tugatildi',
      ru: 'Этот токен уже использован; сеанс завершён в целях безопасности',
    },
  ],
  'auth.refresh_invalid': [
    'Invalid refresh token',
    { uz: "Yangilash tokeni noto'g'ri", ru: 'Недействительный токен обновления' },
  ],
  'auth.refresh_expired': [
    'The refresh token has expired; please sign in again',
    {
      uz: 'Seans muddati tugadi; iltimos, qaytadan kiring',
      ru: 'Срок действия сеанса истёк; войдите снова',
    },
  ],
  'auth.session_ended': [
    'The session has ended; please sign in again',
    { uz: 'Seans tugadi; iltimos, qaytadan kiring', ru: 'Сеанс завершён; войдите снова' },
  ],
  'auth.access_expired': [
    'The access token has expired',
    { uz: 'Kirish tokenining muddati tugadi', ru: 'Срок действия токена доступа истёк' },
  ],
  'auth.access_invalid': [
    'Invalid access token',
    { uz: "Kirish tokeni noto'g'ri", ru: 'Недействительный токен доступа' },
  ],
  'auth.reset_link_invalid': [
    'The reset link is invalid or has expired',
    {
      uz: "Tiklash havolasi noto'g'ri yoki muddati o'tgan",
      ru: 'Ссылка для сброса недействительна или устарела',
    },
  ],
  'auth.verify_link_invalid': [
    'The verification link is invalid or has expired',
    {
      uz: "Tasdiqlash havolasi noto'g'ri yoki muddati o'tgan",
      ru: 'Ссылка подтверждения недействительна или устарела',
    },
  ],
  'auth.link_invalid': [
    'Invalid or expired link',
    { uz: "Havola noto'g'ri yoki muddati o'tgan", ru: 'Ссылка недействительна или устарела' },
  ],
  'auth.current_password_wrong': [
    'The current password is incorrect',
    { uz: "Joriy parol noto'g'ri", ru: 'Текущий пароль неверен' },
  ],
  'auth.current_password_required': [
    'Enter your current password',
    { uz: 'Joriy parolni kiriting', ru: 'Введите текущий пароль' },
  ],
  'auth.email_exists': [
    'A user with this email already exists',
    {
      uz: "Bu email bilan foydalanuvchi allaqachon ro'yxatdan o'tgan",
      ru: 'Пользователь с таким email уже существует',
    },
  ],
  'profile.email_taken': [
    'This email is already in use',
    { uz: 'Bu email allaqachon band', ru: 'Этот email уже используется' },
  ],
  'profile.username_taken': [
    'This username is already taken',
    { uz: 'Bu foydalanuvchi nomi band', ru: 'Это имя пользователя уже занято' },
  ],
  'profile.unlink_last_google': [
    'Set a password before disconnecting Google: it is your only way to sign in',
    {
      uz: "Google'ni uzishdan oldin parol o'rnating: bu hisobingizga kirishning yagona yo'li",
      ru: 'Перед отключением Google установите пароль: это ваш единственный способ входа',
    },
  ],
  'profile.unlink_last_telegram': [
    'Set a password before disconnecting Telegram: it is your only way to sign in',
    {
      uz: "Telegram'ni uzishdan oldin parol o'rnating: bu hisobingizga kirishning yagona yo'li",
      ru: 'Перед отключением Telegram установите пароль: это ваш единственный способ входа',
    },
  ],
  'profile.google_not_linked': [
    'No Google account is linked to your profile',
    {
      uz: 'Profilingizga Google hisobi ulanmagan',
      ru: 'К вашему профилю не привязан аккаунт Google',
    },
  ],
  'profile.telegram_not_linked': [
    'No Telegram account is linked to your profile',
    {
      uz: 'Profilingizga Telegram hisobi ulanmagan',
      ru: 'К вашему профилю не привязан аккаунт Telegram',
    },
  ],
  'profile.google_linked_elsewhere': [
    'This Google account is already linked to another user',
    {
      uz: 'Bu Google hisobi boshqa foydalanuvchiga ulangan',
      ru: 'Этот аккаунт Google уже привязан к другому пользователю',
    },
  ],
  'profile.telegram_linked_elsewhere': [
    'This Telegram account is already linked to another user',
    {
      uz: 'Bu Telegram hisobi boshqa foydalanuvchiga ulangan',
      ru: 'Этот аккаунт Telegram уже привязан к другому пользователю',
    },
  ],
  'profile.device_not_found': [
    'Device not found',
    { uz: 'Qurilma topilmadi', ru: 'Устройство не найдено' },
  ],
  'profile.no_pending_email': [
    'There is no email change waiting for verification',
    {
      uz: "Tasdiqlanishini kutayotgan email o'zgarishi yo'q",
      ru: 'Нет изменения email, ожидающего подтверждения',
    },
  ],
  'validation.time_zone': [
    'Time zone must be one of: tashkent, moscow, london, new_york, browser',
    {
      uz: "Vaqt mintaqasi quyidagilardan biri bo'lishi kerak: tashkent, moscow, london, new_york, browser",
      ru: 'Часовой пояс должен быть одним из: tashkent, moscow, london, new_york, browser',
    },
  ],
  'validation.required': [
    'This field is required',
    { uz: "Bu maydon to'ldirilishi shart", ru: 'Это поле обязательно' },
  ],
  'validation.first_name': [
    'First name must be at least 2 characters',
    {
      uz: "Ism kamida 2 ta belgidan iborat bo'lishi kerak",
      ru: 'Имя должно содержать не менее 2 символов',
    },
  ],
  'validation.last_name': [
    'Last name must be at least 2 characters',
    {
      uz: "Familiya kamida 2 ta belgidan iborat bo'lishi kerak",
      ru: 'Фамилия должна содержать не менее 2 символов',
    },
  ],
  'validation.email': [
    'Please enter a valid email address',
    { uz: "To'g'ri email manzilini kiriting", ru: 'Введите корректный адрес email' },
  ],
  'validation.password': [
    'Password must be at least 6 characters',
    {
      uz: "Parol kamida 6 ta belgidan iborat bo'lishi kerak",
      ru: 'Пароль должен содержать не менее 6 символов',
    },
  ],
  'validation.password_blank': [
    'Password cannot be only spaces',
    {
      uz: "Parol faqat bo'sh joylardan iborat bo'lmasligi kerak",
      ru: 'Пароль не может состоять только из пробелов',
    },
  ],
  'validation.login_username': [
    'Enter a valid email or username (min 3 chars, no spaces)',
    {
      uz: "To'g'ri email yoki foydalanuvchi nomini kiriting (kamida 3 ta belgi, bo'shliqsiz)",
      ru: 'Введите корректный email или имя пользователя (не менее 3 символов, без пробелов)',
    },
  ],
  'validation.username': [
    'Username must be 3 to 30 characters: letters, digits, underscore or dot',
    {
      uz: 'Foydalanuvchi nomi 3 dan 30 tagacha belgi: harflar, raqamlar, pastki chiziq yoki nuqta',
      ru: 'Имя пользователя: от 3 до 30 символов — буквы, цифры, подчёркивание или точка',
    },
  ],
  'validation.phone': [
    'Invalid phone number',
    { uz: "Telefon raqami noto'g'ri", ru: 'Неверный номер телефона' },
  ],
  'validation.nul': [
    'Text must not contain the NUL character (\\u0000)',
    {
      uz: "Matnda NUL belgisi (\\u0000) bo'lmasligi kerak",
      ru: 'Текст не должен содержать символ NUL (\\u0000)',
    },
  ],
  'request.invalid_json': [
    'The request body is not valid JSON',
    { uz: "So'rov tanasi yaroqli JSON emas", ru: 'Тело запроса — некорректный JSON' },
  ],
  'request.invalid': [
    'The request is not valid',
    { uz: "So'rov yaroqsiz", ru: 'Некорректный запрос' },
  ],
  'upload.broken': [
    'The upload was cut off or is not valid multipart/form-data; send the file again',
    {
      uz: "Fayl to'liq yetib kelmadi yoki yaroqsiz; faylni qayta yuboring",
      ru: 'Загрузка прервалась или повреждена; отправьте файл снова',
    },
  ],
  'upload.not_image': [
    'Only images can be uploaded (PNG, JPEG, GIF or WebP)',
    {
      uz: 'Faqat rasm yuklash mumkin (PNG, JPEG, GIF yoki WebP)',
      ru: 'Можно загружать только изображения (PNG, JPEG, GIF или WebP)',
    },
  ],
  'upload.choose_image': [
    'Choose an image to upload',
    { uz: 'Yuklash uchun rasm tanlang', ru: 'Выберите изображение для загрузки' },
  ],
  'video.link_invalid': [
    'This video link is not valid',
    { uz: 'Bu video havolasi yaroqsiz', ru: 'Ссылка на видео недействительна' },
  ],
  'video.link_expired': [
    'This video link has expired; open the lesson again',
    {
      uz: 'Video havolasining muddati tugadi; darsni qaytadan oching',
      ru: 'Срок действия ссылки на видео истёк; откройте урок снова',
    },
  ],
  'video.none': [
    'This lesson has no video',
    { uz: "Bu darsda video yo'q", ru: 'У этого урока нет видео' },
  ],
  'video.file_missing': [
    "This lesson's video file is missing",
    { uz: 'Dars videosi fayli topilmadi', ru: 'Файл видео урока не найден' },
  ],
  'video.vdocipher_off': [
    'This lesson plays through VdoCipher, which is not set up on this server',
    {
      uz: "Bu dars VdoCipher orqali ko'rsatiladi, u ushbu serverda sozlanmagan",
      ru: 'Этот урок воспроизводится через VdoCipher, который не настроен на этом сервере',
    },
  ],
  'video.provider_unavailable': [
    'The video provider is not available right now; please try again later',
    {
      uz: "Video xizmati hozir ishlamayapti; birozdan so'ng qayta urinib ko'ring",
      ru: 'Видеосервис сейчас недоступен; попробуйте позже',
    },
  ],
  'video.store_unavailable': [
    'The video store is not reachable right now; please try again later',
    {
      uz: "Video ombori hozir mavjud emas; birozdan so'ng qayta urinib ko'ring",
      ru: 'Хранилище видео сейчас недоступно; попробуйте позже',
    },
  ],
  'video.not_video': [
    'Only WebM and MP4 videos can be uploaded',
    {
      uz: 'Faqat WebM va MP4 videolarni yuklash mumkin',
      ru: 'Можно загружать только видео WebM и MP4',
    },
  ],
  'video.empty': ['The video file is empty', { uz: "Video fayli bo'sh", ru: 'Файл видео пустой' }],
  'signal.not_found': ['Signal not found', { uz: 'Signal topilmadi', ru: 'Сигнал не найден' }],
  'notification.not_found': [
    'Notification not found',
    { uz: 'Bildirishnoma topilmadi', ru: 'Уведомление не найдено' },
  ],
  'banner.not_found': ['Banner not found', { uz: 'Banner topilmadi', ru: 'Баннер не найден' }],
  'banner.choose_image': [
    BANNER_IMAGE_ERRORS.choose,
    {
      uz: 'Banner uchun PNG, JPEG yoki WebP rasm tanlang',
      ru: 'Выберите изображение PNG, JPEG или WebP для баннера',
    },
  ],
  'banner.not_image': [
    BANNER_IMAGE_ERRORS.notImage,
    {
      uz: "Banner rasmi PNG, JPEG yoki WebP bo'lishi kerak",
      ru: 'Изображение баннера должно быть в формате PNG, JPEG или WebP',
    },
  ],
  'banner.image_too_large': [
    BANNER_IMAGE_ERRORS.tooLarge,
    {
      uz: `Banner rasmi ko'pi bilan ${BANNER_IMAGE_MAX_BYTES / (1024 * 1024)} MB bo'lishi kerak`,
      ru: `Изображение баннера должно быть не больше ${BANNER_IMAGE_MAX_BYTES / (1024 * 1024)} МБ`,
    },
  ],
  'instruction.not_found': [
    'Instruction not found',
    { uz: "Yo'riqnoma topilmadi", ru: 'Инструкция не найдена' },
  ],
  'banner.window': [
    'ends_at must be after starts_at',
    { uz: "ends_at starts_at dan keyin bo'lishi kerak", ru: 'ends_at должен быть позже starts_at' },
  ],
  'user.not_found': [
    'User not found',
    { uz: 'Foydalanuvchi topilmadi', ru: 'Пользователь не найден' },
  ],
  'file.not_found': ['File not found', { uz: 'Fayl topilmadi', ru: 'Файл не найден' }],
  'partner.sign_in_or_key': [
    'Sign in, or embed this widget with a partner key',
    {
      uz: 'Tizimga kiring yoki vidjetni hamkor kaliti bilan joylashtiring',
      ru: 'Войдите или встройте виджет с ключом партнёра',
    },
  ],
  'partner.not_approved': [
    'Only approved partners manage partner keys',
    {
      uz: 'Hamkor kalitlarini faqat tasdiqlangan hamkorlar boshqaradi',
      ru: 'Ключами партнёра управляют только одобренные партнёры',
    },
  ],
  'partner.already_applied': [
    'You have already applied to be a partner',
    { uz: 'Siz hamkorlikka allaqachon ariza bergansiz', ru: 'Вы уже подали заявку на партнёрство' },
  ],
  'partner.key_not_found': [
    'No such partner key',
    { uz: "Bunday hamkor kaliti yo'q", ru: 'Такого ключа партнёра нет' },
  ],
  'partner.application_not_found': [
    'No such partner application',
    { uz: "Bunday hamkorlik arizasi yo'q", ru: 'Такой заявки на партнёрство нет' },
  ],
  'partner.already_decided': [
    'This application has already been decided',
    {
      uz: "Bu ariza bo'yicha qaror allaqachon qabul qilingan",
      ru: 'По этой заявке уже принято решение',
    },
  ],
  'partner.revoked_key': [
    'This key is revoked; create a new one',
    { uz: 'Bu kalit bekor qilingan; yangisini yarating', ru: 'Этот ключ отозван; создайте новый' },
  ],
  'partner.site_name': [
    'Give your site a name (2 to 100 characters)',
    {
      uz: 'Saytingiz nomini kiriting (2 dan 100 belgigacha)',
      ru: 'Укажите название сайта (от 2 до 100 символов)',
    },
  ],
  'partner.site_url': [
    'The site address looks like https://news.example.uz',
    {
      uz: "Sayt manzili https://news.example.uz ko'rinishida bo'ladi",
      ru: 'Адрес сайта выглядит так: https://news.example.uz',
    },
  ],
  'partner.note': [
    'The note is at most 1000 characters',
    { uz: "Izoh ko'pi bilan 1000 belgi", ru: 'Примечание — не более 1000 символов' },
  ],
  'partner.reason': [
    'Say why the application is rejected (2 to 500 characters)',
    {
      uz: 'Ariza nega rad etilganini yozing (2 dan 500 belgigacha)',
      ru: 'Укажите причину отказа (от 2 до 500 символов)',
    },
  ],
  'partner.origin': [
    'An allowed origin looks like https://partner.example (no path)',
    {
      uz: "Ruxsat etilgan manba https://partner.example ko'rinishida bo'ladi (yo'lsiz)",
      ru: 'Разрешённый источник выглядит так: https://partner.example (без пути)',
    },
  ],
  'partner.name': [
    'Give the partner a name',
    { uz: 'Kalitga nom bering', ru: 'Дайте ключу название' },
  ],
  'payments.verify_email': [
    'Verify your email address to top up the balance',
    {
      uz: "Balansni to'ldirish uchun email manzilingizni tasdiqlang",
      ru: 'Подтвердите адрес электронной почты, чтобы пополнить баланс',
    },
  ],
  'payments.return_url': [
    'The return address must be a page of this site',
    {
      uz: "Qaytish manzili shu saytning sahifasi bo'lishi kerak",
      ru: 'Адрес возврата должен быть страницей этого сайта',
    },
  ],
  'payments.order_not_found': [
    'Order not found',
    { uz: 'Buyurtma topilmadi', ru: 'Заказ не найден' },
  ],
  'payments.off': [
    'Payments are not set up on this server yet (no Payme or Click keys); please try again later',
    {
      uz: "Bu serverda to'lovlar hali sozlanmagan (Payme yoki Click kalitlari yo'q); keyinroq urinib ko'ring",
      ru: 'Платежи на этом сервере ещё не настроены (нет ключей Payme или Click); попробуйте позже',
    },
  ],
  'plan.not_found': ['Plan not found', { uz: 'Tarif topilmadi', ru: 'Тариф не найден' }],
  'plan.already_active': [
    'You already have an active plan: renew or upgrade it instead',
    {
      uz: "Sizda faol tarif bor: uni uzaytiring yoki yuqoriroq tarifga o'ting",
      ru: 'У вас уже есть активный тариф: продлите его или перейдите на более высокий',
    },
  ],
  'plan.none_active': [
    'You have no active plan',
    { uz: "Sizda faol tarif yo'q", ru: 'У вас нет активного тарифа' },
  ],
  'plan.renew_current_only': [
    'Only your current plan can be renewed',
    { uz: 'Faqat joriy tarifni uzaytirish mumkin', ru: 'Продлить можно только текущий тариф' },
  ],
  'plan.renewed_ahead': [
    'Your plan is already paid for the next period',
    {
      uz: "Tarifingiz keyingi davr uchun allaqachon to'langan",
      ru: 'Ваш тариф уже оплачен на следующий период',
    },
  ],
  'plan.upgrade_higher_only': [
    'Choose a plan above your current one to upgrade',
    {
      uz: "Yuqoriroq tarifga o'tish uchun joriy tarifdan yuqori tarifni tanlang",
      ru: 'Для перехода выберите тариф выше текущего',
    },
  ],
  'plan.renews_already': [
    'Your plan already renews at the end of its period',
    {
      uz: 'Tarifingiz davr oxirida allaqachon avtomatik uzaytiriladi',
      ru: 'Ваш тариф и так продлится в конце периода',
    },
  ],
  'course.not_found': ['Course not found', { uz: 'Kurs topilmadi', ru: 'Курс не найден' }],
  'course.module_not_found': [
    'Module not found',
    { uz: 'Modul topilmadi', ru: 'Модуль не найден' },
  ],
  'course.lesson_not_found': ['Lesson not found', { uz: 'Dars topilmadi', ru: 'Урок не найден' }],
  'course.free_not_for_sale': [
    'This module belongs to a free course: it is open to everyone signed in and is not for sale',
    {
      uz: 'Bu modul bepul kursga tegishli: u tizimga kirgan har bir kishi uchun ochiq va sotilmaydi',
      ru: 'Этот модуль входит в бесплатный курс: он открыт всем вошедшим и не продаётся',
    },
  ],
  'course.module_active': [
    'You already have access to this module; extend it to add 7 more days',
    {
      uz: "Bu modulga kirish huquqingiz allaqachon bor; yana 7 kun qo'shish uchun uni uzaytiring",
      ru: 'У вас уже есть доступ к этому модулю; продлите его, чтобы добавить ещё 7 дней',
    },
  ],
  'course.module_not_active': [
    'Your access to this module is not active; buy it to watch its lessons',
    {
      uz: "Bu modulga kirish huquqingiz faol emas; darslarni ko'rish uchun uni sotib oling",
      ru: 'Доступ к этому модулю не активен; купите его, чтобы смотреть уроки',
    },
  ],
  'course.module_extended_ahead': [
    'Your access to this module is already paid for the next 7 days',
    {
      uz: "Bu modulga kirish keyingi 7 kun uchun allaqachon to'langan",
      ru: 'Доступ к этому модулю уже оплачен на следующие 7 дней',
    },
  ],
  'course.lesson_locked': [
    'You need to buy this module to watch this lesson',
    {
      uz: "Bu darsni ko'rish uchun ushbu modulni sotib olishingiz kerak",
      ru: 'Чтобы смотреть этот урок, купите этот модуль',
    },
  ],
  'course.lesson_no_video': [
    'This lesson has no video yet',
    { uz: "Bu darsning videosi hali yo'q", ru: 'У этого урока пока нет видео' },
  ],
  'course.video_unavailable': [
    'Lesson videos are not available on this server right now; please try again later',
    {
      uz: "Dars videolari hozir bu serverda mavjud emas; keyinroq urinib ko'ring",
      ru: 'Видео уроков сейчас недоступны на этом сервере; попробуйте позже',
    },
  ],
  'course.choose_video': [
    'Choose a video file (.webm or .mp4)',
    { uz: 'Video faylni tanlang (.webm yoki .mp4)', ru: 'Выберите видеофайл (.webm или .mp4)' },
  ],
  'resource.not_found': [
    'Resource not found',
    { uz: 'Resurs topilmadi', ru: 'Материал не найден' },
  ],
  'resource.category_not_found': [
    'Category not found',
    { uz: 'Kategoriya topilmadi', ru: 'Категория не найдена' },
  ],
  'resource.free_not_for_sale': [
    'This resource is free: it is open to everyone signed in and is not for sale',
    {
      uz: 'Bu resurs bepul: u tizimga kirgan har bir kishi uchun ochiq va sotilmaydi',
      ru: 'Этот материал бесплатный: он открыт всем вошедшим и не продаётся',
    },
  ],
  'resource.already_owned': [
    'You already own this resource',
    { uz: 'Bu resurs sizda allaqachon bor', ru: 'Этот материал у вас уже есть' },
  ],
  'resource.file_locked': [
    'Buy this resource to open its file',
    {
      uz: 'Faylni ochish uchun ushbu resursni sotib oling',
      ru: 'Купите этот материал, чтобы открыть его файл',
    },
  ],
  'resource.no_file': [
    'This resource has no file yet',
    { uz: "Bu resursning fayli hali yo'q", ru: 'У этого материала пока нет файла' },
  ],
  'resource.choose_pdf': [
    'Choose a PDF file to upload',
    { uz: 'Yuklash uchun PDF faylni tanlang', ru: 'Выберите PDF-файл для загрузки' },
  ],
  'resource.not_pdf': [
    'Only PDF files can be uploaded',
    { uz: 'Faqat PDF fayllarni yuklash mumkin', ru: 'Загружать можно только PDF-файлы' },
  ],
  'resource.pdf_too_large': [
    'The PDF is too large: at most 10 MB',
    { uz: "PDF juda katta: ko'pi bilan 10 MB", ru: 'PDF слишком большой: не более 10 МБ' },
  ],
  'resource.not_video_kind': [
    'Only a video resource has a video file',
    {
      uz: 'Video fayl faqat video turidagi resursda boʻladi',
      ru: 'Видеофайл бывает только у ресурса-видео',
    },
  ],
  'resource.not_pdf_kind': [
    'Only a PDF resource has a file',
    { uz: "Faqat PDF resursning fayli bo'ladi", ru: 'Файл бывает только у PDF-материала' },
  ],
  'resource.texts_required': [
    'texts must hold at least one of uz, ru, en',
    {
      uz: "texts kamida bitta tilni (uz, ru, en) o'z ichiga olishi kerak",
      ru: 'texts должен содержать хотя бы один язык (uz, ru, en)',
    },
  ],
  'resource.article_body': [
    'An article needs a body in each language it has',
    {
      uz: "Maqolaning har bir tilida matn (body) bo'lishi kerak",
      ru: 'У статьи должен быть текст (body) на каждом её языке',
    },
  ],
  'resource.video_url': [
    'video_url must be an http or https address',
    {
      uz: "video_url http yoki https manzili bo'lishi kerak",
      ru: 'video_url должен быть адресом http или https',
    },
  ],
  'resource.video_url_required': [
    'A video resource needs its video_url',
    { uz: "Video resursda video_url bo'lishi kerak", ru: 'У видеоматериала должен быть video_url' },
  ],
  'resource.image_url': [
    'image_url must be an http or https address',
    {
      uz: "image_url http yoki https manzili bo'lishi kerak",
      ru: 'image_url должен быть адресом http или https',
    },
  ],
  'algo.not_found': [
    'Expert advisor not found',
    { uz: 'Ekspert maslahatchi topilmadi', ru: 'Советник не найден' },
  ],
  'algo.already_live': [
    'You already have a running expert advisor of this bot; it can be bought again when it ends',
    {
      uz: 'Sizda bu botning ishlayotgan ekspert maslahatchisi bor; u tugagach qayta sotib olish mumkin',
      ru: 'У вас уже работает советник этого бота; купить снова можно, когда он закончится',
    },
  ],
  'algo.only_buyers_review': [
    'Only buyers of this expert advisor can review it',
    {
      uz: 'Faqat bu ekspert maslahatchini sotib olganlar sharh qoldira oladi',
      ru: 'Оставить отзыв могут только купившие этого советника',
    },
  ],
  'algo.already_reviewed': [
    'You have already reviewed this expert advisor',
    {
      uz: 'Siz bu ekspert maslahatchiga allaqachon sharh qoldirgansiz',
      ru: 'Вы уже оставили отзыв об этом советнике',
    },
  ],
  'algo.bridge_key_invalid': [
    'The expert advisor key is missing or wrong',
    {
      uz: "Ekspert maslahatchi kaliti yo'q yoki noto'g'ri",
      ru: 'Ключ советника не указан или неверен',
    },
  ],
  'algo.select_rating': [
    'Please select a rating',
    { uz: 'Iltimos, baho tanlang', ru: 'Пожалуйста, выберите оценку' },
  ],
  'algo.write_comment': [
    'Please write a comment',
    { uz: 'Iltimos, izoh yozing', ru: 'Пожалуйста, напишите комментарий' },
  ],
  'algo.choose_statement': [
    'Choose a statement file to upload',
    { uz: 'Yuklash uchun hisobot faylini tanlang', ru: 'Выберите файл отчёта для загрузки' },
  ],
  'purchase.not_for_sale': [
    'This item is not for sale',
    { uz: 'Bu mahsulot sotilmaydi', ru: 'Этот товар не продаётся' },
  ],
  'purchase.key_reused': [
    'This Idempotency-Key was already used for another purchase',
    {
      uz: 'Bu Idempotency-Key boshqa xarid uchun ishlatilgan',
      ru: 'Этот Idempotency-Key уже использован для другой покупки',
    },
  ],
  'purchase.idempotency_key': [
    'The Idempotency-Key header must be 1 to 100 characters',
    {
      uz: "Idempotency-Key sarlavhasi 1 dan 100 tagacha belgi bo'lishi kerak",
      ru: 'Заголовок Idempotency-Key должен содержать от 1 до 100 символов',
    },
  ],
  'assistant.question_blank': [
    'Write a question',
    { uz: 'Savolingizni yozing', ru: 'Напишите вопрос' },
  ],
  'assistant.question_length': [
    'question must be 1 to 1000 characters',
    {
      uz: "Savol 1 dan 1000 tagacha belgi bo'lishi kerak",
      ru: 'Вопрос должен содержать от 1 до 1000 символов',
    },
  ],
  'assistant.conversation_not_found': [
    'Conversation not found',
    { uz: 'Suhbat topilmadi', ru: 'Разговор не найден' },
  ],
  'assistant.conversation_full': [
    'This conversation is full. Start a new one.',
    { uz: "Bu suhbat to'lgan. Yangisini boshlang.", ru: 'Этот разговор заполнен. Начните новый.' },
  ],
  'assistant.source_not_found': [
    'Source not found',
    { uz: 'Manba topilmadi', ru: 'Источник не найден' },
  ],
  'market.unknown_symbol': [
    'This symbol is not offered by the market data feed',
    {
      uz: "Bu simvol bozor ma'lumotlari manbasida yo'q",
      ru: 'Этот инструмент не предлагается источником котировок',
    },
  ],
  'market.from_after_to': [
    'from must not be later than to',
    { uz: "from to dan keyin bo'lmasligi kerak", ru: 'from не может быть позже to' },
  ],
  'market.unavailable': [
    'Market data is unavailable right now',
    {
      uz: "Bozor ma'lumotlari hozir mavjud emas",
      ru: 'Котировки сейчас недоступны',
    },
  ],
  ...JOURNAL_ERROR_TEXTS,
  ...TELEGRAM_ERROR_TEXTS,
  ...COPY_ERROR_TEXTS,
  ...ALGO_ADMIN_ERROR_TEXTS,
  'courses.order_not_the_set': [
    'ids must list each current item once, in the new order',
    {
      uz: 'ids hozirgi har bir elementni bir martadan, yangi tartibda sanashi kerak',
      ru: 'ids должен перечислить каждый текущий элемент один раз, в новом порядке',
    },
  ],
  'server.error': [
    'Internal server error',
    { uz: 'Serverda ichki xatolik', ru: 'Внутренняя ошибка сервера' },
  ],
  ...CHAT_ERROR_TEXTS,
};

/** Messages with numbers in them: code, English pattern, translations with {1}, {2}… */
const PATTERNS: [string, RegExp, Texts][] = [
  [
    'purchase.insufficient_balance',
    /^Insufficient balance\. You need ([\d\u202f]+) UZS more to purchase this item\. Please top up your balance\.$/,
    { uz: INSUFFICIENT_BALANCE_TEXTS.uz, ru: INSUFFICIENT_BALANCE_TEXTS.ru },
  ],
  [
    'video.too_large',
    /^The video is too large: at most (\d+) MB$/,
    {
      uz: "Video juda katta: ko'pi bilan {1} MB",
      ru: 'Видео слишком большое: не более {1} МБ',
    },
  ],
  [
    'payments.amount',
    /^The amount must be a whole number of UZS from (\d+) to (\d+)$/,
    {
      uz: "Summa {1} dan {2} so'mgacha butun son bo'lishi kerak",
      ru: 'Сумма должна быть целым числом сумов от {1} до {2}',
    },
  ],
  [
    'auth.too_many_sign_ins',
    /^Too many sign-in attempts\. Try again in (\d+) minutes?\.$/,
    {
      uz: "Kirishga urinishlar juda ko'p. {1} daqiqadan so'ng qayta urinib ko'ring.",
      ru: 'Слишком много попыток входа. Повторите через {1} мин.',
    },
  ],
  [
    'auth.too_many_password_checks',
    /^Too many wrong passwords\. Try again in (\d+) minutes?\.$/,
    {
      uz: "Noto'g'ri parollar juda ko'p. {1} daqiqadan so'ng qayta urinib ko'ring.",
      ru: 'Слишком много неверных паролей. Повторите через {1} мин.',
    },
  ],
  [
    'assistant.too_many',
    /^Too many questions: at most (\d+) a minute\. Try again in (\d+) seconds\.$/,
    {
      uz: "Savollar juda ko'p: daqiqasiga ko'pi bilan {1} ta. {2} soniyadan so'ng qayta urinib ko'ring.",
      ru: 'Слишком много вопросов: не больше {1} в минуту. Повторите через {2} с.',
    },
  ],
  [
    'request.too_many',
    /^Too many requests\. Try again in (\d+) minutes?\.$/,
    {
      uz: "So'rovlar juda ko'p. {1} daqiqadan so'ng qayta urinib ko'ring.",
      ru: 'Слишком много запросов. Повторите через {1} мин.',
    },
  ],
  [
    'validation.min_length',
    /^(.+) must be at least (\d+) characters$/,
    {
      uz: "{1} kamida {2} ta belgidan iborat bo'lishi kerak",
      ru: '{1}: не менее {2} символов',
    },
  ],
  [
    'validation.max_length',
    /^(.+) must be at most (\d+) characters$/,
    { uz: "{1} ko'pi bilan {2} ta belgi bo'lishi kerak", ru: '{1}: не более {2} символов' },
  ],
  [
    'validation.minimum',
    /^(.+) must be at least (-?[\d.e+]+)$/,
    { uz: "{1} kamida {2} bo'lishi kerak", ru: '{1}: не меньше {2}' },
  ],
  [
    'validation.maximum',
    /^(.+) must be at most (-?[\d.e+]+)$/,
    { uz: "{1} ko'pi bilan {2} bo'lishi kerak", ru: '{1}: не больше {2}' },
  ],
  [
    'validation.unknown_field',
    /^(.+) is not a known field$/,
    { uz: "{1} — noma'lum maydon", ru: '{1} — неизвестное поле' },
  ],
  [
    'validation.invalid',
    /^(.+) has an invalid value$/,
    { uz: "{1} qiymati noto'g'ri", ru: '{1}: недопустимое значение' },
  ],
  ...CHAT_ERROR_PATTERNS,
  ...UPLOAD_ERROR_PATTERNS,
];

const BY_STATUS: Record<number, string> = {
  400: 'request.bad',
  401: 'auth.required',
  403: 'auth.forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'request.too_large',
  415: 'request.unsupported_type',
  429: 'request.too_many',
};

const BY_ENGLISH = new Map(
  Object.entries(FIXED).map(([code, [en, texts]]) => [en, { code, texts }]),
);

/** The stable code of a server message (and the HTTP status for one we do not list). */
export function errorCodeOf(message: string, status = 400): string {
  const fixed = BY_ENGLISH.get(message);
  if (fixed) return fixed.code;
  for (const [code, pattern] of PATTERNS) if (pattern.test(message)) return code;
  return BY_STATUS[status] ?? (status >= 500 ? 'server.error' : 'request.bad');
}

/** The message in `lang`; English, or a message we do not list, comes back as it is. */
export function localizeErrorMessage(message: string, lang: Language): string {
  if (lang === 'en') return message;
  const fixed = BY_ENGLISH.get(message);
  if (fixed) return fixed.texts[lang];
  for (const [, pattern, texts] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return texts[lang].replace(/\{(\d)\}/g, (_, i: string) => match[Number(i)] ?? '');
  }
  return message;
}

/** Every listed code (for tests and docs). */
export const ERROR_CODES = [...Object.keys(FIXED), ...PATTERNS.map(([code]) => code)];
