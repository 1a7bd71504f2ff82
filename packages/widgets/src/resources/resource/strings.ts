// Strings of a resource's page (namespace `resource`). Kinds, "Free", "Purchased", the reading
// time and the buy dialog are the shared `resources` strings of ui.
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = {
  back: 'Resurslar markaziga',
  loading: 'Resurs yuklanmoqda…',
  loadFailed: "Resursni yuklab bo'lmadi",
  retry: 'Qaytadan urinish',
  notFound: 'Resurs topilmadi',
  lockedTitle: 'Bu resurs pullik',
  locked: {
    pdf: "Sotib olgach, PDF faylni ochishingiz va yuklab olishingiz mumkin bo'ladi.",
    article: "Sotib olgach, maqolaning to'liq matni ochiladi.",
    video: "Sotib olgach, video shu yerda, himoyalangan pleyerda ko'rsatiladi.",
  },
  buyFor: '{{price}} ga sotib olish',
  open: "PDF'ni ochish",
  download: 'Yuklab olish',
  opening: 'Ochilmoqda…',
  fileFailed: "Faylni ochib bo'lmadi",
  watch: "Videoni ko'rish",
  videoLoading: 'Video yuklanmoqda…',
  videoFailed: "Videoni yuklab bo'lmadi",
  downloading: 'Havola tayyorlanmoqda…',
  downloadFailed: "Faylni yuklab bo'lmadi",
  newTab: '{{host}} saytida yangi oynada ochiladi',
  file: 'Fayl: {{name}}, {{size}}',
  signIn: 'Resurslar tizimga kirgan foydalanuvchilar uchun ochiq.',
  signInLink: 'Kirish',
};

const en: LocaleOf<typeof uz> = {
  back: 'Resource center',
  loading: 'Loading the resource…',
  loadFailed: 'Could not load the resource',
  retry: 'Try again',
  notFound: 'Resource not found',
  lockedTitle: 'This resource is paid',
  locked: {
    pdf: 'Once bought, you can open and download the PDF.',
    article: 'Once bought, the full article opens.',
    video: 'Once bought, the video plays right here in the protected player.',
  },
  buyFor: 'Buy for {{price}}',
  open: 'Open PDF',
  download: 'Download',
  opening: 'Opening…',
  fileFailed: 'Could not open the file',
  watch: 'Watch the video',
  videoLoading: 'Loading the video…',
  videoFailed: 'Could not load the video',
  downloading: 'Preparing the link…',
  downloadFailed: 'Could not download the file',
  newTab: 'Opens on {{host}} in a new tab',
  file: 'File: {{name}}, {{size}}',
  signIn: 'Resources are open to signed-in users.',
  signInLink: 'Sign in',
};

const ru: LocaleOf<typeof uz> = {
  back: 'Центр ресурсов',
  loading: 'Загружаем материал…',
  loadFailed: 'Не удалось загрузить материал',
  retry: 'Повторить',
  notFound: 'Материал не найден',
  lockedTitle: 'Это платный материал',
  locked: {
    pdf: 'После покупки PDF можно будет открыть и скачать.',
    article: 'После покупки откроется полный текст статьи.',
    video: 'После покупки видео будет воспроизводиться здесь, в защищённом плеере.',
  },
  buyFor: 'Купить за {{price}}',
  open: 'Открыть PDF',
  download: 'Скачать',
  opening: 'Открываем…',
  fileFailed: 'Не удалось открыть файл',
  watch: 'Смотреть видео',
  videoLoading: 'Загружаем видео…',
  videoFailed: 'Не удалось загрузить видео',
  downloading: 'Готовим ссылку…',
  downloadFailed: 'Не удалось скачать файл',
  newTab: 'Откроется на {{host}} в новой вкладке',
  file: 'Файл: {{name}}, {{size}}',
  signIn: 'Материалы открыты для вошедших пользователей.',
  signInLink: 'Войти',
};

export const resourceStrings = widgetStrings('resource', { uz, en, ru });
export const RESOURCE_NAMESPACE = resourceStrings.namespace;
