/** Uploaded files (chart images, avatars), served from GET /files/{id}. */
import { Type } from 'typebox';

/** GET /files/{id}: uploaded files are addressed by UUID. */
export const FileParamsSchema = Type.Object({
  id: Type.String({
    pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
    errorMessage: 'Unknown file',
  }),
});

/**
 * GET /files/{id} of a private file (a journal screenshot, a chat image): the link the API hands
 * out carries its expiry (Unix seconds) and an HMAC of id and expiry, so an <img> needs no bearer
 * header (docs/decisions/0276-bounded-uploads-and-private-files.md). Public files need neither.
 */
export const FileLinkQuerySchema = Type.Object({
  exp: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}$', errorMessage: 'Unknown file' })),
  sig: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9_-]{16,100}$', errorMessage: 'Unknown file' }),
  ),
  /** A download's file name, signed with the link: the file is answered as an attachment. */
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, errorMessage: 'Unknown file' })),
});

/** The upload limits' refusals (429 with Retry-After), in English; translations below. */
export const UPLOAD_LIMIT_MESSAGES = {
  concurrent: (max: number, seconds: number) =>
    `Too many uploads at once: at most ${max} at a time. Try again in ${seconds} seconds.`,
  perMinute: (max: number, seconds: number) =>
    `Too many uploads: at most ${max} a minute. Try again in ${seconds} seconds.`,
  daily: (files: number, megabytes: number, hours: number) =>
    `Daily upload limit reached: at most ${files} files and ${megabytes} MB a day. Try again in ${hours} hours.`,
  serverBusy: (seconds: number) =>
    `The server is busy with other uploads. Try again in ${seconds} seconds.`,
} as const;

type Texts = { uz: string; ru: string };
/** For error-messages.ts: code, English pattern, translations with {1}, {2}… */
export const UPLOAD_ERROR_PATTERNS: [string, RegExp, Texts][] = [
  [
    'upload.too_many_at_once',
    /^Too many uploads at once: at most (\d+) at a time\. Try again in (\d+) seconds\.$/,
    {
      uz: "Bir vaqtda juda ko'p fayl yuklanmoqda: bir vaqtda ko'pi bilan {1} ta. {2} soniyadan so'ng qayta urinib ko'ring.",
      ru: 'Слишком много загрузок одновременно: не больше {1} сразу. Повторите через {2} с.',
    },
  ],
  [
    'upload.too_many',
    /^Too many uploads: at most (\d+) a minute\. Try again in (\d+) seconds\.$/,
    {
      uz: "Yuklashlar juda ko'p: daqiqasiga ko'pi bilan {1} ta. {2} soniyadan so'ng qayta urinib ko'ring.",
      ru: 'Слишком много загрузок: не больше {1} в минуту. Повторите через {2} с.',
    },
  ],
  [
    'upload.daily_limit',
    /^Daily upload limit reached: at most (\d+) files and (\d+) MB a day\. Try again in (\d+) hours\.$/,
    {
      uz: "Kunlik yuklash chegarasiga yetdingiz: kuniga ko'pi bilan {1} ta fayl va {2} MB. {3} soatdan so'ng qayta urinib ko'ring.",
      ru: 'Достигнут дневной лимит загрузок: не больше {1} файлов и {2} МБ в день. Повторите через {3} ч.',
    },
  ],
  [
    'upload.server_busy',
    /^The server is busy with other uploads\. Try again in (\d+) seconds\.$/,
    {
      uz: "Server boshqa yuklashlar bilan band. {1} soniyadan so'ng qayta urinib ko'ring.",
      ru: 'Сервер занят другими загрузками. Повторите через {1} с.',
    },
  ],
];
